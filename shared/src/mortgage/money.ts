import { LANGUAGE_TAGS, type Locale } from '../i18n/locale';
/** Small numeric helpers shared by the calculators. None of them ever returns NaN. */
import { numberFormat } from '../text/intl';

/** True for a finite number (not NaN, not ±Infinity). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A finite, non-negative number, or 0. */
export function nonNegativeOr0(value: number): number {
  return isFiniteNumber(value) && value > 0 ? value : 0;
}

/** Rounds to the cent, half away from zero, and never returns -0. */
export function roundCents(amount: number): number {
  if (!isFiniteNumber(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  // toPrecision(15) removes binary noise (1.005 is 1.00499999... in binary) before rounding.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = (sign * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * Formats an amount as Canadian dollars, e.g. formatCad(2326.42) → '$2,326.42',
 * formatCad(2326.42, { decimals: 0 }) → '$2,326', in French '2 326,42 $'. Not-a-number shows as '—'.
 */
export function formatCad(amount: number, options: { decimals?: number; locale?: Locale } = {}): string {
  const decimals = Math.min(Math.max(Math.trunc(options.decimals ?? 2), 0), 4);
  if (!isFiniteNumber(amount)) return '—';
  const formatter = numberFormat(
    { style: 'currency', currency: 'CAD', minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    LANGUAGE_TAGS[options.locale ?? 'en'],
  );
  const factor = 10 ** decimals;
  const rounded = Math.round(Number((Math.abs(amount) * factor).toPrecision(15))) / factor;
  return formatter.format(rounded === 0 ? 0 : Math.sign(amount) * rounded);
}
