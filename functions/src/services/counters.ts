import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod';
import { tableName } from '../data/client';
import { ENTITY, keys } from '../data/keys';
import { type TransactItem, TransactionCancelled, transactWrite } from '../data/repositories/query';
import {
  type Countable,
  type CounterDelta,
  counterDeltas,
  counterItemId,
  counterUpdates,
} from '../data/repositories/stats';

/**
 * The counters from the table's stream (ADR 065). Every record is counted once, however often it is
 * delivered: its own marker write (the lead's `_uncounted` flag removed, the page view item deleted, a
 * removal marker put beside a deleted lead) goes in the same transaction as the counter updates, under a
 * condition that fails when the record was counted before. A batch's records are summed into one
 * UpdateItem per counter item.
 */

/** DynamoDB's limit on the items of one transaction. */
const TRANSACTION_ITEMS = 100;
/** The removal marker outlives the stream's 24 h retention, then expires. */
const REMOVAL_MARKER_TTL_SECONDS = 2 * 24 * 3600;

const text = z.object({ S: z.string().min(1) });
const optionalText = z
  .object({ S: z.string().min(1) })
  .or(z.object({ NULL: z.literal(true) }))
  .optional();
const agentOf = (value: z.infer<typeof optionalText>) => (value && 'S' in value ? value.S : null);

const leadImage = z.object({
  _et: z.object({ S: z.literal(ENTITY.lead) }),
  id: text,
  type: text,
  agent_id: optionalText,
  created_at: text,
  _uncounted: z.object({ BOOL: z.boolean() }).optional(),
});
const pageViewImage = z.object({
  _et: z.object({ S: z.literal(ENTITY.pageView) }),
  PK: text,
  SK: text,
  agent_id: text,
  at: text,
});
const newLead = z.object({ eventName: z.literal('INSERT'), dynamodb: z.object({ NewImage: leadImage }) });
const newPageView = z.object({
  eventName: z.literal('INSERT'),
  dynamodb: z.object({ NewImage: pageViewImage }),
});
const removedLead = z.object({ eventName: z.literal('REMOVE'), dynamodb: z.object({ OldImage: leadImage }) });

/** One record to count: the write that marks it counted, and what it adds to the counters. */
interface Counting {
  marker: TransactItem;
  deltas: CounterDelta[];
}

/** What a record counts for, or null when it counts for nothing (unreadable, or a never-counted lead's removal). */
export function countingOf(record: DynamoDBRecord, now = new Date()): Counting | null {
  const pageView = newPageView.safeParse(record);
  if (pageView.success) {
    const view = pageView.data.dynamodb.NewImage;
    return {
      // Deleting the page view is its mark: a redelivery finds nothing to delete.
      marker: {
        Delete: {
          TableName: tableName,
          Key: { PK: view.PK.S, SK: view.SK.S },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      deltas: counterDeltas({ kind: 'page_view', agent_id: view.agent_id.S, at: view.at.S }),
    };
  }
  const created = newLead.safeParse(record);
  if (created.success) {
    const lead = created.data.dynamodb.NewImage;
    if (!lead._uncounted) return null; // written before counters came from the stream: counted then
    return {
      // A lead deleted before it was counted fails this too: it was never counted, so nothing to take off.
      marker: {
        Update: {
          TableName: tableName,
          Key: keys.lead(lead.id.S),
          UpdateExpression: 'REMOVE #uncounted',
          ConditionExpression: 'attribute_exists(#uncounted)',
          ExpressionAttributeNames: { '#uncounted': '_uncounted' },
        },
      },
      deltas: counterDeltas(leadCountable(lead, 1)),
    };
  }
  const removed = removedLead.safeParse(record);
  // Unreadable, or a lead still marked uncounted when deleted (it never reached the counters).
  if (!removed.success || removed.data.dynamodb.OldImage._uncounted) return null;
  const lead = removed.data.dynamodb.OldImage;
  return {
    marker: {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.leadRemovalCounted(lead.id.S),
          _et: ENTITY.leadRemovalCounted,
          createdAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + REMOVAL_MARKER_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    deltas: counterDeltas(leadCountable(lead, -1)),
  };
}

function leadCountable(lead: z.infer<typeof leadImage>, delta: 1 | -1): Countable {
  return {
    kind: 'lead',
    type: lead.type.S,
    agent_id: agentOf(lead.agent_id),
    created_at: lead.created_at.S,
    delta,
  };
}

/** Records in groups whose markers and summed counters fit in one transaction. */
function transactionGroups(countings: Counting[]): Counting[][] {
  const groups: Counting[][] = [];
  let group: Counting[] = [];
  let counters = new Set<string>();
  for (const counting of countings) {
    const next = new Set(counters);
    for (const delta of counting.deltas) next.add(counterItemId(delta.key));
    if (group.length > 0 && group.length + 1 + next.size > TRANSACTION_ITEMS) {
      groups.push(group);
      group = [];
      counters = new Set(counting.deltas.map((delta) => counterItemId(delta.key)));
    } else {
      counters = next;
    }
    group.push(counting);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Counts a group in one transaction. Markers whose condition failed belong to records counted before (a
 * redelivery): those leave the group and the rest is tried again. Returns how many records it counted.
 */
async function countGroup(group: Counting[]): Promise<number> {
  let pending = group;
  while (pending.length > 0) {
    try {
      await transactWrite([
        ...pending.map((counting) => counting.marker),
        ...counterUpdates(pending.flatMap((counting) => counting.deltas)),
      ]);
      return pending.length;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      const counted = new Set(
        pending.flatMap((_, index) => (error.reasons[index] === 'ConditionalCheckFailed' ? [index] : [])),
      );
      // A failure other than an already-counted record's marker: let the stream retry the batch.
      if (counted.size === 0) throw error;
      pending = pending.filter((_, index) => !counted.has(index));
    }
  }
  return 0;
}

/** Counts a stream batch; throws (and the stream redelivers it) when a write fails. */
export async function countRecords(records: DynamoDBRecord[]): Promise<{ counted: number; skipped: number }> {
  const countings = records.map((record) => countingOf(record)).filter((counting) => counting !== null);
  let counted = 0;
  for (const group of transactionGroups(countings)) counted += await countGroup(group);
  return { counted, skipped: records.length - counted };
}
