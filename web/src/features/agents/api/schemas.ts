import { agentPublicSchema, optionalTimestampSchema, testimonialPublicSchema } from '@maplestone/shared';
import * as z from 'zod';

const nullable = (max: number) => z.string().max(max).nullish();

/** GET /api/agents: the find-broker and contact pages' columns. */
export const brokerSchema = z.object({
  id: z.string().max(64),
  name: z.string().max(200),
  email: z.string().max(254),
  phone: nullable(30),
  bio: nullable(5000),
  profile_slug: nullable(60),
  agent_logo_url: nullable(2048),
  headshot_url: nullable(2048),
  contact_details: z.object({ address: nullable(300) }).nullish(),
  /** The bio in French (issue 37). */
  fr: agentPublicSchema.shape.fr,
  updated_at: optionalTimestampSchema,
});
export const brokersSchema = z.array(brokerSchema);

/**
 * GET /api/agents/{idOrSlug}: the public view with its approved testimonials, and the SEO settings
 * when the API includes them.
 */
export const agentPageSchema = agentPublicSchema.extend({
  testimonials: z.array(testimonialPublicSchema).default([]),
  seo_settings: z
    .object({
      meta_title: nullable(200),
      meta_description: nullable(500),
      meta_keywords: nullable(500),
      og_image: nullable(2048),
    })
    .partial()
    .nullish(),
});
