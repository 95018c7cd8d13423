import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';

// The modules read the table's name at import; nothing here touches the table.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.AWS_REGION ??= 'ca-central-1';
});

const { countingOf } = await import('../../../functions/src/services/counters');
const { counterDeltas, counterUpdates } = await import('../../../functions/src/data/repositories/stats');

const NOON = '2026-11-20T17:00:00.000Z'; // Nov 20 in Toronto
const LATE = '2026-11-21T03:30:00.000Z'; // still Nov 20 in Toronto (22:30)

function leadImage(fields: Record<string, unknown> = {}) {
  return {
    _et: { S: 'lead' },
    id: { S: 'lead-1' },
    type: { S: 'application' },
    agent_id: { S: 'agent-sarah' },
    created_at: { S: NOON },
    _uncounted: { BOOL: true },
    ...fields,
  };
}

const record = (eventName: 'INSERT' | 'REMOVE', image: object): DynamoDBRecord =>
  ({
    eventName,
    dynamodb: eventName === 'INSERT' ? { NewImage: image } : { OldImage: image },
  }) as DynamoDBRecord;

describe('countingOf: what a stream record adds to the counters, and the write that marks it counted', () => {
  it('a new lead adds one to the day, its type and its agent, marked by removing _uncounted', () => {
    const counting = countingOf(record('INSERT', leadImage()))!;
    expect(counting.marker.Update).toMatchObject({
      Key: { PK: 'LEAD#lead-1', SK: 'LEAD' },
      UpdateExpression: 'REMOVE #uncounted',
      ConditionExpression: 'attribute_exists(#uncounted)',
    });
    expect(counting.deltas.map((delta) => [delta.key, delta.counts])).toEqual([
      [
        { PK: 'STATS', SK: 'DAY#2026-11-20' },
        { leads: 1, leads_application: 1 },
      ],
      [{ PK: 'AGENT#agent-sarah', SK: 'STATS#DAY#2026-11-20' }, { leads: 1 }],
      [{ PK: 'AGENT#agent-sarah', SK: 'STATS' }, { leads: 1 }],
    ]);
  });

  it('an unassigned lead counts for the day only; a lead written before stream counting is not counted again', () => {
    const unassigned = countingOf(record('INSERT', leadImage({ agent_id: { NULL: true } })))!;
    expect(unassigned.deltas.map((delta) => delta.key.PK)).toEqual(['STATS']);
    const { _uncounted, ...older } = leadImage();
    expect(countingOf(record('INSERT', older))).toBeNull();
  });

  it('a deleted counted lead takes one off, marked by a removal item that expires; a never-counted one takes nothing', () => {
    const { _uncounted, ...counted } = leadImage();
    const now = new Date('2026-11-22T12:00:00.000Z');
    const removal = countingOf(record('REMOVE', counted), now)!;
    expect(removal.marker.Put).toMatchObject({
      Item: { PK: 'LEAD#lead-1', SK: 'REMOVAL_COUNTED', expiresAt: now.getTime() / 1000 + 2 * 24 * 3600 },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(removal.deltas[0]!.counts).toEqual({ leads: -1, leads_application: -1 });
    expect(countingOf(record('REMOVE', leadImage()))).toBeNull();
  });

  it('a page view adds one view to the day and the agent, marked by deleting the page view item', () => {
    const view = countingOf(
      record('INSERT', {
        _et: { S: 'page_view' },
        PK: { S: 'PAGEVIEW#v1' },
        SK: { S: 'PAGEVIEW' },
        agent_id: { S: 'agent-sarah' },
        at: { S: LATE },
      }),
    )!;
    expect(view.marker.Delete).toMatchObject({ Key: { PK: 'PAGEVIEW#v1', SK: 'PAGEVIEW' } });
    expect(view.deltas.map((delta) => [delta.key.SK, delta.counts])).toEqual([
      ['DAY#2026-11-20', { page_views: 1 }],
      ['STATS#DAY#2026-11-20', { page_views: 1 }],
      ['STATS', { page_views: 1 }],
    ]);
  });

  it('an unreadable record counts for nothing', () => {
    expect(countingOf(record('INSERT', { _et: { S: 'lead' }, id: { S: 'x' } }))).toBeNull();
    expect(countingOf(record('INSERT', { _et: { S: 'agent' } }))).toBeNull();
  });
});

describe('counterUpdates: a batch summed into one UpdateItem per counter item', () => {
  it('adds up every delta of the same item, and keeps items apart', () => {
    const deltas = [
      ...counterDeltas({ kind: 'lead', type: 'contact', agent_id: 'a', created_at: NOON, delta: 1 }),
      ...counterDeltas({ kind: 'lead', type: 'contact', agent_id: 'b', created_at: NOON, delta: 1 }),
      ...counterDeltas({ kind: 'lead', type: 'application', agent_id: 'a', created_at: NOON, delta: 1 }),
      ...counterDeltas({ kind: 'page_view', agent_id: 'a', at: NOON }),
    ];
    const updates = counterUpdates(deltas).map((item) => item.Update!);
    expect(updates).toHaveLength(5); // the day, a's day and total, b's day and total
    const day = updates.find((update) => update.Key!.PK === 'STATS')!;
    const added = Object.fromEntries(
      Object.entries(day.ExpressionAttributeNames!)
        .filter(([placeholder]) => placeholder.startsWith('#a'))
        .map(([placeholder, name]) => [name, day.ExpressionAttributeValues![`:${placeholder.slice(1)}`]]),
    );
    expect(added).toEqual({ leads: 3, leads_contact: 2, leads_application: 1, page_views: 1 });
  });
});
