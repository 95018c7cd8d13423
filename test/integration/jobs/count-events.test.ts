import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { dayOf, keys } from '../../../functions/src/data/keys';
import { getItem, stats } from '../../../functions/src/data/repositories';
import { handler } from '../../../functions/src/jobs/count-events';
import { countersSettled } from '../../support/counters';
import { api } from '../../support/http';
import { superAdmin } from '../back-office/support';
import { applicationBody, contactBody, post } from '../public-api/support';

// count-events (ADR 065): the stack's own stream poller counts as Lambda would; redeliveries are played here
// by calling the handler with the records Lambda would send again.
const AGENT = 'agent-marc-tremblay';

async function counters() {
  const day = dayOf(new Date().toISOString());
  const [site, agent] = await Promise.all([stats.day(day), stats.agentTotals(AGENT)]);
  return { leads: site.leads, contact: site.leads_contact ?? 0, views: site.page_views, agent };
}

async function createLead(body: Record<string, unknown>): Promise<string> {
  const answer = await post<{ id: string }>('/api/leads', body);
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const insert = (image: Record<string, unknown>): DynamoDBRecord => ({
  eventName: 'INSERT',
  dynamodb: { NewImage: marshall(image, { removeUndefinedValues: true }) as never },
});
const remove = (image: Record<string, unknown>): DynamoDBRecord => ({
  eventName: 'REMOVE',
  dynamodb: { OldImage: marshall(image, { removeUndefinedValues: true }) as never },
});

describe('count-events: leads and page views reach the counters from the stream, each once', () => {
  it('counts a burst of leads and page views exactly, across transactions of at most 100 items', async () => {
    await countersSettled();
    const before = await counters();
    const LEADS = 30;
    const VIEWS = 120; // more than a transaction holds with their counters: the batch is split
    const answers = await Promise.all([
      ...Array.from({ length: LEADS }, () => post('/api/leads', contactBody({ agent_id: AGENT }))),
      ...Array.from({ length: VIEWS }, () =>
        post('/api/events', { agent_id: AGENT, event_type: 'page_view' }),
      ),
    ]);
    expect(answers.filter((answer) => answer.status >= 300)).toEqual([]);
    await countersSettled();
    const after = await counters();
    expect(after.leads - before.leads).toBe(LEADS);
    expect(after.contact - before.contact).toBe(LEADS);
    expect(after.views - before.views).toBe(VIEWS);
    expect(after.agent.leads - before.agent.leads).toBe(LEADS);
    expect(after.agent.page_views - before.agent.page_views).toBe(VIEWS);
  });

  it('does not count a redelivered new lead, page view or deletion a second time', async () => {
    const id = await createLead(applicationBody({ agent_id: AGENT }));
    await post('/api/events', { agent_id: AGENT, event_type: 'page_view' });
    await countersSettled();
    const stored = (await getItem(keys.lead(id)))!;
    expect(stored._uncounted).toBeUndefined();
    const asInserted = { ...stored, _uncounted: true };
    const counted = await counters();

    // The lead's INSERT twice in one batch and again later, and a page view whose item is gone.
    const view = {
      ...keys.pageView('already-counted'),
      _et: 'page_view',
      agent_id: AGENT,
      at: new Date().toISOString(),
    };
    await handler({ Records: [insert(asInserted), insert(asInserted), insert(view)] });
    await handler({ Records: [insert(asInserted)] });
    expect(await counters()).toEqual(counted);

    // Deleted (by the super admin): taken off once, however often its REMOVE comes.
    const token = await superAdmin();
    expect((await api('DELETE', `/api/admin/leads/${id}`, { token })).status).toBe(204);
    // A removal leaves nothing uncounted behind to wait for: watch the counter itself.
    await expect.poll(async () => (await counters()).leads, { timeout: 10_000 }).toBe(counted.leads - 1);
    const removed = await counters();
    expect(removed.agent.leads).toBe(counted.agent.leads - 1);
    await handler({ Records: [remove(stored), remove(stored)] });
    expect(await counters()).toEqual(removed);
  });
});
