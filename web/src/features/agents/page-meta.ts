import { brand, messages } from '@maplestone/shared';
import type { DocumentMeta } from '../../lib/document-meta';

/** What the agent page's meta tags are made of (the public page's record, or the agent's own). */
export interface AgentMetaSource {
  name: string;
  bio?: string | null;
  headshot_url?: string | null;
  seo_settings?: {
    meta_title?: string | null;
    meta_description?: string | null;
    meta_keywords?: string | null;
    og_image?: string | null;
  } | null;
}

/**
 * The agent page's title, description, keywords and share image: the agent's SEO settings, else their
 * name and bio and headshot. The page sets them; the dashboard's SEO tab previews them.
 */
export function agentPageMeta(agent: AgentMetaSource): DocumentMeta {
  const seo = agent.seo_settings;
  return {
    title: seo?.meta_title || `${agent.name}, ${messages.brokers.role} · ${brand.name}`,
    description: seo?.meta_description || agent.bio?.slice(0, 160) || null,
    keywords: seo?.meta_keywords || null,
    image: seo?.og_image || agent.headshot_url || null,
  };
}
