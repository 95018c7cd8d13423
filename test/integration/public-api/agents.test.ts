import { peopleAgentWords } from '@maplestone/shared/i18n/en/people';
import { describe, expect, it } from 'vitest';
import { api } from '../../support/http';

interface AgentView {
  id: string;
  name: string;
  profile_slug: string | null;
  testimonials: { id: string; client_name: string }[];
  [field: string]: unknown;
}

describe('GET /api/agents', () => {
  it('lists active agents by name with the find-broker columns only', async () => {
    const answer = await api<Record<string, unknown>[]>('GET', '/api/agents');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/s-maxage/);
    expect(answer.body.map((a) => a.name)).toEqual(['Marc Tremblay', 'Priya Patel', 'Sarah Chen']);
    expect(Object.keys(answer.body[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'phone',
        'bio',
        // The bio's French (issue 37): a French find-broker page shows it.
        'fr',
        'profile_slug',
        'agent_logo_url',
        'headshot_url',
        'contact_details',
        'updated_at',
      ].sort(),
    );
  });

  it('answers the quote dialog options as [{ id, name }] of active agents', async () => {
    const answer = await api('GET', '/api/agents/options');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: 'agent-marc-tremblay', name: 'Marc Tremblay' },
      { id: 'agent-priya-patel', name: 'Priya Patel' },
      { id: 'agent-sarah-chen', name: 'Sarah Chen' },
    ]);
  });
});

describe('GET /api/agents/{idOrSlug}', () => {
  it('finds an agent by slug or by id: the public view with approved testimonials, newest first', async () => {
    const bySlug = await api<AgentView>('GET', '/api/agents/sarahchen');
    const byId = await api<AgentView>('GET', '/api/agents/agent-sarah-chen');
    expect(bySlug.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(bySlug.headers.get('cache-control')).toMatch(/s-maxage/);
    expect(bySlug.body).toMatchObject({
      id: 'agent-sarah-chen',
      name: 'Sarah Chen',
      profile_slug: 'sarahchen',
      calendly_link: 'https://calendly.com/maplestone-sarah',
      social_links: { facebook: 'https://facebook.com/sarahchenmortgages' },
      application_links: { apply: 'https://apply.maplestone.example/sarahchen' },
      contact_details: { address: '181 Bay Street, Suite 2200, Toronto, ON M5J 2T3' },
      is_active: true,
    });
    for (const field of [
      'email',
      'phone',
      'bio',
      'custom_background_image',
      'agent_logo_url',
      'badge_1_url',
      'badge_2_url',
      'headshot_url',
      'banner_image_url',
    ]) {
      expect(bySlug.body).toHaveProperty(field);
    }
    // Back-office fields stay private.
    for (const field of ['crm_email', 'user_id']) expect(bySlug.body).not.toHaveProperty(field);
    // The agent's SEO settings are the page's title and meta tags: public by nature.
    expect(bySlug.body.seo_settings).toMatchObject({
      meta_title: 'Sarah Chen, Toronto Mortgage Broker | Maplestone',
    });
    expect(bySlug.body.testimonials.map((t) => t.id)).toEqual(['testimonial-sarah-2', 'testimonial-sarah-1']);
    expect(Object.keys(bySlug.body.testimonials[0]!).sort()).toEqual([
      'client_name',
      'content',
      'id',
      'rating',
    ]);
  });

  it.each([
    ['an inactive agent by slug', 'danielwright'],
    ['an inactive agent by id', 'agent-daniel-wright'],
    ['an unknown agent', 'nobody'],
    ['a malformed identifier', 'bad%20slug!'],
  ])("answers %s with 404 'Agent not found'", async (_, idOrSlug) => {
    const answer = await api('GET', `/api/agents/${idOrSlug}`);
    expect(answer).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: peopleAgentWords.notFound } },
    });
  });
});
