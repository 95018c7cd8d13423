import { AGENT_IMAGE_FIELDS, type AgentImageField } from '@maplestone/shared/schemas/agent-record';
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

/** Which bucket holds each of an agent's images. */
const AGENT_IMAGE_BUCKET: Record<AgentImageField, BucketName> = {
  headshot_url: IMAGE_BUCKETS.headshot,
  banner_image_url: IMAGE_BUCKETS.banner,
  custom_background_image: IMAGE_BUCKETS.media,
  agent_logo_url: IMAGE_BUCKETS.media,
  badge_1_url: IMAGE_BUCKETS.media,
  badge_2_url: IMAGE_BUCKETS.media,
};

/** An agent's six images as the API answers them: stored keys resolved to URLs, absent ones null. */
export function agentImageUrls(agent: Partial<Record<AgentImageField, string | null>>) {
  return Object.fromEntries(
    AGENT_IMAGE_FIELDS.map((field) => [field, imageUrl(AGENT_IMAGE_BUCKET[field], agent[field])]),
  ) as Record<AgentImageField, string | null>;
}
