import { randomUUID } from 'node:crypto';
import { type Lender, lenderRequestSchema } from '@maplestone/shared/schemas/content';
import { lenders } from '../../data/repositories/lenders';
import { created, defineHandler } from '../../lib/http';
import { BUCKET_FOR_KIND } from '../../lib/uploads';
import { assertCatalogueImage, lenderLogoRef } from '../../services/back-office/catalogue';
import { publicLender } from '../../services/lenders';

/** POST /api/admin/lenders: name and type required (type 'A Lender' by default), order 0, active. */
export const createLender = defineHandler({
  body: lenderRequestSchema,
  handle: async ({ body }) => {
    await assertCatalogueImage({
      path: 'logo_url',
      value: body.logo_url,
      bucket: BUCKET_FOR_KIND['lender-logo'],
    });
    const lender: Lender = { id: randomUUID(), ...body, logo_url: lenderLogoRef(body.logo_url) ?? null };
    await lenders.create(lender);
    return created(publicLender(lender));
  },
});
