import { RATE_ALERT_STATUSES } from '@maplestone/shared/schemas/rate-alerts';
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod';
import { tableName } from '../data/client';
import { ENTITY, keys } from '../data/keys';
import { getItems, type TransactItem, transactWriteIfAllowed } from '../data/query';
import { rangeOf, readPartition } from '../data/repositories/pages';
import { type CounterDelta, counterUpdates, removalMarker } from '../data/repositories/stats';

/**
 * The rate alerts' counts from the table's stream (issue 33, ADR 094), the way count-events counts leads
 * (ADR 065, 092): the super admin's summary reads one item, `STATS`/`RATEALERTS`, whose attributes
 * `<province>|<rate_type>|<term>|<target>|<status>` count the alerts in each state. The state an alert is
 * counted in is kept on the alert (`_rolled`, that same attribute name), written in the transaction that moves
 * the counts and conditional on the state it had, so a redelivered record counts nothing; a deleted alert
 * comes off once, by a removal marker put beside it (two days, like a lead's).
 *
 * count-events counts them: `rateAlertCountings(records)` gives a batch's countings, each `{ marker, deltas }`
 * as counters.ts's are, to be written in its transactions beside the leads'.
 */

/** What an alert is counted by. */
export interface CountedAlert {
  id: string;
  province: string;
  rate_type: string;
  term: string;
  target: number;
  status: string;
  /** The state the counts hold for it, when they hold one. */
  _rolled?: string;
}

/** The count attribute of an alert's state: `Ontario|fixed|5 year|4.2|armed`. */
export const rateAlertCount = (alert: Omit<CountedAlert, 'id' | '_rolled'>) =>
  `${alert.province}|${alert.rate_type}|${alert.term}|${alert.target}|${alert.status}`;

/** A count attribute read back: its series, target and status (undefined for anything else). */
export function readRateAlertCount(name: string) {
  const [province, rateType, term, target, status, extra] = name.split('|');
  if (!province || !rateType || !term || !target || !status || extra !== undefined) return undefined;
  const value = Number(target);
  if (!Number.isFinite(value) || !(RATE_ALERT_STATUSES as readonly string[]).includes(status))
    return undefined;
  return {
    province,
    rate_type: rateType,
    term,
    target: value,
    status: status as (typeof RATE_ALERT_STATUSES)[number],
  };
}

/** One record to count: the write that marks it counted, and what it moves in the counts. */
export interface RateAlertCounting {
  marker: TransactItem;
  deltas: CounterDelta[];
}

const totals = (counts: Record<string, number>): CounterDelta => ({
  key: keys.rateAlertTotals,
  set: { _et: ENTITY.rateAlertStats },
  counts,
});

/**
 * An alert as it is now: the counts move from the state they hold for it (`_rolled`) to its state now, and the
 * alert records that state in the same transaction, conditional on the one it read. Null when they hold it.
 */
export function alertCounting(alert: CountedAlert): RateAlertCounting | null {
  const state = rateAlertCount(alert);
  const was = alert._rolled;
  if (was === state) return null;
  return {
    marker: {
      Update: {
        TableName: tableName,
        Key: keys.rateAlert(alert.id),
        UpdateExpression: 'SET #rolled = :rolled',
        ConditionExpression: `attribute_exists(PK) AND ${was === undefined ? 'attribute_not_exists(#rolled)' : '#rolled = :was'}`,
        ExpressionAttributeNames: { '#rolled': '_rolled' },
        ExpressionAttributeValues: { ':rolled': state, ...(was === undefined ? {} : { ':was': was }) },
      },
    },
    deltas: [totals({ [state]: 1, ...(was === undefined ? {} : { [was]: -1 }) })],
  };
}

/** A deleted alert: what the counts held for it comes off, once. Null when they held nothing. */
function removalCounting(alert: CountedAlert, now: Date): RateAlertCounting | null {
  if (alert._rolled === undefined) return null;
  return {
    marker: removalMarker(keys.rateAlertRemovalCounted(alert.id), ENTITY.rateAlertRemovalCounted, now),
    deltas: [totals({ [alert._rolled]: -1 })],
  };
}

