import { chatMessages } from '../i18n/en/chat';
import { titleCase } from '../text/text';
import type { ChatWords } from './errors';

export interface ChatMessageLike {
  role: string;
  content: string;
}

export interface ExtractedContact {
  /** Title-cased, or 'Unknown' when no name was given. */
  name: string;
  email: string | null;
  /** Formatted '(xxx) xxx-xxxx'. */
  phone: string | null;
}

export const UNKNOWN_NAME = 'Unknown';

const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/**
 * The three phone patterns: +1 prefix, 1 prefix, or 10 digits, with optional ( ) . - or spaces.
 * A leading (?:^|[^\d+]) stands in for a lookbehind, which older Safari cannot parse.
 */
const PHONE_PATTERNS = [
  /(?:^|[^\d+])\+1[\s.-]?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/g,
  /(?:^|[^\d+])1[\s.-]\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/g,
  /(?:^|[^\d+])\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/g,
];

/**
 * Up to three name words on the same line; a word running into digits, '@' or '.x' is part of an
 * e-mail or a handle ("Robin Tester e2e.x@example.com" → "Robin Tester"), not of the name. French
 * introductions too (issue 20): "je m'appelle", "mon nom est", "moi c'est", "je suis", "ici".
 */
const NAME_PATTERN =
  /\b(?:my name is|my name's|i'm|i’m|i am|this is|name\s*:|je m['’]appelle|mon nom est|mon nom\s*:|nom\s*:|moi,? c['’]est|je suis|ici)[ \t]+([\p{L}][\p{L}'’-]*(?![\p{L}\p{N}@_'’-]|\.[\p{L}\p{N}])(?:[ \t]+[\p{L}][\p{L}'’-]*(?![\p{L}\p{N}@_'’-]|\.[\p{L}\p{N}])){0,2})/giu;

/** Words that follow "I'm" or "this is" without being a name ("I'm looking for..."). */
const NOT_NAME_WORDS = new Set(
  (
    'a an the and or but so not just very really also here there going looking interested trying wondering ' +
    'buying selling planning thinking currently about ready new first renewing refinancing hoping calling ' +
    'writing asking in at on from with my your our is it that what how to sure glad happy good fine ok okay ' +
    'still getting moving working married single self employed retired curious concerned worried considering ' +
    'checking shopping purchasing applying over under around almost nearly only hi hello hey thanks thank yes no ' +
    'for of if as by can will would could should do does did been being have has had am was were are ' +
    // French: "je suis intéressé", "ici pour", "moi c'est tout"...
    'à au aux un une en et ou mais donc pas ne très vraiment aussi encore déjà toujours agent agente ' +
    'intéressé intéressée intéressés curieux curieuse prêt prête prêts nouveau nouvelle nouveaux premier première ' +
    'acheteur acheteuse propriétaire propriétaires travailleur travailleuse autonome autonomes salarié salariée ' +
    'marié mariée célibataire retraité retraitée en train sur dans avec pour chez par ici là tout bien content ' +
    'contente heureux heureuse désolé désolée inquiet inquiète bonjour salut merci oui non ok certain certaine ' +
    'sûr sûre recherche client cliente courtier courtière'
  ).split(' '),
);

function userTexts(history: readonly ChatMessageLike[]): string[] {
  return history.filter((m) => m.role === 'user' && typeof m.content === 'string').map((m) => m.content);
}

function lastMatch(texts: readonly string[], find: (text: string) => string | null): string | null {
  for (let i = texts.length - 1; i >= 0; i--) {
    const found = find(texts[i] ?? '');
    if (found) return found;
  }
  return null;
}

export function findEmail(text: string): string | null {
  const all = text.match(EMAIL_PATTERN);
  return all ? (all[all.length - 1] ?? null) : null;
}

export function findPhone(text: string): string | null {
  for (const pattern of PHONE_PATTERNS) {
    const all = [...text.matchAll(pattern)];
    const m = all[all.length - 1];
    if (m) return `(${m[1]}) ${m[2]}-${m[3]}`;
  }
  return null;
}

/** French particles: part of a name inside it ("Marie de Grandpré"), never its first word ("je suis de Laval"). */
const NOT_FIRST_NAME_WORDS = new Set(['de', 'du', 'des', 'le', 'la', 'les']);

export function findName(text: string): string | null {
  let name: string | null = null;
  for (const m of text.matchAll(NAME_PATTERN)) {
    const words: string[] = [];
    for (const word of (m[1] ?? '').split(/\s+/)) {
      const folded = word.toLowerCase().replace(/[’']/g, "'");
      if (NOT_NAME_WORDS.has(folded) || (words.length === 0 && NOT_FIRST_NAME_WORDS.has(folded))) break;
      words.push(word);
    }
    if (words.length > 0) name = titleCase(words.join(' '));
  }
  return name;
}

/**
 * Contact details from the user's messages (the latest mention wins): email by pattern, phone by
 * three patterns formatted '(xxx) xxx-xxxx', name after 'my name is', "I'm", 'this is' or 'name:',
 * title-cased, 'Unknown' when missing.
 */
export function extractContact(history: readonly ChatMessageLike[]): ExtractedContact {
  const texts = userTexts(history);
  return {
    name: lastMatch(texts, findName) ?? UNKNOWN_NAME,
    email: lastMatch(texts, findEmail),
    phone: lastMatch(texts, findPhone),
  };
}

/** The spec's simple {email} form: something@something.something, no spaces. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

/** Optional +1, then at least 10 digits (spaces, dots, dashes and brackets ignored). */
export function isValidPhone(phone: string): boolean {
  return /^(?:\+?1)?\d{10,}$/.test(phone.replace(/[\s().-]/g, ''));
}

/**
 * The assistant's reply when the user's latest message tries to give an email or phone that is not
 * valid, else null: the spec's exact wording, in the conversation's language (English by default).
 */
export function contactProblem(
  history: readonly ChatMessageLike[],
  words: Pick<ChatWords, 'invalidEmail' | 'invalidPhone'> = chatMessages,
): string | null {
  const last = userTexts(history).at(-1);
  if (!last) return null;
  const emailAttempt = last.split(/\s+/).find((token) => token.includes('@'));
  if (emailAttempt && !findEmail(last) && !isValidEmail(emailAttempt.replace(/[.,;:!?)]+$/, ''))) {
    return words.invalidEmail;
  }
  const phoneAttempt =
    /(?:\b(?:phone|number|cell|mobile|call me at|reach me at|cellulaire|appelez-moi au|rejoindre au|joindre au)\b|t[ée]l[ée]phone|num[ée]ro)[^\d+]{0,20}(\+?[\d\s().-]{5,})/i.exec(
      last,
    )?.[1];
  if (phoneAttempt && !findPhone(last) && !isValidPhone(phoneAttempt.trim())) {
    return words.invalidPhone;
  }
  return null;
}

/** A lead is saved only when an email or a phone was found. */
export function hasContactDetails(contact: ExtractedContact): boolean {
  return contact.email !== null || contact.phone !== null;
}
