import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { keys } from '../keys';
import { queryIndex, toEntity } from './query';

/** The agent record as stored: the back-office spec's fields. */
export interface Agent {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  bio: string | null;
  calendly_link: string | null;
  social_links: Partial<Record<'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'website', string>>;
  application_links: Partial<Record<'apply' | 'contact_form' | 'rate_quote' | 'scheduler', string>>;
  seo_settings: Partial<Record<'meta_title' | 'meta_description' | 'meta_keywords' | 'og_image', string>>;
  crm_email: string | null;
  headshot_url: string | null;
  banner_image_url: string | null;
  custom_background_image: string | null;
  agent_logo_url: string | null;
  badge_1_url: string | null;
  badge_2_url: string | null;
  contact_details: { address?: string };
  profile_slug: string | null;
  is_active: boolean;
  created_at: string;
}

export const agents = {
  async get(id: string): Promise<Agent | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.agent(id) }));
    return toEntity<Agent>(Item);
  },

  /** All agents, newest first (admin list). */
  async listNewestFirst(): Promise<Agent[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI2', 'AGENT', { newestFirst: true });
    return items.map((item) => toEntity<Agent>(item)!);
  },
};
