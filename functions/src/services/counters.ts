import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod';
import { tableName } from '../data/client';
import { ENTITY, keys } from '../data/keys';
import { getItems, type TransactItem, TransactionCancelled, transactWrite } from '../data/query';
import {
  type CounterDelta,
  counterItemId,
  counterUpdates,
  pageViewDeltas,
  removalMarker,
} from '../data/repositories/stats';
import {
  encodeRollup,
  isRolled,
  type Represented,
  type RollupFields,
  representedOf,
  rollupChange,
  rollupStateOf,
} from './lead-rollups';
import { rateAlertCountings } from './rate-alert-counts';

/**
 * The counters from the table's stream (ADR 065, 092). Every change is counted once, however often it is
 * delivered: its own marker write (the state counted recorded on the lead, the page view item deleted, a
 * removal marker put beside a deleted lead) goes in the same transaction as the counter updates, under a
 * condition that fails when the change was counted before. A batch's changes are summed into one
 * UpdateItem per counter item.
 */

/** DynamoDB's limit on the items of one transaction. */
const TRANSACTION_ITEMS = 100;

const text = z.object({ S: z.string().min(1) });
const optionalText = z
  .object({ S: z.string().min(1) })
  .or(z.object({ NULL: z.literal(true) }))
  .optional();
const textOf = (value: z.infer<typeof optionalText>) => (value && 'S' in value ? value.S : null);

/** A lead's image, as far as its rollup reads it (unmarshalled by hand: the consumer needs no SDK util). */
const leadImage = z.object({
  _et: z.object({ S: z.literal(ENTITY.lead) }),
  id: text,
  type: text,
  source: text,
  status: text,
  agent_id: optionalText,
  created_at: text,
  first_contacted_at: optionalText,
  _file_reached: optionalText,
  _uncounted: z.object({ BOOL: z.boolean() }).optional(),
  _rolled: z.object({ S: z.string() }).optional(),
});
const pageViewImage = z.object({
  _et: z.object({ S: z.literal(ENTITY.pageView) }),
  PK: text,
  SK: text,
  agent_id: text,
  at: text,
});
const changedLead = z.object({
  eventName: z.enum(['INSERT', 'MODIFY']),
  dynamodb: z.object({ NewImage: leadImage }),
});
const newPageView = z.object({
  eventName: z.literal('INSERT'),
  dynamodb: z.object({ NewImage: pageViewImage }),
});
const removedLead = z.object({ eventName: z.literal('REMOVE'), dynamodb: z.object({ OldImage: leadImage }) });

type LeadImage = z.infer<typeof leadImage>;

/** A lead image's fields as the rollup reads them. */
function imageFields(image: LeadImage): RollupFields & { id: string } {
  return {
    id: image.id.S,
    created_at: image.created_at.S,
    agent_id: textOf(image.agent_id),
    status: image.status.S,
    type: image.type.S,
    source: image.source.S,
    first_contacted_at: textOf(image.first_contacted_at),
    _file_reached: textOf(image._file_reached),
    ...(image._rolled ? { _rolled: image._rolled.S } : {}),
    ...(image._uncounted ? { _uncounted: image._uncounted.BOOL } : {}),
  };
}

/** One record to count: the write that marks it counted, and what it adds to the counters. */
interface Counting {
  marker: TransactItem;
  deltas: CounterDelta[];
}

