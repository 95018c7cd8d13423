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

/** Which bucket holds each of an agent's images (where a stored bare key lives). */
export const AGENT_IMAGE_BUCKET: Record<AgentImageField, BucketName> = {
  headshot_url: IMAGE_BUCKETS.headshot,
  banner_image_url: IMAGE_BUCKETS.banner,
  custom_background_image: IMAGE_BUCKETS.media,
  agent_logo_url: IMAGE_BUCKETS.media,
  badge_1_url: IMAGE_BUCKETS.media,
  badge_2_url: IMAGE_BUCKETS.media,
};

type AgentImages = Partial<Record<AgentImageField, string | null>>;

/** One of an agent's images as the API answers it: a stored key resolved to its bucket's URL, absent as null. */
export const agentImageUrl = (agent: AgentImages, field: AgentImageField) =>
  imageUrl(AGENT_IMAGE_BUCKET[field], agent[field]);

/** An agent's six images as the API answers them. */
export function agentImageUrls(agent: AgentImages) {
  return Object.fromEntries(
    AGENT_IMAGE_FIELDS.map((field) => [field, agentImageUrl(agent, field)]),
  ) as Record<AgentImageField, string | null>;
}

/** An agent's SEO settings as the API answers them: the og:image (in agent-media) resolved like the images. */
export const agentSeoSettings = <T extends { og_image?: string | null }>(seo: T | null | undefined) => ({
  ...seo,
  og_image: imageUrl(IMAGE_BUCKETS.media, seo?.og_image),
});
