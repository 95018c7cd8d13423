import { staffMessages } from '@maplestone/shared/i18n/en/staff/back-office/index';
import { lacksFrench, type WrittenItem } from '@maplestone/shared/i18n/written';
import { SERVICE_FIELD_LIMIT, truncateServiceFields } from '@maplestone/shared/schemas/content';
import type { CatalogueListQuery } from '@maplestone/shared/schemas/list-queries';
import { type BucketName, publicUrl } from '../../lib/storage';
import { BUCKET_FOR_KIND } from '../../lib/uploads';
import { assertUploadedImages } from './image-refs';

/** The values to store, and the warning to show when name or description had to be cut. */
export function serviceToSave<
  T extends {
    name?: string | undefined;
    description?: string | null | undefined;
    fr?: { name?: string | null; description?: string | null } | null | undefined;
  },
>(values: T): { values: T; warning: string | null } {
  // An edit without a name keeps the one stored: only what was sent is cut (the French too).
  const cut = truncateServiceFields({ ...values, name: values.name ?? '' });
  const { name: _name, ...withoutName } = cut.values;
  return {
    values: (values.name === undefined ? withoutName : cut.values) as T,
    warning: cut.truncated ? staffMessages.services.truncated : null,
  };
}

export { SERVICE_FIELD_LIMIT };

/**
 * GET /api/admin/products and /services: every item, newest first, or (`french=missing`, issue 37) those a French
 * page shows partly in English. The admin reads these lists whole (a catalogue of tens of items, which does not
 * grow with use, ADR 094: the panel sorts and searches them in the browser), so the filter keeps, of what is read
 * anyway, the items the rule of their sparse index selects (lacksFrench, ADR 116): the same rows as a walk of the
 * index's pages, in the one answer the panel takes, rather than a second read of the same items.
 */
export function catalogueList<K extends 'product' | 'service', T extends WrittenItem<K>>(
  kind: K,
  items: T[],
  query: CatalogueListQuery,
): T[] {
  return query.french === 'missing' ? items.filter((item) => lacksFrench(kind, item)) : items;
}

/**
 * A lender logo as stored: an uploaded logo's bare key becomes its full URL, because logos are
 * uploaded to the product-images bucket while readers resolve bare lender keys elsewhere.
 */
export function lenderLogoRef<T extends string | null | undefined>(value: T): T | string {
  if (!value || /^https?:\/\//i.test(value)) return value;
  return publicUrl(BUCKET_FOR_KIND['lender-logo'], value);
}

/**
 * 400 'Failed to upload image' unless the image a catalogue save sends (a product's or service's picture, a
 * lender's logo) is really an image when it is a new one of our uploads (ADR 098); `bucket` is where a bare key
 * lives. `stored` reads the item's current value on an edit, only when an image is sent, so an unchanged image
 * is not read again (an item that is not there is left to the save's own 404).
 */
export async function assertCatalogueImage(
  field: { path: string; value: string | null | undefined; bucket: BucketName },
  stored?: () => Promise<string | null | undefined>,
): Promise<void> {
  if (!field.value) return;
  await assertUploadedImages([{ ...field, current: stored ? await stored() : undefined }]);
}
