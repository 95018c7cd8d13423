import type { Lead } from '@maplestone/shared';

/**
 * A real brokerage's data for `npm run bench:scale` (issue 33), the same every run (a seeded generator): leads
 * over three years, more of them lately, every type, source and status as a brokerage sees them (the recent ones
 * mostly new, the older ones mostly handled), each held by one of the agents or by none; the agents' page views.
 */

/** A small, fast, seeded generator (mulberry32): the same data every run. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = [
  'Éloïse',
  'Jamie',
  'Jean-Luc',
  'Siobhan',
  'Zoë',
  'Amir',
  'Priya',
  'Lucas',
  'Noah',
  'Olivia',
  'Mathis',
  'Chloé',
  'Wei',
  'Fatima',
  'Liam',
  'Ava',
  'Gabriel',
  'Léa',
  'Raj',
  'Hannah',
];
const LAST = [
  'Tremblay',
  'Doe',
  'Roy',
  "O'Brien",
  'Chen',
  'Haddad',
  'Shah',
  'Martin',
  'Gagnon',
  'Singh',
  'Côté',
  'Wong',
  'Bouchard',
  'Nguyen',
  'Smith',
  'Lavoie',
  'Patel',
  'Fortin',
  'Kim',
  'Bélanger',
];

/** How leads arrive: a type with the source its form stamps, and how often (ADR 080's calculators, Val's chats). */
const KINDS: { type: Lead['type']; source: Lead['source']; weight: number }[] = [
  { type: 'rate_quote', source: 'mortgage_calculator', weight: 30 },
  { type: 'refinance', source: 'mortgage_calculator', weight: 10 },
  { type: 'application', source: 'website', weight: 15 },
  { type: 'contact', source: 'contact_form', weight: 25 },
  { type: 'contact', source: 'AI Chatbot', weight: 10 },
  { type: 'rate_quote', source: 'land_transfer_tax_calculator', weight: 5 },
  { type: 'rate_quote', source: 'closing_costs_calculator', weight: 5 },
];
const KIND_TOTAL = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

const DAY_MS = 86_400_000;
export const YEARS = 3;

/** A lead id as the API issues them (a UUID), from the generator. */
function uuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * The `index`-th lead of the bench's brokerage, as `now` sees it: it arrived sometime in the last three years (twice
 * as many in the last year as in the first), is held by one of `agents` (one in twenty by none), and was handled
 * the more the longer ago it came.
 */
export function benchLead(index: number, agents: readonly string[], now: number): Lead {
  const next = randomFrom(index * 7919 + 17);
  // Arrivals grow over the years: the square root spreads them towards today.
  const age = (1 - Math.sqrt(next())) * YEARS * 365 * DAY_MS;
  const created = new Date(now - age - 60_000).toISOString();
  const pick = next() * KIND_TOTAL;
  let reach = 0;
  const kind =
    KINDS.find((candidate) => {
      reach += candidate.weight;
      return pick < reach;
    }) ?? KINDS[0]!;
  const days = age / DAY_MS;
  const stillNew = next() < (days < 2 ? 0.7 : days < 30 ? 0.2 : 0.03);
  const handled = next();
  const status: Lead['status'] = stillNew
    ? 'new'
    : handled < 0.35
      ? 'contacted'
      : handled < 0.6
        ? 'qualified'
        : 'closed';
  const firstName = FIRST[Math.floor(next() * FIRST.length)]!;
  const lastName = LAST[Math.floor(next() * LAST.length)]!;
  const reached =
    status === 'new' ? null : new Date(Date.parse(created) + Math.floor(next() * 3 * DAY_MS) + 300_000);
  const phoneDigits = String(Math.floor(next() * 10_000_000)).padStart(7, '0');
  return {
    id: uuid(next),
    agent_id: next() < 0.05 ? null : agents[Math.floor(next() * agents.length)]!,
    client_name: `${firstName} ${lastName}`,
    client_email: `${firstName}.${lastName}.${index}@example.com`
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-zA-Z0-9.@]/g, '')
      .toLowerCase(),
    client_phone: next() < 0.8 ? `(416) ${phoneDigits.slice(0, 3)}-${phoneDigits.slice(3)}` : null,
    type: kind.type,
    source: kind.source,
    status,
    message: kind.type === 'contact' ? 'Please call me about my renewal next spring.' : null,
    // Val's conversations carry their transcript: the lists leave it out.
    notes:
      kind.source === 'AI Chatbot'
        ? JSON.stringify({
            source: 'chat',
            conversation: Array.from({ length: 8 }, (_, i) => ({
              role: i % 2 ? 'assistant' : 'user',
              content:
                'What would my payment be on a 600,000 home with 10% down over 25 years at the best 5-year fixed rate?',
            })),
          })
        : null,
    metadata:
      kind.type === 'rate_quote'
        ? { price: 600_000, downPayment: 60_000, location: 'Ontario', amortization: 25 }
        : null,
    created_at: created,
    updated_at: reached?.toISOString() ?? null,
    first_contacted_at: reached && reached.getTime() < now ? reached.toISOString() : null,
    language: next() < 0.2 ? 'fr' : 'en',
  };
}

/** The days of the last three years (Toronto days do not matter here: UTC noon of each). */
export function benchDays(now: number): string[] {
  return Array.from({ length: YEARS * 365 }, (_, i) =>
    new Date(now - i * DAY_MS).toISOString().slice(0, 10),
  ).reverse();
}
