import { rateSchema } from '@maplestone/shared';
import * as z from 'zod';

export const calculatorRateSchema = rateSchema.pick({
  id: true,
  term: true,
  rate_type: true,
  province: true,
  our_rate: true,
});
export const calculatorRatesSchema = z.array(calculatorRateSchema);
