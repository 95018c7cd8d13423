import { commonWords } from '@maplestone/shared/i18n/en/common';
import { rateUpdateRequestSchema } from '@maplestone/shared/schemas/rates';
import { rates } from '../../data/repositories/rates';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';

/** PATCH /api/admin/rates/{id}: posted_rate, our_rate and the Active/Inactive badge. */
export const updateRate = defineHandler({
  body: rateUpdateRequestSchema,
  params: { id: commonWords.notFound },
  handle: async ({ body, params }) => {
    const updated = await rates.update(params.id, body);
    if (!updated) throw new NotFoundError(commonWords.notFound);
    return ok(updated);
  },
});
