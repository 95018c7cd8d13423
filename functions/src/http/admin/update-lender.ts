import { commonWords } from '@maplestone/shared/i18n/en/common';
import { lenderUpdateSchema } from '@maplestone/shared/schemas/content';
import { lenders } from '../../data/repositories/lenders';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { BUCKET_FOR_KIND } from '../../lib/uploads';
import { assertCatalogueImage, lenderLogoRef } from '../../services/back-office/catalogue';
import { publicLender } from '../../services/lenders';

/** PATCH /api/admin/lenders/{id}: the sent fields only; a new display_order moves it in the list. */
export const updateLender = defineHandler({
  body: lenderUpdateSchema,
  params: { id: commonWords.notFound },
  handle: async ({ body, params }) => {
    await assertCatalogueImage(
      { path: 'logo_url', value: body.logo_url, bucket: BUCKET_FOR_KIND['lender-logo'] },
      async () => (await lenders.get(params.id))?.logo_url,
    );
    const updated = await lenders.update(params.id, {
      ...body,
      logo_url: lenderLogoRef(body.logo_url),
    });
    if (!updated) throw new NotFoundError();
    return ok(publicLender(updated));
  },
});
