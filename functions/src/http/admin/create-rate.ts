import { randomUUID } from 'node:crypto';
import { type Rate, rateCreateRequestSchema } from '@maplestone/shared/schemas/rates';
import { rates } from '../../data/repositories/rates';
import { created, defineHandler } from '../../lib/http';

/** The source_url of a rate entered by hand (spec). */
export const MANUAL_ENTRY = 'Manual Entry';

/** POST /api/admin/rates: a rate added by hand, source_url 'Manual Entry'. */
export const createRate = defineHandler({
  body: rateCreateRequestSchema,
  handle: async ({ body }) => {
    const now = new Date().toISOString();
    const rate: Rate = {
      id: randomUUID(),
      ...body,
      source_url: MANUAL_ENTRY,
      scraped_at: null,
      updated_at: now,
    };
    await rates.create(rate);
    return created(rate);
  },
});
