import { looksFrench } from '@maplestone/shared/chat/language';
import { domainFr } from '@maplestone/shared/i18n/fr/domain';
import { findProvince, PROVINCES } from '@maplestone/shared/rates/provinces';
import { type RateType, TERMS, type Term } from '@maplestone/shared/rates/rates';

/** What a visitor's question says, in numbers and names the advisor can compute with. */
export interface Question {
  text: string;
  /** Province name ('Ontario'), or null. */
  province: string | null;
  term: Term | null;
  /** A term the product does not offer ('2 year'), to say so. */
  otherTerm: string | null;
  rateType: RateType | null;
  /** Dollar amounts, in the order written. */
  amounts: number[];
  /** A down payment given as a percent of the price ("10% down"). */
  downPct: number | null;
  /** A rate given as a percent ("at 4.5%"). */
  ratePct: number | null;
  amortizationYears: number | null;
  /** A yearly income ("I make $120k a year"). */
  income: number | null;
}

/** The text without accents, typographic apostrophes or capitals: what the patterns below match. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .toLowerCase();

const PROVINCE_ALIASES: Record<string, string> = {
  pei: 'Prince Edward Island',
  'p.e.i': 'Prince Edward Island',
  newfoundland: 'Newfoundland and Labrador',
  labrador: 'Newfoundland and Labrador',
  toronto: 'Ontario',
  ottawa: 'Ontario',
  vancouver: 'British Columbia',
  calgary: 'Alberta',
  edmonton: 'Alberta',
  montreal: 'Quebec',
  winnipeg: 'Manitoba',
  halifax: 'Nova Scotia',
  regina: 'Saskatchewan',
  saskatoon: 'Saskatchewan',
  // French (issue 20): short names and Quebec's cities.
  'terre-neuve': 'Newfoundland and Labrador',
  'i.-p.-e': 'Prince Edward Island',
  ipe: 'Prince Edward Island',
  gatineau: 'Quebec',
  laval: 'Quebec',
  sherbrooke: 'Quebec',
  longueuil: 'Quebec',
  'trois-rivieres': 'Quebec',
  saguenay: 'Quebec',
  levis: 'Quebec',
  moncton: 'New Brunswick',
};

/** The French names of the provinces and territories ('Colombie-Britannique'), folded, with their stored names. */
const FRENCH_NAMES = PROVINCES.map((province) => ({
  pattern: new RegExp(
    `(^|[^a-z])${fold(domainFr.provinces[province.code]).replace(/[\s-]+/g, '[\\s-]+')}([^a-z]|$)`,
  ),
  name: province.name,
})).sort((a, b) => b.pattern.source.length - a.pattern.source.length);

/**
 * A province named in the text: full name (English or French: 'Québec', 'Colombie-Britannique'), a city
 * alias, or an upper-case code ('ON', not 'on').
 */
export function findProvinceIn(text: string): string | null {
  const folded = fold(text);
  for (const province of [...PROVINCES].sort((a, b) => b.name.length - a.name.length)) {
    if (new RegExp(`\\b${fold(province.name)}\\b`).test(folded)) return province.name;
  }
  for (const { pattern, name } of FRENCH_NAMES) {
    if (pattern.test(folded)) return name;
  }
  for (const [alias, name] of Object.entries(PROVINCE_ALIASES)) {
    if (new RegExp(`(^|[^a-z])${alias.replace(/\./g, '\\.')}([^a-z]|$)`).test(folded)) return name;
  }
  const code = /\b(AB|BC|MB|NB|NL|NT|NS|NU|ON|PE|QC|SK|YT)\b/.exec(text)?.[1];
  return code ? (findProvince(code)?.name ?? null) : null;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  mille: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  millions: 1e6,
};

/**
 * French figures as the English parser reads them (issue 20): thousands grouped by spaces ('500 000 $') joined,
 * and a decimal comma ('1,2 million', '450 000,00 $') a point. Spaces are joined only next to a dollar sign or
 * in a French message, so an English "5 500" stays two numbers; a comma is a decimal one in English only before
 * a multiplier or a dollar sign.
 */
function frenchFigures(text: string, french: boolean): string {
  const grouped = /(\d{1,3})((?:[ \u00a0\u202f]\d{3})+)(?![\d])/g;
  const joined = text.replace(grouped, (match, head: string, rest: string, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    const after = whole.slice(offset + match.length);
    const dollar = /\$\s*$/.test(before) || /^(?:[.,]\d{1,2})?\s*(?:k|m|mm)?\s*\$/i.test(after);
    return french || dollar ? head + rest.replace(/[ \u00a0\u202f]/g, '') : match;
  });
  // A comma and one or two digits before a multiplier or a dollar sign is a decimal one in any message.
  return joined.replace(
    french ? /(\d),(\d{1,2})(?!\d)/g : /(\d),(\d{1,2})(?=\s*(?:(?:k|mm?|millions?|mille)\b|\$))/gi,
    '$1.$2',
  );
}

