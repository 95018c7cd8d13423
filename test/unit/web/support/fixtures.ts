import type { Agent, Lead } from '@maplestone/shared';

/**
 * Records as the API sends them, for the back office's component tests: each builder fills in a plain
 * record and `fields` say what a test's record has of its own.
 */

/** A new application from the website, assigned to agent-1, that arrived on Friday 20 November 2026. */
export const leadRecord = (fields: Partial<Lead> & Pick<Lead, 'id' | 'client_name'>): Lead => ({
  agent_id: 'agent-1',
  client_email: null,
  client_phone: null,
  type: 'application',
  source: 'website',
  status: 'new',
  message: null,
  notes: null,
  metadata: null,
  created_at: '2026-11-20T15:00:00.000Z',
  ...fields,
});

/** Sarah Chen (agent-1, /agent/sarahchen) with an empty profile. */
export const agentRecord = (fields: Partial<Agent> = {}): Agent => ({
  id: 'agent-1',
  name: 'Sarah Chen',
  email: 'sarah@example.com',
  phone: null,
  bio: null,
  calendly_link: null,
  social_links: null,
  application_links: null,
  profile_slug: 'sarahchen',
  custom_background_image: null,
  agent_logo_url: null,
  badge_1_url: null,
  badge_2_url: null,
  headshot_url: null,
  banner_image_url: null,
  contact_details: null,
  is_active: true,
  seo_settings: null,
  crm_email: null,
  created_at: '2026-01-05T12:00:00.000Z',
  ...fields,
});

/** A post by agent-1 titled `title`, with a slug, excerpt and content made from it. */
export const postRecord = <Fields extends { id: string; title: string; is_published: boolean }>(
  fields: Fields,
) => ({
  slug: fields.title.toLowerCase().replaceAll(' ', '-'),
  excerpt: `About ${fields.title}`,
  content: `All about ${fields.title}.`,
  featured_image_url: null,
  agent_id: 'agent-1',
  seo_settings: {},
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  published_at: null as string | null,
  ...fields,
});

/** The blog tests' two posts, for postRecord: a draft, and one published on 5 March 2026. */
export const draftPostFields = { id: 'p-draft', title: 'Spring rate outlook', is_published: false };
export const publishedPostFields = {
  id: 'p-live',
  title: 'First home buyers guide',
  is_published: true,
  published_at: '2026-03-05T12:00:00.000Z',
};
