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

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
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
};

/** A province named in the text: full name, a city alias, or an upper-case code ('ON', not 'on'). */
export function findProvinceIn(text: string): string | null {
  const folded = fold(text);
  for (const province of [...PROVINCES].sort((a, b) => b.name.length - a.name.length)) {
    if (new RegExp(`\\b${fold(province.name)}\\b`).test(folded)) return province.name;
  }
  for (const [alias, name] of Object.entries(PROVINCE_ALIASES)) {
    if (new RegExp(`(^|[^a-z])${alias.replace('.', '\\.')}([^a-z]|$)`).test(folded)) return name;
  }
  const code = /\b(AB|BC|MB|NB|NL|NT|NS|NU|ON|PE|QC|SK|YT)\b/.exec(text)?.[1];
  return code ? (findProvince(code)?.name ?? null) : null;
}

const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6 };

/**
 * Dollar amounts: "$500,000", "500k", "1.2 million", "$450000", or bare numbers of 5+ digits.
 * Percentages, years and phone numbers are not amounts.
 */
export function findAmounts(text: string): number[] {
  const cleaned = text
    .replace(/\+?1?[\s.-]?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/g, ' ') // phone numbers
    .replace(/\d+(?:\.\d+)?\s*(?:%|percent)/gi, ' ');
  const amounts: number[] = [];
  const pattern = /(\$\s*)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|thousand|mm|m|million)?\b/gi;
  for (const m of cleaned.matchAll(pattern)) {
    const hasDollar = Boolean(m[1]);
    const multiplier = m[4] ? (MULTIPLIERS[m[4].toLowerCase()] ?? 1) : 1;
    const value = Number(`${m[2]!.replace(/,/g, '')}${m[3] ?? ''}`) * multiplier;
    if (!Number.isFinite(value) || value <= 0) continue;
    // A bare "25" or "5" is a year count or a term; amounts need a $ sign, a multiplier or five digits.
    if (!hasDollar && !m[4] && value < 10_000) continue;
    amounts.push(value);
  }
  return amounts;
}

function termIn(folded: string): { term: Term | null; other: string | null } {
  const m =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|ten)[\s-]*(?:years?|yrs?)\b(?!\s*(?:amorti|old|ago))/.exec(
      folded,
    );
  if (!m) return { term: null, other: null };
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
  const term = `${years} year`;
  return (TERMS as readonly string[]).includes(term)
    ? { term: term as Term, other: null }
    : { term: null, other: term };
}

function amortizationIn(folded: string): number | null {
  const m =
    /\b(\d{1,2})[\s-]*(?:years?|yrs?)\s*(?:amorti[sz]ation|amorti[sz]ed)/.exec(folded) ??
    /amorti[sz](?:ation|ed)\s*(?:of|over|:)?\s*(\d{1,2})/.exec(folded) ??
    /\bover\s*(\d{1,2})\s*(?:years?|yrs?)/.exec(folded);
  if (!m) return null;
  const years = Number(m[1]);
  return years >= 5 && years <= 30 ? years : null;
}

/** Reads one message. */
export function parseQuestion(text: string): Question {
  const folded = fold(text);
  const { term, other } = termIn(folded);
  const downPct = /(\d+(?:\.\d+)?)\s*(?:%|percent)\s*(?:down|deposit|down\s*payment)/.exec(folded)?.[1];
  const ratePct =
    /(?:at|rate(?:\s*of)?|@)\s*(\d+(?:\.\d+)?)\s*(?:%|percent)/.exec(folded)?.[1] ??
    /(\d+(?:\.\d+)?)\s*(?:%|percent)\s*(?:rate|interest|fixed|variable)/.exec(folded)?.[1];
  const income =
    /(?:make|earn|income(?:\s*is)?(?:\s*of)?|salary(?:\s*is)?(?:\s*of)?)\s*(?:about|around|of)?\s*(\$?\s*[\d,.]+\s*(?:k|thousand)?)/.exec(
      folded,
    )?.[1];
  return {
    text,
    province: findProvinceIn(text),
    term,
    otherTerm: other,
    rateType: /\bvariable|adjustable|floating|arm\b/.test(folded)
      ? 'variable'
      : /\bfixed\b/.test(folded)
        ? 'fixed'
        : null,
    amounts: findAmounts(text),
    downPct: downPct ? Number(downPct) : null,
    ratePct: ratePct && Number(ratePct) > 0 && Number(ratePct) < 25 ? Number(ratePct) : null,
    amortizationYears: amortizationIn(folded),
    income: income ? (findAmounts(income.includes('$') ? income : `$${income}`)[0] ?? null) : null,
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
  | 'documents'
  | 'renewal'
  | 'affordability'
  | 'stress-test'
  | 'minimum-down'
  | 'insurance'
  | 'payment'
  | 'rates'
  | 'contact'
  | 'greeting'
  | 'thanks'
  | 'unknown';

const TOPIC_PATTERNS: [Topic, RegExp][] = [
  [
    'documents',
    /\b(documents?|paperwork|papers|proof of income|t4s?|notice of assessment|noa|what (?:do|should) i (?:need to )?(?:bring|provide|submit|prepare))\b/,
  ],
  [
    'renewal',
    /\b(renew\w*|refinanc\w*|refi|switch(?:ing)? lenders?|transfer(?:ring)? my mortgage|maturity|matures?)\b/,
  ],
  [
    'affordability',
    /\b(afford\w*|how much (?:can|could) i (?:borrow|buy|get|spend)|how big (?:a|of a) mortgage|max(?:imum)? (?:mortgage|purchase|price))\b/,
  ],
  ['stress-test', /\b(stress[\s-]?test\w*|qualifying rate|b-?20|qualify(?:ing)? at)\b/],
  [
    'insurance',
    /\b(cmhc|sagen|canada guaranty|mortgage (?:default )?insurance|default insurance|insurance premium|insured|high[\s-]ratio)\b/,
  ],
  // "payment" but not "down payment"
  [
    'payment',
    /(\b(?<!down[\s-]?)payments?\b|\bpay (?:per|a|each|every) (?:month|week)|\bmonthly\b|\bbi-?weekly\b|\bweekly\b|how much (?:would|will) (?:i|it|my)\b|\bcost me\b)/,
  ],
  [
    'minimum-down',
    /\b(minimum down|min(?:imum)?\.? down|down[\s-]?payments?|how much (?:do i need )?(?:to put )?down|deposit)\b/,
  ],
  ['rates', /\b(rates?|best|lowest|cheapest|prime|interest|fixed|variable|apr)\b/],
  [
    'contact',
    /\b(brokers?|agents?|talk to|speak (?:to|with)|human|real person|someone|call (?:me|you)|contact|reach|appointment|book|meet|phone number|your (?:phone|email|number|address|office))\b/,
  ],
  ['greeting', /^\s*(hi|hello|hey|bonjour|good (?:morning|afternoon|evening)|yo|greetings)\b/],
  ['thanks', /\b(thanks?|thank you|merci|cheers|appreciate)\b/],
];

/** The topics a message is about, most specific first. */
export function topicsOf(text: string): Topic[] {
  const folded = fold(text);
  const topics = TOPIC_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([topic]) => topic);
  return topics.length > 0 ? topics : ['unknown'];
}
