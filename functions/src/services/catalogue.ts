import type { Product, Service } from '@maplestone/shared/schemas/content';
import { IMAGE_BUCKETS, imageUrl } from './media';

/** The public view; updated_at is when it last changed (its creation until an admin edits it). */
export const publicProduct = (product: Product): Product => ({
  id: product.id,
  name: product.name,
  description: product.description ?? null,
  content: product.content ?? null,
  price: product.price ?? null,
  image_url: imageUrl(IMAGE_BUCKETS.product, product.image_url),
  created_at: product.created_at,
  updated_at: product.updated_at ?? product.created_at,
});

export const publicService = (service: Service): Service => ({
  id: service.id,
  name: service.name,
  description: service.description ?? null,
  content: service.content ?? null,
  features: service.features ?? null,
  image_url: imageUrl(IMAGE_BUCKETS.service, service.image_url),
  created_at: service.created_at,
  updated_at: service.updated_at ?? service.created_at,
});
