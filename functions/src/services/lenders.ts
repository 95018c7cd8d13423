import { lenderCategory } from '@maplestone/shared/domain';
import type { Lender } from '@maplestone/shared/schemas/content-record';
import { IMAGE_BUCKETS, imageUrl } from './media';

export type LenderCategory = ReturnType<typeof lenderCategory>;
export type PublicLender = Lender & { category: LenderCategory };

/**
 * A lender for the reader: `type` as stored (either spelling the spec shows), plus `category`, the one
 * normalised value ('a_lender' | 'alternate_lender') to group by (ADR 009).
 */
export const publicLender = (lender: Lender): PublicLender => ({
  id: lender.id,
  name: lender.name,
  // Lender logos are uploaded to product-images (lib/uploads.ts, kind 'lender-logo').
  logo_url: imageUrl(IMAGE_BUCKETS.product, lender.logo_url),
  type: lender.type,
  category: lenderCategory(lender.type),
  display_order: lender.display_order,
  is_active: lender.is_active,
});
