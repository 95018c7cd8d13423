import type { Locale } from '../i18n/locale';

// Whether a visitor's message is clearly French (issue 20): Val answers in French on a French page, and on an
// English page when the visitor writes French. A few words are enough ("Bonjour", "taux 5 ans?"), but a French
// word in an English sentence ("the best rate in Québec") is not.

/** Words only French uses (accents folded away), each a sign of French. */
const FRENCH_WORDS = new Set(
  (
    'je moi mon ma mes nous notre nos vous votre vos il elle ils elles le la les des du au aux un une ' +
    'est sont suis ai avons avez peux peut puis pourrais pourriez voudrais veux aimerais dois devrais faut ' +
    'quel quelle quels quelles combien comment pourquoi quand ou oui non et mais donc avec pour dans sur chez ' +
    'selon sans tres aussi ce cette ces cela qui que quoi est-ce pas ne moins bonjour bonsoir salut allo merci ' +
    'svp stp plait taux hypotheque hypotheques hypothecaire hypothecaires pret prets versement versements ' +
    'paiement paiements mensuel mensuelle mensualite mise fonds maison achat acheter prix ans mois semaines ' +
    'meilleur meilleurs meilleure fixe fixes terme termes amortissement renouvellement renouveler ' +
    'refinancement refinancer schl preteur preteurs courtier courtiers preautorisation crise revenu revenus ' +
    'salaire gagne appelle appeler courriel telephone numero cellulaire joindre rejoindre aujourd actuel actuels'
  ).split(' '),
);

/** Common English words: a message with more of them than French signs is English. */
const ENGLISH_WORDS = new Set(
  (
    "i i'm im i'd i'll i've my me we our you your it it's is are was be what what's whats how when where why " +
    "which who the a an and or but of to in on at for with from by this that that's these those do does did " +
    "don't can could would should will rate rates mortgage mortgages payment payments down home house price " +
    'best lowest year years month monthly much many need want have has get about hi hello hey thanks thank ' +
    'please name email phone call renew refinance insurance broker brokers there their if not no yes so'
  ).split(' '),
);

/** Words that weigh more: one of them and no English makes a message French ("Bonjour", "taux?"). */
const STRONG_FRENCH = new Set(
  (
    'bonjour bonsoir salut allo merci taux hypotheque hypothecaire combien est-ce quel quelle quels quelles ' +
    'je versement mise preautorisation svp'
  ).split(' '),
);

/** French elision before an apostrophe: j'ai, m'appelle, l'assurance, d'achat, c'est, qu'est-ce. */
const ELISION = /^(j|m|l|d|c|n|s|t|qu|jusqu|lorsqu|puisqu)'(\p{L}.*)$/u;

const ACCENTED = /[àâäçéèêëîïôöùûüÿœæ]/i;

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The language a message reads in: French when it has more French signs than English words and two of them or
 * a strong one, English when it has English words and is not French; null when it says nothing (a name and an
 * e-mail address, a number).
 */
export function messageLanguage(text: string): Locale | null {
  let french = 0;
  let english = 0;
  let strong = false;
  const tokens = text
    // E-mail addresses and links say nothing of the language.
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .replace(/[’`]/g, "'")
    .split(/[^\p{L}'-]+/u);
  for (const token of tokens) {
    let word = fold(token).replace(/^['-]+|['-]+$/g, '');
    const elided = ELISION.exec(word);
    if (elided) {
      french++;
      word = elided[2]!;
    }
    if (!word) continue;
    if (FRENCH_WORDS.has(word) || ACCENTED.test(token)) {
      french++;
      if (STRONG_FRENCH.has(word)) strong = true;
    } else if (ENGLISH_WORDS.has(word) || ENGLISH_WORDS.has(word.split("'")[0]!)) {
      english++;
    }
  }
  if (french > english && (french >= 2 || strong)) return 'fr';
  return english > 0 ? 'en' : null;
}

/** True when the text is clearly French ("Bonjour", "taux 5 ans?"), not for a French word in English. */
export function looksFrench(text: string): boolean {
  return messageLanguage(text) === 'fr';
}

/**
 * The conversation's language: the page's (a French page stays French), else French when the visitor's latest
 * message that says anything is clearly French ("Marie, marie@example.com" after a French question stays
 * French); English otherwise. A language the server does not know reads as absent.
 */
export function conversationLanguage(pageLanguage: unknown, userMessages: readonly string[]): Locale {
  if (pageLanguage === 'fr') return 'fr';
  for (let i = userMessages.length - 1; i >= 0; i--) {
    const language = messageLanguage(userMessages[i] ?? '');
    if (language) return language;
  }
  return 'en';
}
