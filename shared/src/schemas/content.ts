import * as z from 'zod';
import { dashboardMessages } from '../i18n/en/staff/agent-dashboard/index';
import { staffMessages } from '../i18n/en/staff/back-office/index';
import { commonMessage } from '../i18n/schema-words';
import { INPUT_LIMITS } from '../mortgage/rules';
import { truncate } from '../text/text';
import {
  freeText,
  idSchema,
  moneySchema,
  optionalImageRefSchema,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
  updateSchemaOf,
} from './common';
import {
  lenderTypeSchema,
  MAX_POST_CONTENT_LENGTH,
  postSlugSchema,
  SERVICE_FIELD_LIMIT,
} from './content-record';

// The request schemas of testimonials, lenders, posts, products and services, with the forms' words; what is
// stored and answered is in content-record.ts.
export * from './content-record';

// ---------------------------------------------------------------------------------------------
// Testimonials

const t = staffMessages.testimonials;
export const ratingSchema = z
  .number({ error: t.ratingRange })
  .int(t.ratingRange)
  .min(1, t.ratingRange)
  .max(5, t.ratingRange);

/** Agent submit and admin create/edit: client name and content required, rating 1–5 (default 5). */
export const testimonialRequestSchema = z.strictObject({
  client_name: requiredText(100),
  content: requiredMultilineText(2000),
  rating: ratingSchema.default(5),
});
export type TestimonialRequest = z.infer<typeof testimonialRequestSchema>;
/** The testimonial form's values before the schema cleans them (rating may be left to its default). */
export type TestimonialInput = z.input<typeof testimonialRequestSchema>;

export const testimonialApprovalRequestSchema = z.strictObject({ is_approved: z.boolean() });

/** A super admin's edit: the approval of an agent's testimonial, or the words of an admin-authored one. */
export const testimonialUpdateSchema = updateSchemaOf(
  testimonialRequestSchema.extend(testimonialApprovalRequestSchema.shape),
);

// ---------------------------------------------------------------------------------------------
// Lenders ('A Lender' / 'Alternate Lender' from the admin form, 'a_lender' / 'alternate_lender' elsewhere)

export const lenderRequestSchema = z.strictObject({
  name: requiredText(200),
  type: lenderTypeSchema.default('A Lender'),
  logo_url: optionalImageRefSchema,
  display_order: z
    .number(commonMessage((c) => c.wholeNumber))
    .int(commonMessage((c) => c.wholeNumber))
    .min(-10_000)
    .max(10_000)
    .default(0),
  is_active: z.boolean().default(true),
});
export type LenderRequest = z.infer<typeof lenderRequestSchema>;
export const lenderUpdateSchema = updateSchemaOf(lenderRequestSchema);

// ---------------------------------------------------------------------------------------------
// Blog posts

const postSeoSchema = z.strictObject({
  description: optionalText(160, dashboardMessages.metaDescriptionTooLong),
  keywords: optionalText(500),
});

/**
 * A post's French version (issue 37): whole or absent (null removes it). Title and content required as in
 * English, with the same limits; the slug and excerpt are derived from them when left out (deriveFrenchPost).
 */
export const postFrenchRequestSchema = z.strictObject({
  title: requiredText(200),
  slug: postSlugSchema.optional(),
  excerpt: optionalMultilineText(500),
  content: requiredMultilineText(MAX_POST_CONTENT_LENGTH),
  seo_settings: postSeoSchema.optional(),
});
export type PostFrenchRequest = z.infer<typeof postFrenchRequestSchema>;

/** Whether a form's value holds no words: empty, blank, or an object (a list) of such values. */
const holdsNoWords = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && Object.values(value).every(holdsNoWords));

/**
 * A back-office form's French words (issue 37): every French field left empty is no French at all (null, which
 * removes it), else `schema`'s rules, the English fields' limits; `fill` tidies what was typed first.
 */
export function frenchFormSchema<T extends z.ZodType>(
  schema: T,
  fill: (value: z.input<T> & object) => unknown = (value) => value,
) {
  return z.preprocess(
    (value: z.input<T> | null | undefined) =>
      holdsNoWords(value) ? null : fill(value as z.input<T> & object),
    schema.nullable(),
  );
}

/**
 * The post forms' French version: none while every French field is empty; once one is filled, its title and content
 * are required as the English ones are. An emptied slug is derived again from the French title (by the API).
 */
export const postFrenchFormSchema = frenchFormSchema(postFrenchRequestSchema, (value) => ({
  ...value,
  slug: value.slug?.trim() ? value.slug : undefined,
}));

/** Admin post: title, slug, excerpt and content all required (the form pre-fills slug and excerpt). */
export const adminBlogPostRequestSchema = z.strictObject({
  title: requiredText(200),
  slug: postSlugSchema,
  excerpt: requiredMultilineText(500),
  content: requiredMultilineText(MAX_POST_CONTENT_LENGTH),
  featured_image_url: optionalImageRefSchema,
  agent_id: idSchema.optional(),
  is_published: z.boolean().default(false),
  seo_settings: postSeoSchema.optional(),
  fr: postFrenchRequestSchema.nullish(),
});
export type AdminBlogPostRequest = z.infer<typeof adminBlogPostRequestSchema>;
/** is_published true publishes (published_at now), false unpublishes (cleared). */
export const adminBlogPostUpdateSchema = updateSchemaOf(adminBlogPostRequestSchema);

