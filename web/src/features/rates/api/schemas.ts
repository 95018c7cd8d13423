import { rateSchema } from '@maplestone/shared';
import * as z from 'zod';

/** The fields of a rate the public views read (the API may send more; they are dropped). */
export const publicRateSchema = rateSchema
  .pick({ id: true, term: true, rate_type: true, province: true, our_rate: true, scraped_at: true })
  .extend({ posted_rate: rateSchema.shape.posted_rate.optional() });

export const publicRatesSchema = z.array(publicRateSchema);
export const bestRateSchema = rateSchema.pick({ our_rate: true, term: true, rate_type: true });
