import * as z from 'zod';
import { LENDER_TYPES } from '../domain';
import { commonMessage } from '../i18n/schema-words';
import { MAX_POST_SLUG_LENGTH } from '../text/text';
import { idSchema, optionalTimestampSchema, timestampSchema } from './common';

/*
 * Testimonials, lenders, posts, products and services as stored and answered. A module of its own, re-exported
 * by content.ts: the repositories parse every item they read with it (ADR 087), and the public API, which reads
 * them, needs none of the back office's words that the request schemas carry.
 */

const nullableString = (max: number) => z.string().max(max).nullish();

// ---------------------------------------------------------------------------------------------
// Testimonials

/** A testimonial as the public sees it. */
export const testimonialPublicSchema = z.object({
  id: idSchema,
  client_name: z.string().max(100),
  content: z.string().max(2000),
  rating: z.number().int().min(1).max(5),
});
export type TestimonialPublic = z.infer<typeof testimonialPublicSchema>;

export const testimonialSchema = testimonialPublicSchema.extend({
  is_approved: z.boolean(),
  admin_id: z.string().max(128).nullable(),
  agent_id: idSchema.nullable(),
  created_at: timestampSchema,
  /** Related agent name and admin profile full_name, when joined. */
  agent_name: nullableString(200),
  admin_name: nullableString(200),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
/** A testimonial as stored, without the names the back office joins (repositories parse with it). */
export const testimonialRecordSchema = testimonialSchema.omit({ agent_name: true, admin_name: true });
export type TestimonialRecord = z.infer<typeof testimonialRecordSchema>;

// ---------------------------------------------------------------------------------------------
// Lenders ('A Lender' / 'Alternate Lender' from the admin form, 'a_lender' / 'alternate_lender' elsewhere)

export const lenderTypeSchema = z.enum(
  LENDER_TYPES,
  commonMessage((c) => c.required),
);

export const lenderSchema = z.object({
  id: idSchema,
  name: z.string().max(200),
  logo_url: nullableString(2048),
  type: lenderTypeSchema,
  display_order: z.number().int(),
  is_active: z.boolean(),
});
export type Lender = z.infer<typeof lenderSchema>;

// ---------------------------------------------------------------------------------------------
// Blog posts

export const MAX_POST_CONTENT_LENGTH = 100_000;
export const postSlugSchema = z
  .string(commonMessage((c) => c.required))
  .trim()
  .min(
    1,
    commonMessage((c) => c.required),
  )
  .max(
    MAX_POST_SLUG_LENGTH,
    commonMessage((c) => c.tooLong(MAX_POST_SLUG_LENGTH)),
  )
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens only');

const postSeoRecordSchema = z
  .object({ description: nullableString(160), keywords: nullableString(500) })
  .partial()
  .nullish();

/** A post's French version as stored: its own title, slug (unique among every slug), text and SEO. */
export const postFrenchSchema = z.object({
  title: z.string().max(200),
  slug: z.string().max(MAX_POST_SLUG_LENGTH),
  excerpt: nullableString(500),
  content: z.string().max(MAX_POST_CONTENT_LENGTH),
  seo_settings: postSeoRecordSchema,
});
export type PostFrench = z.infer<typeof postFrenchSchema>;

export const blogPostSchema = z.object({
  id: idSchema,
  slug: z.string().max(MAX_POST_SLUG_LENGTH),
  title: z.string().max(200),
  excerpt: nullableString(500),
  content: z.string().max(MAX_POST_CONTENT_LENGTH),
  featured_image_url: nullableString(2048),
  is_published: z.boolean(),
  published_at: optionalTimestampSchema,
  agent_id: idSchema.nullable(),
  seo_settings: postSeoRecordSchema,
  /** The French version (issue 37): whole or absent; with it the post has its own page under /fr/blogue. */
  fr: postFrenchSchema.nullish(),
  created_at: timestampSchema,
  updated_at: optionalTimestampSchema,
  /** The joined author. */
  agent: z.object({ id: idSchema, name: z.string().max(200), profile_slug: nullableString(60) }).nullish(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A post as stored, without the joined author (repositories parse with it). */
export const postRecordSchema = blogPostSchema.omit({ agent: true });
export type PostRecord = z.infer<typeof postRecordSchema>;

// ---------------------------------------------------------------------------------------------
// Products

export const productSchema = z.object({
  id: idSchema,
  name: z.string().max(255),
  description: nullableString(2000),
  content: nullableString(50_000),
  price: z.number().nullable(),
  image_url: nullableString(2048),
  /** Its words in French (issue 37), each optional: a page shows the English of a missing one, marked so. */
  fr: z
    .object({ name: nullableString(255), description: nullableString(2000), content: nullableString(50_000) })
    .partial()
    .nullish(),
  created_at: timestampSchema,
  /** When an admin last edited it (the public view gives created_at until then): the sitemap's lastmod. */
  updated_at: optionalTimestampSchema,
});
export type Product = z.infer<typeof productSchema>;

// ---------------------------------------------------------------------------------------------
// Mortgage services

export const SERVICE_FIELD_LIMIT = 255;
const serviceFeaturesRecord = z.array(z.string().max(500)).max(100);

export const serviceSchema = z.object({
  id: idSchema,
  name: z.string().max(SERVICE_FIELD_LIMIT),
  description: nullableString(SERVICE_FIELD_LIMIT),
  content: nullableString(50_000),
  features: serviceFeaturesRecord.nullable(),
  image_url: nullableString(2048),
  /** Its words in French (issue 37), each optional, as a product's. */
  fr: z
    .object({
      name: nullableString(SERVICE_FIELD_LIMIT),
      description: nullableString(SERVICE_FIELD_LIMIT),
      content: nullableString(50_000),
      features: serviceFeaturesRecord.nullish(),
    })
    .partial()
    .nullish(),
  created_at: timestampSchema,
  /** When an admin last edited it (the public view gives created_at until then): the sitemap's lastmod. */
  updated_at: optionalTimestampSchema,
});
export type Service = z.infer<typeof serviceSchema>;