/** Agent post: title and content required; slug and excerpt derived when absent. Drafts await approval. */
export const agentBlogPostRequestSchema = z.strictObject({
  title: requiredText(200),
  content: requiredMultilineText(MAX_POST_CONTENT_LENGTH),
  excerpt: optionalMultilineText(500),
  featured_image_url: optionalImageRefSchema,
  seo_settings: postSeoSchema.optional(),
  fr: postFrenchRequestSchema.nullish(),
});
export type AgentBlogPostRequest = z.infer<typeof agentBlogPostRequestSchema>;
/** The agent's post form: what it holds before the schema cleans it ('' for an empty excerpt). */
export type AgentBlogPostInput = z.input<typeof agentBlogPostRequestSchema>;

/** An agent's edit (PATCH): any of the create fields, only those sent change; an empty body is refused. */
export const agentBlogPostUpdateSchema = updateSchemaOf(agentBlogPostRequestSchema);
export type AgentBlogPostUpdate = z.infer<typeof agentBlogPostUpdateSchema>;

export const blogPublishRequestSchema = z.strictObject({ is_published: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Products

export const productRequestSchema = z.strictObject({
  name: requiredText(255),
  description: optionalMultilineText(2000),
  content: optionalMultilineText(50_000),
  price: moneySchema(
    INPUT_LIMITS.maxPrice,
    commonMessage((c) => c.required),
    staffMessages.products.priceStep,
  ).nullish(),
  image_url: optionalImageRefSchema,
  /** Its French words (issue 37), the same limits; sent whole (null or every field empty: no French). */
  fr: z
    .strictObject({
      name: optionalText(255),
      description: optionalMultilineText(2000),
      content: optionalMultilineText(50_000),
    })
    .nullish(),
});
export type ProductRequest = z.infer<typeof productRequestSchema>;
export const productUpdateSchema = updateSchemaOf(productRequestSchema);

// ---------------------------------------------------------------------------------------------
// Mortgage services

const s = staffMessages.services;

const featuresArraySchema = z.array(freeText(500).min(1), { error: s.featuresInvalid }).max(100);

/**
 * The service form's features text: empty → null; otherwise must be valid JSON holding a list of
 * strings, else 'Features must be valid JSON'.
 */
export const featuresTextSchema = z
  .string()
  .max(20_000, s.featuresInvalid)
  .transform((text, ctx) => {
    if (text.trim() === '') return null;
    try {
      const parsed = featuresArraySchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: s.featuresInvalid });
    return z.NEVER;
  });

export const serviceRequestSchema = z.strictObject({
  name: requiredText(
    SERVICE_FIELD_LIMIT,
    commonMessage((c) => c.required),
    s.truncated,
  ),
  description: optionalText(SERVICE_FIELD_LIMIT, s.truncated),
  content: optionalMultilineText(50_000),
  features: featuresArraySchema.nullish(),
  image_url: optionalImageRefSchema,
  /** Its French words (issue 37), the same limits and cuts as the English; sent whole. */
  fr: z
    .strictObject({
      name: optionalText(SERVICE_FIELD_LIMIT, s.truncated),
      description: optionalText(SERVICE_FIELD_LIMIT, s.truncated),
      content: optionalMultilineText(50_000),
      features: featuresArraySchema.nullish(),
    })
    .nullish(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/**
 * What the admin form sends: name and description may be longer than 255 characters (they are cut on save,
 * with the spec's 'Some fields were truncated...' message, so an input must not stop the typing), and the
 * features come as a list of strings or as the form's JSON text ('Features must be valid JSON').
 */
const LONG_SERVICE_INPUT = 10_000;
const serviceFeaturesInput = z
  .union([featuresArraySchema, featuresTextSchema], { error: s.featuresInvalid })
  .nullish();
export const serviceCreateSchema = serviceRequestSchema.extend({
  name: requiredText(LONG_SERVICE_INPUT),
  description: optionalText(LONG_SERVICE_INPUT),
  features: serviceFeaturesInput,
  fr: z
    .strictObject({
      name: optionalText(LONG_SERVICE_INPUT),
      description: optionalText(LONG_SERVICE_INPUT),
      content: optionalMultilineText(50_000),
      features: serviceFeaturesInput,
    })
    .nullish(),
});
export const serviceUpdateSchema = updateSchemaOf(serviceCreateSchema);

/**
 * The spec's save behaviour: name and description cut to 255 characters; `truncated` tells the form
 * to show 'Some fields were truncated to fit database limits (255 chars)...'.
 */
export function truncateServiceFields<
  T extends {
    name: string;
    description?: string | null;
    fr?: { name?: string | null; description?: string | null } | null;
  },
>(values: T): { values: T; truncated: boolean } {
  const cut = (text: string | null | undefined) => (text ? truncate(text, SERVICE_FIELD_LIMIT) : null);
  const [name, description, frName, frDescription] = [
    values.name,
    values.description,
    values.fr?.name,
    values.fr?.description,
  ].map(cut);
  const fr = values.fr
    ? {
        fr: {
          ...values.fr,
          ...(frName ? { name: frName.value } : {}),
          ...(frDescription ? { description: frDescription.value } : {}),
        },
      }
    : {};
  return {
    values: {
      ...values,
      // An edit without a name (serviceToSave sends '') keeps its '' for the caller to drop.
      name: name?.value ?? values.name,
      ...(description ? { description: description.value } : {}),
      ...fr,
    },
    truncated: [name, description, frName, frDescription].some((field) => field?.truncated ?? false),
  };
}
