import type { Product, Service } from '@maplestone/shared/schemas/content-record';
import { IMAGE_BUCKETS, imageUrl } from './media';

/**
 * The public view of a product or service, `own` its own fields, placed where the spec lists them; updated_at
 * is when it last changed (its creation until an admin edits it).
 */
function publicItem<Own extends object>(
  item: Product | Service,
  bucket: (typeof IMAGE_BUCKETS)['product' | 'service'],
  own: Own,
) {
  return {
    id: item.id,
    name: item.name,
    description: item.description ?? null,
    content: item.content ?? null,
    ...own,
    image_url: imageUrl(bucket, item.image_url),
    fr: item.fr ?? null,
    created_at: item.created_at,
    updated_at: item.updated_at ?? item.created_at,
  };
}

export const publicProduct = (product: Product): Product =>
  publicItem(product, IMAGE_BUCKETS.product, { price: product.price ?? null });

export const publicService = (service: Service): Service =>
  publicItem(service, IMAGE_BUCKETS.service, { features: service.features ?? null });
