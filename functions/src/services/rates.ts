import { findProvince, NATIONAL } from '@maplestone/shared/rates/provinces';
import {
  bestRate,
  isTerm,
  RATE_TYPES,
  type RateLike,
  type RateType,
  ratesForView,
} from '@maplestone/shared/rates/rates';

export interface RatesFilter {
  /** A province name or 'National' (already normalised). */
  province?: string;
  type?: RateType;
}

const byOurRate = <T extends RateLike>(rates: readonly T[]) =>
  rates
    .map((rate, i) => ({ rate, i }))
    .sort((a, b) => a.rate.our_rate - b.rate.our_rate || a.i - b.i)
    .map(({ rate }) => rate);

/**
 * GET /api/rates: active rates in the four terms, lowest our_rate first. With a province, each rate
 * type the province lacks falls back to National's (the spec's rule, from shared ratesForView).
 */
export function selectPublicRates<T extends RateLike>(activeRates: readonly T[], filter: RatesFilter): T[] {
  const shown = activeRates.filter((rate) => rate.is_active !== false && isTerm(rate.term));
  if (!filter.province)
    return byOurRate(filter.type ? shown.filter((r) => r.rate_type === filter.type) : shown);
  const province = filter.province;
  const types = filter.type ? [filter.type] : RATE_TYPES;
  return byOurRate(types.flatMap((type) => ratesForView(shown, { type, province })));
}

/** The regions a filtered read needs: the province and, for the fallback, National. */
export function regionsToRead(province: string | undefined): string[] | undefined {
  if (!province) return undefined;
  return province === NATIONAL ? [NATIONAL] : [findProvince(province)?.name ?? province, NATIONAL];
}

/** GET /api/rates/best: the badge's three fields, or undefined when there is no active rate. */
export function bestRateBadge<T extends RateLike>(activeRates: readonly T[]) {
  const best = bestRate(activeRates);
  return best ? { our_rate: best.our_rate, term: best.term, rate_type: best.rate_type } : undefined;
}
