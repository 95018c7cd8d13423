import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';

// The modules read the table's name at import; nothing here touches the table.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.AWS_REGION ??= 'ca-central-1';
});

const { rateAlertCounting, rateAlertCountings, rateAlertCount, readRateAlertCount } = await import(
  '../../../functions/src/services/rate-alert-counts'
);

const NOW = new Date('2026-11-20T17:00:00.000Z');

/** A rate alert's stream image (marshalled, as the stream carries it), with its fields changed as given. */
function image(fields: Record<string, string | number | undefined> = {}) {
  const values = {
    id: 'alert-1',
    province: 'Ontario',
    rate_type: 'fixed',
    term: '5 year',
    target: 4.2,
    status: 'armed',
    ...fields,
  };
  const marshalled: Record<string, unknown> = {
    PK: { S: `RATEALERT#${values.id}` },
    SK: { S: 'RATEALERT' },
    _et: { S: 'rate_alert' },
    email: { S: 'watcher@example.com' },
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    marshalled[name] = typeof value === 'number' ? { N: String(value) } : { S: value };
  }
  return marshalled;
}

const record = (
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  fields: Record<string, string | number | undefined> = {},
): DynamoDBRecord =>
  ({
    eventName,
    dynamodb: eventName === 'REMOVE' ? { OldImage: image(fields) } : { NewImage: image(fields) },
  }) as unknown as DynamoDBRecord;

const ARMED = 'Ontario|fixed|5 year|4.2|armed';
const FIRED = 'Ontario|fixed|5 year|4.2|fired';

describe('rateAlertCounting: a rate alert counted once, from the stream (ADR 094)', () => {
  it('names a state by series, target and status, and reads it back', () => {
    expect(
      rateAlertCount({
        province: 'Ontario',
        rate_type: 'fixed',
        term: '5 year',
        target: 4.2,
        status: 'armed',
      }),
    ).toBe(ARMED);
    expect(readRateAlertCount(ARMED)).toEqual({
      province: 'Ontario',
      rate_type: 'fixed',
      term: '5 year',
      target: 4.2,
      status: 'armed',
    });
    for (const name of [
      'createdAt',
      '_et',
      'Ontario|fixed|5 year|x|armed',
      'Ontario|fixed|5 year|4.2|gone',
      'a|b|c|1|armed|x',
    ]) {
      expect(readRateAlertCount(name), name).toBeUndefined();
    }
  });

  it('a new alert adds one to its state, marking it counted only if it was never counted', () => {
    const counting = rateAlertCounting(record('INSERT'), NOW)!;
    expect(counting.deltas).toEqual([
      { key: { PK: 'STATS', SK: 'RATEALERTS' }, set: { _et: 'rate_alert_stats' }, counts: { [ARMED]: 1 } },
    ]);
    expect(counting.marker).toEqual({
      Update: {
        TableName: 'unit-test',
        Key: { PK: 'RATEALERT#alert-1', SK: 'RATEALERT' },
        UpdateExpression: 'SET #rolled = :rolled',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#rolled)',
        ExpressionAttributeNames: { '#rolled': '_rolled' },
        ExpressionAttributeValues: { ':rolled': ARMED },
      },
    });
  });

  it('a change of status or target moves one count, conditional on the state counted before', () => {
    const fired = rateAlertCounting(record('MODIFY', { status: 'fired', _rolled: ARMED }), NOW)!;
    expect(fired.deltas[0]!.counts).toEqual({ [ARMED]: -1, [FIRED]: 1 });
    expect(fired.marker.Update).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND #rolled = :was',
      ExpressionAttributeValues: { ':rolled': FIRED, ':was': ARMED },
    });
    const retargeted = rateAlertCounting(record('MODIFY', { target: 3.95, _rolled: ARMED }), NOW)!;
    expect(retargeted.deltas[0]!.counts).toEqual({ [ARMED]: -1, 'Ontario|fixed|5 year|3.95|armed': 1 });
  });

  it('counts nothing for the write of its own mark, or a change that moves no count (a new last rate)', () => {
    expect(rateAlertCounting(record('MODIFY', { _rolled: ARMED }), NOW)).toBeNull();
    expect(rateAlertCounting(record('MODIFY', { _rolled: ARMED, last_rate: 4.1 }), NOW)).toBeNull();
  });

  it('a deleted alert comes off the count it was in, once: its removal marker must not exist yet', () => {
    const removed = rateAlertCounting(record('REMOVE', { status: 'unsubscribed', _rolled: FIRED }), NOW)!;
    // The state counted comes off, not the one its last image shows.
    expect(removed.deltas[0]!.counts).toEqual({ [FIRED]: -1 });
    expect(removed.marker).toEqual({
      Put: {
        TableName: 'unit-test',
        Item: {
          PK: 'RATEALERT#alert-1',
          SK: 'REMOVAL_COUNTED',
          _et: 'rate_alert_removal_counted',
          createdAt: NOW.toISOString(),
          expiresAt: Math.floor(NOW.getTime() / 1000) + 2 * 24 * 3600,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    });
    // Deleted before it was ever counted: nothing to take off.
    expect(rateAlertCounting(record('REMOVE'), NOW)).toBeNull();
  });

  it('ignores every other record: leads, page views, images that are not whole alerts', () => {
    const lead = { eventName: 'INSERT', dynamodb: { NewImage: { _et: { S: 'lead' }, id: { S: 'l1' } } } };
    expect(rateAlertCounting(lead as unknown as DynamoDBRecord, NOW)).toBeNull();
    const partial = {
      eventName: 'MODIFY',
      dynamodb: { NewImage: { _et: { S: 'rate_alert' }, id: { S: 'a' } } },
    };
    expect(rateAlertCounting(partial as unknown as DynamoDBRecord, NOW)).toBeNull();
  });

  it('a batch counts each alert from its last record only (one transaction cannot write an item twice)', () => {
    const countings = rateAlertCountings(
      [
        record('INSERT'),
        record('MODIFY', { status: 'fired' }),
        record('INSERT', { id: 'alert-2' }),
        record('MODIFY', { id: 'alert-2', _rolled: ARMED }),
        record('INSERT', { id: 'alert-3' }),
        record('REMOVE', { id: 'alert-3' }),
        { eventName: 'INSERT', dynamodb: { NewImage: { _et: { S: 'lead' } } } } as unknown as DynamoDBRecord,
      ],
      NOW,
    );
    // alert-1 counted as it was last seen (fired, never counted before); alert-2 already counted; alert-3 gone uncounted.
    expect(countings).toHaveLength(1);
    expect(countings[0]!.deltas[0]!.counts).toEqual({ [FIRED]: 1 });
    expect(countings[0]!.marker.Update?.Key).toEqual({ PK: 'RATEALERT#alert-1', SK: 'RATEALERT' });
  });
});
