import type { AgentPublic } from '@maplestone/shared/schemas/agents';
import type { TestimonialPublic } from '@maplestone/shared/schemas/content-record';
import { type Agent, agents } from '../data/repositories/agents';
import type { Testimonial } from '../data/repositories/testimonials';
import { agentImageUrl, agentImageUrls, agentSeoSettings } from './media';
import { readThrough } from './read-cache';

/**
 * An agent's record through the public read cache (ADR 010): the lead and page-view routes check the agent
 * is active. Under a name of its own: get-agent caches the public page itself as `agent:{idOrSlug}`.
 */
export function cachedAgentRecord(id: string): Promise<Agent | undefined> {
  return readThrough(`agent-record:${id}`, () => agents.get(id));
}

export const publicTestimonial = (testimonial: Testimonial): TestimonialPublic => ({
  id: testimonial.id,
  client_name: testimonial.client_name,
  content: testimonial.content,
  rating: testimonial.rating,
});

/** What every public view of an agent shows: who they are and how to reach them. */
const agentBasics = (agent: Agent) => ({
  id: agent.id,
  name: agent.name,
  email: agent.email,
  phone: agent.phone ?? null,
  bio: agent.bio ?? null,
  fr: agent.fr ?? null,
  profile_slug: agent.profile_slug ?? null,
  contact_details: agent.contact_details ?? {},
});

/** The agent page's view: every public field the spec lists and its SEO meta, images resolved; never crm_email or user_id. */
export function publicAgent(agent: Agent, approved: readonly Testimonial[]) {
  const view: AgentPublic = {
    ...agentBasics(agent),
    calendly_link: agent.calendly_link ?? null,
    social_links: agent.social_links ?? {},
    application_links: agent.application_links ?? {},
    ...agentImageUrls(agent),
    is_active: agent.is_active,
    seo_settings: agentSeoSettings(agent.seo_settings),
  };
  return { ...view, testimonials: approved.map(publicTestimonial) };
}

/** Find-broker and contact lists: the spec's columns of the agents select. */
export const agentListItem = (agent: Agent) => ({
  ...agentBasics(agent),
  agent_logo_url: agentImageUrl(agent, 'agent_logo_url'),
  headshot_url: agentImageUrl(agent, 'headshot_url'),
  /** When the agent's record last changed, its creation until then (the sitemap's lastmod for their page). */
  updated_at: agent.updated_at ?? agent.created_at,
});

export const agentOption = (agent: Agent) => ({ id: agent.id, name: agent.name });