// A rate alert's stream image, as far as its counting reads it (unmarshalled by hand, as counters.ts does).
const text = z.object({ S: z.string().min(1) });
const alertImage = z.object({
  _et: z.object({ S: z.literal(ENTITY.rateAlert) }),
  id: text,
  province: text,
  rate_type: text,
  term: text,
  target: z.object({ N: z.string().min(1) }),
  status: text,
  _rolled: z.object({ S: z.string() }).optional(),
});
const changedAlert = z.object({
  eventName: z.enum(['INSERT', 'MODIFY']),
  dynamodb: z.object({ NewImage: alertImage }),
});
const removedAlert = z.object({
  eventName: z.literal('REMOVE'),
  dynamodb: z.object({ OldImage: alertImage }),
});

function fieldsOf(image: z.infer<typeof alertImage>): CountedAlert {
  return {
    id: image.id.S,
    province: image.province.S,
    rate_type: image.rate_type.S,
    term: image.term.S,
    target: Number(image.target.N),
    status: image.status.S,
    ...(image._rolled ? { _rolled: image._rolled.S } : {}),
  };
}

/** The alert a stream record is about, if it is one's. */
function alertIdOf(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
  return image?._et?.S === ENTITY.rateAlert ? image.id?.S : undefined;
}

/**
 * What a stream record of a rate alert counts, from its image: a new or changed alert moves the counts to its
 * state (nothing when they hold it already: the usual case, the write of `_rolled` itself); a deleted one comes
 * off. Null for any other record. Each marker fails its condition when the record was counted before, and every
 * marker write is itself a change of the alert whose record carries the alert as it is then, so a change made
 * between a record and its counting is counted from that later record.
 */
export function rateAlertCounting(record: DynamoDBRecord, now = new Date()): RateAlertCounting | null {
  const changed = changedAlert.safeParse(record);
  if (changed.success) return alertCounting(fieldsOf(changed.data.dynamodb.NewImage));
  const removed = removedAlert.safeParse(record);
  if (removed.success) return removalCounting(fieldsOf(removed.data.dynamodb.OldImage), now);
  return null;
}

/**
 * A batch's countings of rate alerts: the last record of each alert only (the stream keeps one item's records
 * in order, and one transaction cannot write one item twice; the last image says all the earlier ones would).
 */
export function rateAlertCountings(
  records: readonly DynamoDBRecord[],
  now = new Date(),
): RateAlertCounting[] {
  const last = new Map<string, DynamoDBRecord>();
  for (const record of records) {
    const id = alertIdOf(record);
    if (id !== undefined) last.set(id, record);
  }
  return [...last.values()].flatMap((record) => {
    const counting = rateAlertCounting(record, now);
    return counting ? [counting] : [];
  });
}

/** Alerts read at a time by the backfill. */
const BATCH = 100;

/**
 * Counts the alerts written before their counts existed (the local stack at each start; `npm run backfill` in
 * AWS): each alert the counts do not hold as it is, one small transaction each, conditional as the stream's
 * (so it runs beside the live stream, and running it twice counts nothing). Returns how many it counted.
 */
export async function countRateAlertItems(): Promise<number> {
  const list = { index: 'GSI2' as const, pk: keys.lists.rateAlert, prefix: '', ...rangeOf('') };
  let counted = 0;
  let after: string | undefined;
  for (;;) {
    const { entries, more } = await readPartition(list, 'oldest', after, BATCH);
    if (entries.length === 0) break;
    const items = await getItems(
      entries.map((entry) => entry.key),
      { consistent: true },
    );
    for (const item of items) {
      const counting = alertCounting(item as unknown as CountedAlert);
      if (counting && (await transactWriteIfAllowed([counting.marker, ...counterUpdates(counting.deltas)]))) {
        counted++;
      }
    }
    after = entries.at(-1)!.position;
    if (!more) break;
  }
  return counted;
}