/**
 * Dollar amounts: "$500,000", "500k", "1.2 million", "$450000", or bare numbers of 5+ digits; in French,
 * "500 000 $", "1,2 million", "500 k$". Percentages, years and phone numbers are not amounts.
 */
export function findAmounts(text: string, french = looksFrench(text)): number[] {
  const cleaned = frenchFigures(
    text.replace(/\+?1?[\s.-]?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/g, ' '), // phone numbers
    french,
  ).replace(/\d+(?:[.,]\d+)?\s*(?:%|percent|pour\s*cent)/gi, ' ');
  const amounts: number[] = [];
  const pattern =
    /(\$\s*)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|thousand|mille|mm|m|millions|million)?\b(\s*\$)?/gi;
  for (const m of cleaned.matchAll(pattern)) {
    const hasDollar = Boolean(m[1] || m[5]);
    const multiplier = m[4] ? (MULTIPLIERS[m[4].toLowerCase()] ?? 1) : 1;
    const value = Number(`${m[2]!.replace(/,/g, '')}${m[3] ?? ''}`) * multiplier;
    if (!Number.isFinite(value) || value <= 0) continue;
    // A bare "25" or "5" is a year count or a term; amounts need a $ sign, a multiplier or five digits.
    if (!hasDollar && !m[4] && value < 10_000) continue;
    amounts.push(value);
  }
  return amounts;
}

const FRENCH_NUMBERS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  dix: 10,
};

function termOf(years: number): { term: Term | null; other: string | null } {
  const term = `${years} year`;
  return (TERMS as readonly string[]).includes(term)
    ? { term: term as Term, other: null }
    : { term: null, other: term };
}

function termIn(folded: string): { term: Term | null; other: string | null } {
  const m =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|ten)[\s-]*(?:years?|yrs?)\b(?!\s*(?:amorti|old|ago))/.exec(
      folded,
    );
  if (!m) return frenchTermIn(folded);
  const words: Record<string, number> = {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    ten: 10,
  };
  const years = words[m[1]!] ?? Number(m[1]);
  if (years > 10) return { term: null, other: null }; // an amortization, not a term
  return termOf(years);
}

