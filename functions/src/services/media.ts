import { type BucketName, publicUrl } from '../lib/storage';

/**
 * Stored image values are either full URLs or storage keys; the spec resolves keys (values not
 * starting with http) to the public URL of the field's bucket. One mapping for every reader.
 */
export const IMAGE_BUCKETS = {
  product: 'product-images',
  service: 'service-images',
  headshot: 'agent-headshots',
  banner: 'agent-banners',
  /** Background, logo, badges and blog post images: the agent-media bucket (lender logos are in product-images). */
  media: 'agent-media',
} as const satisfies Record<string, BucketName>;

export function imageUrl(bucket: BucketName, value: string | null | undefined): string | null {
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : publicUrl(bucket, value);
}