/** What a page view counts for: its own deletion is its mark, so a redelivery finds nothing to delete. */
function pageViewCounting(view: z.infer<typeof pageViewImage>): Counting {
  return {
    marker: {
      Delete: {
        TableName: tableName,
        Key: { PK: view.PK.S, SK: view.SK.S },
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    deltas: pageViewDeltas(view.agent_id.S, view.at.S),
  };
}

/**
 * A deleted lead's counting: what the counters held for it comes off, once (its removal marker is put beside
 * it, conditional on not being there). Null when they held nothing (deleted before it was first counted).
 */
function removalCounting(lead: RollupFields & { id: string }, now: Date): Counting | null {
  const held = representedOf(lead);
  if (held.kind === 'none') return null;
  return {
    marker: removalMarker(keys.leadRemovalCounted(lead.id), ENTITY.leadRemovalCounted, now),
    deltas: rollupChange(held, null),
  };
}

/** The condition that the counters still hold for the lead what its item said when read. */
function heldAsRead(held: Represented, was: string | undefined) {
  if (held.kind === 'rolled') {
    return { ConditionExpression: 'attribute_exists(PK) AND #rolled = :was', values: { ':was': was } };
  }
  return {
    ConditionExpression: `attribute_exists(PK) AND ${held.kind === 'none' ? 'attribute_exists' : 'attribute_not_exists'}(#uncounted) AND attribute_not_exists(#rolled)`,
    values: {},
  };
}

/**
 * A lead's counting from its item as it is now: the counters move from what they hold for it to its state
 * now, and the lead records that state (`_rolled`) in the same transaction, conditional on what it read.
 * Null when they hold its state already.
 */
export function leadCounting(lead: RollupFields & { id: string }): Counting | null {
  const held = representedOf(lead);
  const state = rollupStateOf(lead, held);
  const rolled = encodeRollup(state);
  if (lead._rolled === rolled) return null;
  const condition = heldAsRead(held, lead._rolled);
  return {
    marker: {
      Update: {
        TableName: tableName,
        Key: keys.lead(lead.id),
        UpdateExpression: 'SET #rolled = :rolled REMOVE #uncounted',
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: { '#rolled': '_rolled', '#uncounted': '_uncounted' },
        ExpressionAttributeValues: { ':rolled': rolled, ...condition.values },
      },
    },
    deltas: rollupChange(held, state),
  };
}

/**
 * What a batch counts: rate alerts from their last record; page views as they come; deleted leads from their last image; changed leads from
 * their item as it is now (read once per lead, consistently), unless the image shows the counters hold it
 * already (the usual case: the write of `_rolled` itself, or a change that moves no counter).
 */
async function countingsOf(records: DynamoDBRecord[], now: Date): Promise<Counting[]> {
  // Rate alerts are counted from their images (issue 33, ADR 094); a record of anything else gives none.
  const countings: Counting[] = rateAlertCountings(records, now);
  const changed = new Set<string>();
  const removed = new Set<string>();
  for (const record of records) {
    const pageView = newPageView.safeParse(record);
    if (pageView.success) {
      countings.push(pageViewCounting(pageView.data.dynamodb.NewImage));
      continue;
    }
    const gone = removedLead.safeParse(record);
    if (gone.success) {
      const lead = imageFields(gone.data.dynamodb.OldImage);
      removed.add(lead.id);
      const counting = removalCounting(lead, now);
      if (counting) countings.push(counting);
      continue;
    }
    const lead = changedLead.safeParse(record);
    if (lead.success && !isRolled(imageFields(lead.data.dynamodb.NewImage))) {
      changed.add(lead.data.dynamodb.NewImage.id.S);
    }
  }
  // A lead deleted in this batch is counted from its last image above, not from an item that is gone.
  const toRead = [...changed].filter((id) => !removed.has(id));
  const items = await getItems(
    toRead.map((id) => keys.lead(id)),
    { consistent: true },
  );
  for (const item of items) {
    const counting = leadCounting(item as unknown as RollupFields & { id: string });
    if (counting) countings.push(counting);
  }
  return countings;
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
export async function countRecords(
  records: DynamoDBRecord[],
  now = new Date(),
): Promise<{ counted: number; skipped: number }> {
  const countings = await countingsOf(records, now);
  let counted = 0;
  for (const group of transactionGroups(countings)) counted += await countGroup(group);
  return { counted, skipped: records.length - counted };
}

/**
 * Counts leads as they are now, whatever the stream did (the backfill, ADR 092): each one the counters do not
 * hold as it is gets its counting, in transactions as a stream batch would. Running it again counts nothing.
 */
export async function countLeadItems(items: readonly Record<string, unknown>[]): Promise<number> {
  const countings = items.flatMap((item) => {
    const counting = leadCounting(item as unknown as RollupFields & { id: string });
    return counting ? [counting] : [];
  });
  let counted = 0;
  for (const group of transactionGroups(countings)) counted += await countGroup(group);
  return counted;
}
