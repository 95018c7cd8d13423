import { brand, messages } from '@maplestone/shared';
import { type DocumentMeta, summaryOf } from '../../lib/document-meta';
import {
  type AgentSource,
  agentCanonicalPath,
  agentJsonLd,
  breadcrumbJsonLd,
} from '../../lib/structured-data';

/** What the agent page's meta tags are made of (the public page's record, or the agent's own). */
export interface AgentMetaSource extends Partial<AgentSource> {
  id: string;
  name: string;
  profile_slug?: string | null;
  seo_settings?: {
    meta_title?: string | null;
    meta_description?: string | null;
    meta_keywords?: string | null;
    og_image?: string | null;
  } | null;
}

/**
 * The agent page's head: the agent's SEO settings, else their name, bio and headshot; one canonical URL;
 * the broker as a Person working for the brokerage, and Home › Find a Broker › the agent. The page sets it;
 * the dashboard's SEO tab previews its title and description.
 */
export function agentPageMeta(agent: AgentMetaSource): DocumentMeta {
  const seo = agent.seo_settings;
  const canonicalPath = agentCanonicalPath(agent);
  return {
    title: seo?.meta_title || `${agent.name}, ${messages.brokers.role} · ${brand.name}`,
    description: seo?.meta_description || (agent.bio ? summaryOf(agent.bio) : null),
    keywords: seo?.meta_keywords || null,
    image: seo?.og_image || agent.headshot_url || null,
    canonicalPath,
    type: 'profile',
    jsonLd: (siteUrl) => [
      agentJsonLd(siteUrl, agent, canonicalPath),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Find a Broker', path: '/find-broker' },
        { name: agent.name, path: canonicalPath },
      ]),
    ],
  };
}
