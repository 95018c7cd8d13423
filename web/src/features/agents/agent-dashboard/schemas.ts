/**
 * The dashboard's zod schemas in one module that its pages load beside their data, not before their first
 * render: the agent record's schema and the settings cards' picks of the shared agentSelfUpdateSchema
 * (ADR 057). Import it only with `import()` (see `dashboardSchemas`).
 */
import { agentSchema, agentSelfUpdateSchema } from '@maplestone/shared';

export { agentSchema };

// The full name is required: the shared schema refuses an empty or blank name even in a partial update.
// Each with its part of the French (issue 37): the bio, or the meta tags.
export const profileSchema = agentSelfUpdateSchema.pick({
  name: true,
  phone: true,
  calendly_link: true,
  bio: true,
  fr: true,
});
export const socialSchema = agentSelfUpdateSchema.pick({ social_links: true });
export const linksSchema = agentSelfUpdateSchema.pick({ application_links: true });
export const seoSchema = agentSelfUpdateSchema.pick({ seo_settings: true, fr: true });
