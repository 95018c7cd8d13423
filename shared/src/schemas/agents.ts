import * as z from 'zod';
import { ROLES } from '../domain';
import { dashboardMessages } from '../i18n/en/staff/agent-dashboard/index';
import { commonMessage } from '../i18n/schema-words';
import { PASSWORD_POLICY } from '../password-policy';
import { MAX_PROFILE_SLUG_LENGTH, normalizeProfileSlug } from '../text/text';
import { APPLICATION_LINK_KEYS, agentSchema, SOCIAL_LINK_KEYS } from './agent-record';
import {
  emailField,
  idSchema,
  optionalImageRefSchema,
  optionalMultilineText,
  optionalText,
  optionalUrlSchema,
  requiredText,
} from './common';
import { leadReassignRequestSchema } from './leads';

export * from './agent-record';

const d = dashboardMessages;

/** Profile slug as saved: lowercased, only a-z and 0-9 kept; empty → 'Profile slug cannot be empty'. */
export const profileSlugSchema = z
  .string({ error: d.slugEmpty })
  .max(200, d.slugEmpty)
  .transform(normalizeProfileSlug)
  .pipe(z.string().min(1, d.slugEmpty).max(MAX_PROFILE_SLUG_LENGTH));

/** What a form sends for a group of links: each key an optional URL, no other key. */
function optionalLinks<const K extends string>(keys: readonly K[]) {
  return z.strictObject(
    Object.fromEntries(keys.map((key) => [key, optionalUrlSchema])) as Record<K, typeof optionalUrlSchema>,
  );
}

export const socialLinksSchema = optionalLinks(SOCIAL_LINK_KEYS);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const applicationLinksSchema = optionalLinks(APPLICATION_LINK_KEYS);
export type ApplicationLinks = z.infer<typeof applicationLinksSchema>;

export const seoSettingsSchema = z.strictObject({
  meta_title: optionalText(60, d.metaTitleTooLong),
  meta_description: optionalText(160, d.metaDescriptionTooLong),
  meta_keywords: optionalText(500),
  og_image: optionalImageRefSchema,
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

export const contactDetailsSchema = z.strictObject({ address: optionalMultilineText(300) });

export const agentListItemSchema = z.object({ id: idSchema, name: z.string().max(200) });
export type AgentListItem = z.infer<typeof agentListItemSchema>;

/**
 * What an agent may change on their own record (every field optional; unknown fields, is_active,
 * email, crm_email and user_id rejected).
 */
export const agentSelfUpdateSchema = z.strictObject({
  name: requiredText(100).optional(),
  phone: optionalText(30),
  bio: optionalMultilineText(5000),
  calendly_link: optionalUrlSchema,
  social_links: socialLinksSchema.optional(),
  application_links: applicationLinksSchema.optional(),
  seo_settings: seoSettingsSchema.optional(),
  profile_slug: profileSlugSchema.optional(),
  headshot_url: optionalImageRefSchema,
  banner_image_url: optionalImageRefSchema,
  custom_background_image: optionalImageRefSchema,
  agent_logo_url: optionalImageRefSchema,
  badge_1_url: optionalImageRefSchema,
  badge_2_url: optionalImageRefSchema,
  contact_details: contactDetailsSchema.optional(),
  /**
   * The bio and meta tags in French (issue 37), the same limits: merged into the stored French field by field, as
   * the other groups are (the profile tab sends the bio, the SEO tab the meta tags); null removes it whole.
   */
  fr: z
    .strictObject({
      bio: optionalMultilineText(5000),
      seo_settings: seoSettingsSchema.omit({ og_image: true }).optional(),
    })
    .nullish(),
});
export type AgentSelfUpdate = z.infer<typeof agentSelfUpdateSchema>;
export type AgentSelfUpdateInput = z.input<typeof agentSelfUpdateSchema>;

/** A super admin's edit of an agent: everything an agent may change, plus status and e-mails. */
export const agentAdminUpdateSchema = agentSelfUpdateSchema.extend({
  email: emailField().optional(),
  crm_email: z
    .union([z.literal(''), z.null(), emailField()])
    .transform((v) => (v ? v : null))
    .optional(),
  is_active: z.boolean().optional(),
});
export type AgentAdminUpdate = z.infer<typeof agentAdminUpdateSchema>;

/** create-agent: fullName, email and password all required. */
export const agentCreateRequestSchema = z.strictObject({
  fullName: requiredText(100),
  email: emailField(),
  password: z
    .string(commonMessage((c) => c.required))
    // The pool's own length rule, so a short password is refused before it reaches Cognito.
    .min(PASSWORD_POLICY.minLength, `Password must be at least ${PASSWORD_POLICY.minLength} characters`)
    .max(
      128,
      commonMessage((c) => c.tooLong(128)),
    ),
});
export type AgentCreateRequest = z.infer<typeof agentCreateRequestSchema>;

export const profileSchema = z.object({
  id: z.string().max(128),
  role: z.enum(ROLES),
  full_name: z.string().max(200).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailField(),
  password: z
    .string(commonMessage((c) => c.required))
    .min(
      1,
      commonMessage((c) => c.required),
    )
    .max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// ---- Offboarding and bulk reassignment (issue 17, ADR 070)
/** A row of GET /api/admin/agents: the whole record, with how many leads it holds now (any status, open). */
export const adminAgentSchema = agentSchema.extend({
  leads: z.number().int().min(0),
  open_leads: z.number().int().min(0),
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;

/**
 * A row of GET /api/admin/agents/options (issue 33, ADR 094): what a select of agents needs (the post's
 * author, the leads' agent filter, reassignment), every agent of the brokerage in one answer.
 */
export const adminAgentOptionSchema = agentSchema.pick({
  id: true,
  name: true,
  email: true,
  profile_slug: true,
  is_active: true,
});
export type AdminAgentOption = z.infer<typeof adminAgentOptionSchema>;
export const adminAgentOptionListSchema = z.array(adminAgentOptionSchema);

/**
 * POST /api/admin/agents/{id}/reassign-leads: the agent to give them to; its open leads, or with
 * `include_closed` every lead (what deleting the agent needs).
 */
export const agentLeadsReassignRequestSchema = leadReassignRequestSchema.extend({
  include_closed: z.boolean().optional(),
});
export type AgentLeadsReassignRequest = z.infer<typeof agentLeadsReassignRequestSchema>;

export const agentLeadsReassignResultSchema = z.object({
  moved: z.number().int().min(0),
  target_name: z.string().max(200),
});
export type AgentLeadsReassignResult = z.infer<typeof agentLeadsReassignResultSchema>;
// ---- end of offboarding
