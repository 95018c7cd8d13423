import { messages } from '@maplestone/shared/messages';
import { rateUpdateRequestSchema } from '@maplestone/shared/schemas/rates';
import { rates } from '../../data/repositories/rates';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { idParam } from '../../services/back-office/params';

/** PATCH /api/admin/rates/{id}: posted_rate, our_rate and the Active/Inactive badge. */
export const updateRate = defineHandler({
  body: rateUpdateRequestSchema,
  handle: async ({ body, params }) => {
    const updated = await rates.update(idParam(params), body);
    if (!updated) throw new NotFoundError(messages.common.notFound);
    return ok(updated);
  },
});
