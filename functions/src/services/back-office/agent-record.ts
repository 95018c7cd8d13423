import {
  AGENT_IMAGE_FIELDS,
  type AgentAdminUpdate,
  type AgentSelfUpdate,
} from '@maplestone/shared/schemas/agents';
import type { Agent, AgentChanges } from '../../data/repositories/agents';
import { AGENT_IMAGE_BUCKET, agentImageUrls, agentSeoSettings, IMAGE_BUCKETS } from '../media';
import { assertOwnImageRefs, assertUploadedImages } from './image-refs';

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
 * contact details, the French) are merged field by field, so saving one tab never wipes another's fields.
 * Every image reference must be an outside URL or one of this agent's own uploads, and an upload newly
 * referenced must really be an image (ADR 098: else it is deleted and the whole update refused).
 */
export async function agentChanges(
  current: Agent,
  update: AgentSelfUpdate | AgentAdminUpdate,
): Promise<AgentChanges> {
  assertOwnImageRefs(
    {
      ...Object.fromEntries(AGENT_IMAGE_FIELDS.map((field) => [field, update[field]])),
      'seo_settings.og_image': update.seo_settings?.og_image,
    },
    current.id,
  );
  await assertUploadedImages([
    ...AGENT_IMAGE_FIELDS.map((field) => ({
      path: field,
      value: update[field],
      current: current[field],
      bucket: AGENT_IMAGE_BUCKET[field],
    })),
    {
      path: 'seo_settings.og_image',
      value: update.seo_settings?.og_image,
      current: current.seo_settings?.og_image,
      bucket: IMAGE_BUCKETS.media,
    },
  ]);
  const changes: Record<string, unknown> = sent(update);
  for (const group of NESTED) {
    if (update[group] !== undefined) changes[group] = { ...current[group], ...sent(update[group]) };
  }
  // The French (issue 37) is a group too, edited from two tabs (the bio with the profile, the meta tags with SEO):
  // merged the same way, its meta tags field by field; null removes it whole.
  if (update.fr) {
    const { seo_settings, ...bio } = update.fr;
    changes.fr = {
      ...current.fr,
      ...sent(bio),
      ...(seo_settings ? { seo_settings: { ...current.fr?.seo_settings, ...sent(seo_settings) } } : {}),
    };
  }
  return changes as AgentChanges;
}
