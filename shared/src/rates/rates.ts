import { RATE_SANITY } from '../mortgage/rules';
import { findProvince, NATIONAL } from './provinces';

/** The four terms shown anywhere in the product, in display order. */
export const TERMS = ['1 year', '3 year', '5 year', '7 year'] as const;
export type Term = (typeof TERMS)[number];

export const RATE_TYPES = ['fixed', 'variable'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const MORTGAGE_TYPES = ['Conventional', 'High-Ratio', 'Refinance'] as const;
export type MortgageType = (typeof MORTGAGE_TYPES)[number];

/** source_url of rates entered by hand in the admin panel. */
export const MANUAL_RATE_SOURCE = 'Manual Entry';

/** The fields the helpers need; any rate record (e.g. the full `Rate`) fits. */
export interface RateLike {
  term: string;
  rate_type: string;
  province: string;
  our_rate: number;
  is_active?: boolean;
}

export function isTerm(value: string): value is Term {
  return (TERMS as readonly string[]).includes(value);
}

/** A term's place in the display order (1, 3, 5, 7 year; any other term after them). */
export function termIndex(term: string): number {
  const i = (TERMS as readonly string[]).indexOf(term);
  return i === -1 ? TERMS.length : i;
}

/** Sorts by term (1, 3, 5, 7 year, others last), keeping the input order otherwise. Does not mutate. */
export function sortByTerm<T extends { term: string }>(rates: readonly T[]): T[] {
  return rates
    .map((rate, i) => ({ rate, i }))
    .sort((a, b) => termIndex(a.rate.term) - termIndex(b.rate.term) || a.i - b.i)
    .map(({ rate }) => rate);
}

/**
 * The rate cards of the rates view: active rates of the type for the province (code or name), in
 * the four terms, sorted by term. If the province has no rate of that type, the National ones.
 */
export function ratesForView<T extends RateLike>(
  rates: readonly T[],
  view: { type: RateType; province: string },
): T[] {
  const shown = rates.filter((r) => r.is_active !== false && r.rate_type === view.type && isTerm(r.term));
  const name = findProvince(view.province)?.name ?? (view.province === NATIONAL ? NATIONAL : undefined);
  const forProvince = name ? shown.filter((r) => r.province === name) : [];
  return sortByTerm(
    bestPerTerm(forProvince.length > 0 ? forProvince : shown.filter((r) => r.province === NATIONAL)),
  );
}

/** One card per term: when several sources offer the same term, the lowest our_rate (the visitor's best deal). */
function bestPerTerm<T extends RateLike>(rates: readonly T[]): T[] {
  const byTerm = new Map<string, T>();
  for (const rate of rates) {
    const current = byTerm.get(rate.term);
    if (!current || rate.our_rate < current.our_rate) byTerm.set(rate.term, rate);
  }
  return [...byTerm.values()];
}

/**
 * What the public site does with each active rate (issue 35): shown on its region's rate cards, or passed over
 * for `instead`, the rate of the same region, type and term the cards show (a lower our_rate, or the first of a
 * tie). The super admin's list says so beside each rate. Inactive rates are not in the map.
 */
export function publicRateChoice<T extends RateLike & { id: string }>(
  rates: readonly T[],
): Map<string, { shown: true } | { shown: false; instead: T }> {
  const choice = new Map<string, { shown: true } | { shown: false; instead: T }>();
  const active = rates.filter((rate) => rate.is_active !== false && isTerm(rate.term));
  const best = new Map<string, T>();
  for (const rate of active) {
    const key = `${rate.province}|${rate.rate_type}|${rate.term}`;
    const current = best.get(key);
    if (!current || rate.our_rate < current.our_rate) best.set(key, rate);
  }
  for (const rate of active) {
    const winner = best.get(`${rate.province}|${rate.rate_type}|${rate.term}`)!;
    choice.set(rate.id, winner.id === rate.id ? { shown: true } : { shown: false, instead: winner });
  }
  return choice;
}

/** The active rate with the lowest our_rate (first one on a tie), or undefined. */
export function bestRate<T extends RateLike>(rates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const rate of rates) {
    if (rate.is_active === false || !Number.isFinite(rate.our_rate)) continue;
    if (!best || rate.our_rate < best.our_rate) best = rate;
  }
  return best;
}

// In a module of its own: a page that shows a rate needs none of the rest of this module.
export { formatRate } from './format-rate';

/**
 * A scraped rate is plausible when within 0.5–15 % and, when the Bank of Canada posted rate for the
 * term is known, no more than 1.5 points away from it.
 */
export function isPlausibleScrapedRate(ratePct: number, bankOfCanadaPostedPct?: number): boolean {
  if (!Number.isFinite(ratePct) || ratePct < RATE_SANITY.minPct || ratePct > RATE_SANITY.maxPct) return false;
  if (bankOfCanadaPostedPct === undefined || !Number.isFinite(bankOfCanadaPostedPct)) return true;
  return Math.abs(ratePct - bankOfCanadaPostedPct) <= RATE_SANITY.maxDistanceFromPostedPct + 1e-9;
}
