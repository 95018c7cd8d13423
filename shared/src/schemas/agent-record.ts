import * as z from 'zod';
import { MAX_PROFILE_SLUG_LENGTH } from '../text/text';
import { idSchema, optionalTimestampSchema, timestampSchema } from './common';

/*
 * An agent as stored and answered. A module of its own, re-exported by agents.ts: the repositories parse
 * every agent they read with it (ADR 087) and need none of the forms' messages.
 */

const nullableString = (max: number) => z.string().max(max).nullish();

/** An agent's social links and application links, by key, in the order the public profile shows them. */
export const SOCIAL_LINK_KEYS = ['facebook', 'youtube', 'instagram', 'linkedin', 'website'] as const;
export const APPLICATION_LINK_KEYS = ['apply', 'contact_form', 'rate_quote', 'scheduler'] as const;

/**
 * An agent's six image fields: each holds an outside URL or the key of one of the agent's own uploads,
 * which the API answers resolved to a URL (functions' agentImageUrls).
 */
export const AGENT_IMAGE_FIELDS = [
  'headshot_url',
  'banner_image_url',
  'custom_background_image',
  'agent_logo_url',
  'badge_1_url',
  'badge_2_url',
] as const;
export type AgentImageField = (typeof AGENT_IMAGE_FIELDS)[number];
/** A new agent has none of them. */
export const NO_AGENT_IMAGES = Object.fromEntries(AGENT_IMAGE_FIELDS.map((field) => [field, null])) as Record<
  AgentImageField,
  null
>;

// Stored/response shapes read leniently (unknown keys dropped, absent links as null).
const linksOut = (keys: readonly string[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, nullableString(2048)]))).partial();

export const agentPublicSchema = z.object({
  id: idSchema,
  name: z.string().max(200),
  email: z.string().max(254),
  phone: nullableString(30),
  bio: nullableString(5000),
  calendly_link: nullableString(2048),
  social_links: linksOut(SOCIAL_LINK_KEYS).nullish(),
  application_links: linksOut(APPLICATION_LINK_KEYS).nullish(),
  profile_slug: nullableString(MAX_PROFILE_SLUG_LENGTH),
  custom_background_image: nullableString(2048),
  agent_logo_url: nullableString(2048),
  badge_1_url: nullableString(2048),
  badge_2_url: nullableString(2048),
  headshot_url: nullableString(2048),
  banner_image_url: nullableString(2048),
  contact_details: z.object({ address: nullableString(300) }).nullish(),
  is_active: z.boolean(),
  /** Public by nature: the agent page's title and meta tags. */
  seo_settings: z
    .object({
      meta_title: nullableString(60),
      meta_description: nullableString(160),
      meta_keywords: nullableString(500),
      og_image: nullableString(2048),
    })
    .partial()
    .nullish(),
  /** The bio and the meta tags' words in French (issue 37), each optional; the image is the same. */
  fr: z
    .object({
      bio: nullableString(5000),
      seo_settings: z
        .object({
          meta_title: nullableString(60),
          meta_description: nullableString(160),
          meta_keywords: nullableString(500),
        })
        .partial()
        .nullish(),
    })
    .partial()
    .nullish(),
});
export type AgentPublic = z.infer<typeof agentPublicSchema>;

/** The full agent record (back office). */
export const agentSchema = agentPublicSchema.extend({
  user_id: z.string().max(128).nullish(),
  crm_email: nullableString(254),
  created_at: timestampSchema,
  updated_at: optionalTimestampSchema,
});
export type Agent = z.infer<typeof agentSchema>;