/** "5 ans", "terme de cinq ans", "1 an"; not "sur 25 ans" or "25 ans d'amortissement" (an amortization). */
function frenchTermIn(folded: string): { term: Term | null; other: string | null } {
  const pattern = /\b(\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|dix)[\s-]*ans?\b(?!\s*d'?\s*amorti)/g;
  for (const m of folded.matchAll(pattern)) {
    if (/(?:\bsur|amorti\w*(?:\s*(?:de|sur))?)\s*$/.test(folded.slice(0, m.index))) continue;
    const years = FRENCH_NUMBERS[m[1]!] ?? Number(m[1]);
    if (years > 10) continue;
    return termOf(years);
  }
  return { term: null, other: null };
}

function amortizationIn(folded: string): number | null {
  const m =
    /\b(\d{1,2})[\s-]*(?:years?|yrs?)\s*(?:amorti[sz]ation|amorti[sz]ed)/.exec(folded) ??
    /amorti[sz](?:ation|ed)\s*(?:of|over|:)?\s*(\d{1,2})/.exec(folded) ??
    /\bover\s*(\d{1,2})\s*(?:years?|yrs?)/.exec(folded) ??
    // French: "25 ans d'amortissement", "amorti sur 25 ans", "amortissement de 30 ans", "sur 25 ans".
    /\b(\d{1,2})\s*ans\s*d'?\s*amorti/.exec(folded) ??
    /amorti(?:ssement|e|es|s)?\s*(?:de|sur|:)?\s*(\d{1,2})\s*ans/.exec(folded) ??
    /\bsur\s*(\d{1,2})\s*ans\b/.exec(folded);
  if (!m) return null;
  const years = Number(m[1]);
  return years >= 5 && years <= 30 ? years : null;
}

const PERCENT = String.raw`(\d+(?:\.\d+)?)\s*(?:%|percent|pour\s*cent)`;
const FRENCH_DOWN_PCT = [
  new RegExp(`${PERCENT}\\s*(?:de\\s*)?(?:mise\\s*de\\s*fonds|comptant)`),
  new RegExp(`mise\\s*de\\s*fonds\\s*(?:de|d'environ|:)?\\s*${PERCENT}`),
];
const FRENCH_RATE_PCT = [
  new RegExp(`(?:taux(?:\\s*d'interet)?|interet)\\s*(?:de|d'environ|:)?\\s*${PERCENT}`),
  new RegExp(`${PERCENT}\\s*(?:d'interet|fixe|variable)`),
];
/** "à 4,5 %" (a rate), not "à 5 % de mise de fonds"; in French messages only ("a 5% down" is English). */
const FRENCH_AT_PCT = new RegExp(`(?:^|\\s)a\\s*${PERCENT}(?!\\s*(?:de\\s*)?(?:mise|comptant))`);
const FRENCH_INCOME =
  /(?:gagne\w*|revenus?(?:\s*(?:familial|annuel|brut|du menage))*(?:\s*(?:est|sont))?|salaire(?:\s*(?:annuel|brut))?(?:\s*est)?)\s*(?:de|d'environ|environ|d'|:)?\s*(\$?\s*\d[\d\s\u00a0\u202f,.]*\s*(?:k|mille)?\s*\$?)/;

/** Reads one message, English or French. */
export function parseQuestion(text: string): Question {
  const french = looksFrench(text);
  // A decimal comma before a percent sign is French ("4,5 %"): read as a point.
  const folded = fold(text).replace(/(\d),(\d+)(?=\s*(?:%|pour\s*cent))/g, '$1.$2');
  const { term, other } = termIn(folded);
  const downPct =
    /(\d+(?:\.\d+)?)\s*(?:%|percent)\s*(?:down|deposit|down\s*payment)/.exec(folded)?.[1] ??
    FRENCH_DOWN_PCT.map((pattern) => pattern.exec(folded)?.[1]).find(Boolean);
  const ratePct =
    /(?:at|rate(?:\s*of)?|@)\s*(\d+(?:\.\d+)?)\s*(?:%|percent)/.exec(folded)?.[1] ??
    /(\d+(?:\.\d+)?)\s*(?:%|percent)\s*(?:rate|interest|fixed|variable)/.exec(folded)?.[1] ??
    FRENCH_RATE_PCT.map((pattern) => pattern.exec(folded)?.[1]).find(Boolean) ??
    (french ? FRENCH_AT_PCT.exec(folded)?.[1] : undefined);
  const income =
    /(?:make|earn|income(?:\s*is)?(?:\s*of)?|salary(?:\s*is)?(?:\s*of)?)\s*(?:about|around|of)?\s*(\$?\s*[\d,.]+\s*(?:k|thousand)?)/.exec(
      folded,
    )?.[1] ?? FRENCH_INCOME.exec(folded)?.[1]?.trim();
  return {
    text,
    province: findProvinceIn(text),
    term,
    otherTerm: other,
    rateType: /\bvariable|adjustable|floating|flottant|arm\b/.test(folded)
      ? 'variable'
      : /\b(?:fixed|fixes?)\b/.test(folded)
        ? 'fixed'
        : null,
    amounts: findAmounts(text, french),
    downPct: downPct ? Number(downPct) : null,
    ratePct: ratePct && Number(ratePct) > 0 && Number(ratePct) < 25 ? Number(ratePct) : null,
    amortizationYears: amortizationIn(folded),
    income: income ? (findAmounts(income.includes('$') ? income : `$${income}`, french)[0] ?? null) : null,
  };
}

/** The visitor's earlier messages fill in what the latest one leaves out ("and variable?"). */
export function withContext(latest: Question, earlier: readonly Question[]): Question {
  const pick = <K extends 'province' | 'term' | 'rateType'>(key: K): Question[K] => {
    if (latest[key] !== null) return latest[key];
    for (let i = earlier.length - 1; i >= 0; i--) {
      const value = earlier[i]![key];
      if (value !== null) return value;
    }
    return null;
  };
  return { ...latest, province: pick('province'), term: pick('term'), rateType: pick('rateType') };
}

export type Topic =
  | 'preapproval'
  | 'documents'
  | 'renewal'
  | 'affordability'
  | 'stress-test'
  | 'minimum-down'
  | 'insurance'
  | 'payment'
  | 'catalogue'
  | 'rates'
  | 'contact'
  | 'greeting'
  | 'thanks'
  | 'unknown';

// Each topic's English words, then its French ones (issue 20), matched on the folded text (no accents).
const TOPIC_PATTERNS: [Topic, RegExp][] = [
  ['preapproval', /\b(pre-?approv\w*|pre-?autoris\w*|pre-?approb\w*|pre-?qualif\w*)/],
  [
    'documents',
    /\b(documents?|paperwork|papers|proof of income|t4s?|notice of assessment|noa|what (?:do|should) i (?:need to )?(?:bring|provide|submit|prepare)|pieces? justificatives?|preuves? de revenus?|avis de cotisation|papiers|que (?:dois-je|faut-il|dois je|faut il) (?:fournir|apporter|preparer))\b/,
  ],
  [
    'renewal',
    /\b(renew\w*|refinanc\w*|refi|switch(?:ing)? lenders?|transfer(?:ring)? my mortgage|maturity|matures?|renouvel\w*|changer de preteur|transferer mon (?:pret|hypotheque)|echeance)\b/,
  ],
  [
    'affordability',
    /\b(afford\w*|how much (?:can|could) i (?:borrow|buy|get|spend)|how big (?:a|of a) mortgage|max(?:imum)? (?:mortgage|purchase|price)|capacite d'emprunt|combien (?:puis-je|je peux|pourrais-je|pourrions-nous|on peut|peut-on) (?:emprunter|acheter|me permettre|depenser)|me permettre|pret (?:hypothecaire )?maxim\w*|hypotheque maximale|prix maxim\w*)\b/,
  ],
  [
    'stress-test',
    /\b(stress[\s-]?test\w*|qualifying rate|b-?20|qualify(?:ing)? at|simulation de crise|test de resistance|taux admissible|taux de qualification)\b/,
  ],
  [
    'insurance',
    /\b(cmhc|sagen|canada guaranty|mortgage (?:default )?insurance|default insurance|insurance premium|insured|high[\s-]ratio|schl|assurance(?![\s-]*(?:habitation|vie|titres?|invalidite|maladie)\b)|prime d'assurance|pret assure|hypotheque assuree)\b/,
  ],
  // "payment" but not "down payment"; French "versement" (the glossary's word) and "paiement".
  [
    'payment',
    /(\b(?<!down[\s-]?)payments?\b|\bpay (?:per|a|each|every) (?:month|week)|\bmonthly\b|\bbi-?weekly\b|\bweekly\b|how much (?:would|will) (?:i|it|my)\b|\bcost me\b|\bversements?\b|\bpaiements?\b(?!\s*(?:initial|comptant))|\bmensualites?\b|\bmensuel\w*|\bpar mois\b|\bchaque mois\b|\baux deux semaines\b|\bhebdomadaire\b|combien (?:je )?(?:vais |devrai |vais-je |devrai-je )?(?:payer|paierai|paierais|payerais)\b|combien (?:ca|cela) (?:me )?couter\w*)/,
  ],
  [
    'minimum-down',
    /\b(minimum down|min(?:imum)?\.? down|down[\s-]?payments?|how much (?:do i need )?(?:to put )?down|deposit|mises? de fonds?|comptant|acompte)\b/,
  ],
  // Our products and services (issue 37): asked of by kind, or by a product's common name.
  [
    'catalogue',
    /\b(products?|services?|offerings?|heloc|(?:home equity )?lines? of credit|(?:do|can|does) (?:you|your (?:team|brokerage|firm)) (?:offer|provide)|what (?:do|can) you (?:offer|provide)|produits?|marges? de credit|(?:offrez|proposez)(?:-vous)?|vous (?:offrez|proposez))\b/,
  ],
  [
    'rates',
    /\b(rates?|best|lowest|cheapest|prime|interest|fixed|variable|apr|taux|meilleure?s?|plus bas|interet|preferentiel|fixes?)\b/,
  ],
  [
    'contact',
    /\b(brokers?|agents?|talk to|speak (?:to|with)|human|real person|someone|call (?:me|you)|contact|reach|appointment|book|meet|phone number|your (?:phone|email|number|address|office)|courtiers?|parler (?:a|avec)|quelqu'un|humain|vraie personne|appelez-moi|m'appeler|me rappeler|vous joindre|joindre|contacter|rendez-vous|rencontrer|numero de telephone|votre (?:telephone|courriel|numero|adresse|bureau))\b/,
  ],
  [
    'greeting',
    /^\s*(hi|hello|hey|bonjour|good (?:morning|afternoon|evening)|yo|greetings|salut|bonsoir|allo|coucou)\b/,
  ],
  ['thanks', /\b(thanks?|thank you|merci|cheers|appreciate)\b/],
];

/** The topics a message is about, most specific first. */
export function topicsOf(text: string): Topic[] {
  const folded = fold(text);
  const topics = TOPIC_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([topic]) => topic);
  return topics.length > 0 ? topics : ['unknown'];
}
