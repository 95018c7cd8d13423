import { lenderUpdateSchema } from '@maplestone/shared/schemas/content';
import { lenders } from '../../data/repositories/lenders';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { lenderLogoRef } from '../../services/back-office/catalogue';
import { idParam } from '../../services/back-office/params';
import { publicLender } from '../../services/lenders';

/** PATCH /api/admin/lenders/{id}: the sent fields only; a new display_order moves it in the list. */
export const updateLender = defineHandler({
  body: lenderUpdateSchema,
  handle: async ({ body, params }) => {
    const updated = await lenders.update(idParam(params), {
      ...body,
      logo_url: lenderLogoRef(body.logo_url),
    });
    if (!updated) throw new NotFoundError();
    return ok(publicLender(updated));
  },
});
