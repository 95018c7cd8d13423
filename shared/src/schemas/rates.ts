import * as z from 'zod';
import { RATE_SANITY } from '../mortgage/rules';
import { findProvince, NATIONAL, RATE_REGIONS } from '../rates/provinces';
import { MORTGAGE_TYPES, RATE_TYPES, TERMS } from '../rates/rates';
import { idSchema, optionalTimestampSchema, ratePctSchema, timestampSchema, updateSchemaOf } from './common';

/** A rate's region: a province name or 'National'; codes ('ON') are accepted and read as names. */
export const rateRegionSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== NATIONAL ? (findProvince(value)?.name ?? value) : value,
  z.enum(RATE_REGIONS, { error: 'Please choose a province or National' }),
);

export const rateSchema = z.object({
  id: idSchema,
  /** One of TERMS in practice; other terms are kept (and sorted last). */
  term: z.string().max(20),
  rate_type: z.enum(RATE_TYPES),
  province: z.string().max(40),
  posted_rate: z.number().min(0).max(25).nullable(),
  our_rate: z.number().min(0).max(25),
  is_active: z.boolean(),
  mortgage_type: z.enum(MORTGAGE_TYPES).nullable(),
  source_url: z.string().max(2048).nullable(),
  scraped_at: optionalTimestampSchema,
  updated_at: optionalTimestampSchema,
});
export type Rate = z.infer<typeof rateSchema>;

/** Admin 'Add Rate Manually'. */
export const rateCreateRequestSchema = z.strictObject({
  rate_type: z.enum(RATE_TYPES),
  term: z.enum(TERMS),
  province: rateRegionSchema,
  posted_rate: ratePctSchema(),
  our_rate: ratePctSchema(),
  mortgage_type: z.enum(MORTGAGE_TYPES).default('Conventional'),
  is_active: z.boolean().default(true),
});
export type RateCreateRequest = z.infer<typeof rateCreateRequestSchema>;

/** Admin inline edit of posted/our rate and the Active/Inactive badge. */
export const rateUpdateRequestSchema = updateSchemaOf(
  z.strictObject({ posted_rate: ratePctSchema(), our_rate: ratePctSchema(), is_active: z.boolean() }),
);
export type RateUpdateRequest = z.infer<typeof rateUpdateRequestSchema>;

/** A rate read by the scraper, before it is stored: plausible bounds (0.5–15 %). */
export const scrapedRateSchema = z.object({
  term: z.enum(TERMS),
  rate_type: z.enum(RATE_TYPES),
  province: rateRegionSchema,
  posted_rate: z.number().min(RATE_SANITY.minPct).max(RATE_SANITY.maxPct).nullable(),
  our_rate: z.number().min(RATE_SANITY.minPct).max(RATE_SANITY.maxPct),
  mortgage_type: z.enum(MORTGAGE_TYPES).default('Conventional'),
  source_url: z.string().max(2048),
  scraped_at: timestampSchema,
});
export type ScrapedRate = z.infer<typeof scrapedRateSchema>;

export const ratesQuerySchema = z.strictObject({
  type: z.enum(RATE_TYPES).optional(),
  province: z.string().max(40).optional(),
});

export const scrapeRatesResponseSchema = z.object({ message: z.string().max(500) });
export type ScrapeRatesResponse = z.infer<typeof scrapeRatesResponseSchema>;
