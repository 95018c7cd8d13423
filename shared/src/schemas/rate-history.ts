import * as z from 'zod';
import { rateHistoryMessages } from '../i18n/en/rate-history';

/** ours (issue 21): GET /api/rates/history and its answer (docs/decisions/081-rate-history.md). */
export const RATE_HISTORY_RANGES = ['1y', '5y', 'all'] as const;
export type RateHistoryRange = (typeof RATE_HISTORY_RANGES)[number];

export const rateHistoryQuerySchema = z.strictObject({
  /** A province name, a code ('ON') or 'National' (checked with rateRegionSchema by the handler). */
  province: z.string().max(40).optional(),
  range: z.enum(RATE_HISTORY_RANGES, { error: rateHistoryMessages.badRange }).default('5y'),
});
export type RateHistoryQuery = z.infer<typeof rateHistoryQuerySchema>;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A day of a stored series as the table keeps it (ADR 081): ours carry the best our_rate (and posted_rate, if
 * any) of the region's rates that day; the Bank of Canada's its posted rate.
 */
export const storedRateHistoryDaySchema = z.object({
  d: daySchema,
  our_rate: z.number().optional(),
  posted_rate: z.number().nullish(),
});

/** One point of a series: its day (YYYY-MM-DD) and the rate that day (%). */
export const rateHistoryPointSchema = z.object({ d: daySchema, v: z.number().min(0).max(25) });
export type RateHistoryPoint = z.infer<typeof rateHistoryPointSchema>;

const ourSeriesSchema = z.object({
  /** Whose rates the points are: the province asked for, or National where the province has none. */
  region: z.string().max(40),
  points: z.array(rateHistoryPointSchema).max(5000),
});

export const rateHistorySchema = z.object({
  province: z.string().max(40),
  range: z.enum(RATE_HISTORY_RANGES),
  /** The first and last day the range covers. */
  from: daySchema,
  to: daySchema,
  fixed: ourSeriesSchema,
  variable: ourSeriesSchema,
  /** The Bank of Canada's posted 5-year rate (weekly). */
  posted: z.object({ points: z.array(rateHistoryPointSchema).max(5000) }),
});
export type RateHistory = z.infer<typeof rateHistorySchema>;
