import {
  AGENT_IMAGE_FIELDS,
  type AgentAdminUpdate,
  type AgentSelfUpdate,
} from '@maplestone/shared/schemas/agents';
import type { Agent, AgentChanges } from '../../data/repositories/agents';
import { agentImageUrls, agentSeoSettings } from '../media';
import { assertOwnImageRefs } from './image-refs';

/** The whole agent record for its owner or a super admin, with stored image keys resolved to URLs. */
export function backOfficeAgent(agent: Agent) {
  return {
    ...agent,
    social_links: agent.social_links ?? {},
    application_links: agent.application_links ?? {},
    seo_settings: agentSeoSettings(agent.seo_settings),
    contact_details: agent.contact_details ?? {},
    ...agentImageUrls(agent),
  };
}

/** Only the keys that were sent: an absent key leaves the stored value alone, null clears it. */
function sent<T extends object>(values: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const NESTED = ['social_links', 'application_links', 'seo_settings', 'contact_details'] as const;

/**
 * The stored changes for a validated update. Nested groups (social links, application links, SEO,
 * contact details) are merged field by field, so saving one tab never wipes another's fields.
 * Every image reference must be an outside URL or one of this agent's own uploads.
 */
export function agentChanges(current: Agent, update: AgentSelfUpdate | AgentAdminUpdate): AgentChanges {
  assertOwnImageRefs(
    {
      ...Object.fromEntries(AGENT_IMAGE_FIELDS.map((field) => [field, update[field]])),
      'seo_settings.og_image': update.seo_settings?.og_image,
    },
    current.id,
  );
  const changes: Record<string, unknown> = sent(update);
  for (const group of NESTED) {
    if (update[group] !== undefined) changes[group] = { ...current[group], ...sent(update[group]) };
  }
  return changes as AgentChanges;
}
