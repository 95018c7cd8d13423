import { peopleAgentWords } from '@maplestone/shared/i18n/en/people';
import { siteNewsletterWords } from '@maplestone/shared/i18n/en/site';
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../../functions/src/data/keys';
import { countIndex, stats, subscribers } from '../../../functions/src/data/repositories';
import { routes } from '../../../functions/src/routes';
import { countersSettled } from '../../support/counters';
import { askAndConfirm } from '../../support/subscriptions';
import { post, viewer } from './support';

const subscriberCount = () => countIndex('GSI2', 'SUBSCRIBER');

describe('POST /api/newsletter', () => {
  it('stores an address once it confirms from the e-mailed link; asking again (any case) is not a second record', async () => {
    const email = `reader-${Date.now()}@example.com`;
    const before = await subscriberCount();
    const { confirmed } = await askAndConfirm(email, () => post('/api/newsletter', { email }));
    expect(confirmed.body).toContain(siteNewsletterWords.success);
    await askAndConfirm(email, () => post('/api/newsletter', { email: email.toUpperCase() }));
    expect(await subscriberCount()).toBe(before + 1);
    expect((await subscribers.listNewestFirst())[0]?.email).toBe(email);
  });

  it('drops a filled honeypot silently and rejects bad input with 400', async () => {
    const before = await subscriberCount();
    expect(
      (await post('/api/newsletter', { email: `bot-${Date.now()}@example.com`, website: 'x' })).status,
    ).toBe(202);
    for (const body of [{}, { email: 'nope' }, { email: 'a@b.co', name: 'extra' }, { email: 42 }]) {
      const answer = await post('/api/newsletter', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await subscriberCount()).toBe(before);
  });

  it('limits subscriptions per client', async () => {
    const headers = viewer();
    const statuses: number[] = [];
    // Fixed windows of a minute: 2 × limit + 1 tries put more than the limit in one window even when a window
    // ends mid-loop (limit + 1 tries failed CI when a minute turned during the loop).
    const limit = routes.find((route) => route.path === '/api/newsletter')!.perClientPerMinute!;
    while (!statuses.includes(429) && statuses.length < 2 * limit + 1) {
      statuses.push(
        (await post('/api/newsletter', { email: `limit-${statuses.length}@example.com` }, headers)).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(202));
    expect(statuses).toContain(429);
  });
});

describe('POST /api/events', () => {
  it("counts an active agent's page view for the agent and the day once the stream drains", async () => {
    const day = dayOf(new Date().toISOString());
    const agent = 'agent-marc-tremblay';
    await countersSettled();
    const [totalBefore, dayBefore] = await Promise.all([stats.agentTotals(agent), stats.day(day)]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/events', { agent_id: agent, event_type: 'page_view' })),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { counted: true } });
    await countersSettled();
    const [totalAfter, dayAfter] = await Promise.all([stats.agentTotals(agent), stats.day(day)]);
    expect(totalAfter.page_views).toBe(totalBefore.page_views + 3);
    expect(dayAfter.page_views).toBe(dayBefore.page_views + 3);
    const series = await stats.agentDaily(agent);
    expect(series.at(-1)).toMatchObject({ day, agent_id: agent });
    expect((await stats.allAgentTotals()).map((s) => s.agent_id)).toContain(agent);
  });

  it('refuses unknown and inactive agents (404) and other event types (400), counting nothing', async () => {
    const before = await countIndex('GSI2', 'AGENT_STATS');
    const unknown = await post('/api/events', { agent_id: 'agent-nobody', event_type: 'page_view' });
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: peopleAgentWords.notFound } } });
    const inactive = await post('/api/events', { agent_id: 'agent-daniel-wright', event_type: 'page_view' });
    expect(inactive.status).toBe(404);
    const click = await post('/api/events', { agent_id: 'agent-marc-tremblay', event_type: 'click' });
    expect(click.status).toBe(400);
    await countersSettled();
    expect(await countIndex('GSI2', 'AGENT_STATS')).toBe(before);
    expect((await stats.agentTotals('agent-daniel-wright')).page_views).toBe(0);
  });
});
