import { randomUUID } from 'node:crypto';
import type { LeadActor, LeadEvent } from '@maplestone/shared/schemas/lead-record';
import { leadEventSchema } from '@maplestone/shared/schemas/lead-record';
import { tableName } from '../client';
import { ENTITY, keys, stamp } from '../keys';
import { putItems, queryPartition, type TransactItem, toEntity, transactWriteIfAllowed } from '../query';
import { entityPage, type Partition, rangeOf } from './pages';

/*
 * A lead's activity (issue 17, ADR 068): entries in the lead's own partition, newest first when read. An entry
 * that records a change is written in the change's transaction (leadEventPut); a note or an export's entry is
 * written on its own.
 */

/** A recorded entry of a lead's activity (the lead's own arrival is not one: it is the lead). */
export type RecordedLeadEvent = Exclude<LeadEvent, { kind: 'created' }>;

const toEvent = (item: Record<string, unknown> | undefined) =>
  toEntity(leadEventSchema, item) as RecordedLeadEvent | undefined;

/** A lead's activity entries in its own partition (base table `LEAD#{id}`, sort keys `EVENT#{at}#{uuid}`). */
const eventsOf = (leadId: string): Partition => ({
  index: 'base',
  pk: keys.lead(leadId).PK,
  prefix: keys.leadEventPrefix,
  ...rangeOf(keys.leadEventPrefix),
});

/** When and under which id an entry is recorded; tests pin them, callers leave them out. */
export interface EventStamp {
  now?: string;
  eventId?: string;
}

/** A change to a lead; with `ownerId` (an agent's call) it is conditional on the lead still being theirs. */
export type LeadChangeOptions = EventStamp & { ownerId?: string };

/** The stamp as recorded: the time now and a new entry id unless the caller (a test) pinned them. */
export function recordedStamp({ now, eventId }: EventStamp): Required<EventStamp> {
  return { now: now ?? new Date().toISOString(), eventId: eventId ?? randomUUID() };
}

/**
 * The Put of one activity entry, for the transaction of the change it records: it never overwrites
 * (an id used twice cancels the whole change).
 */
export function leadEventPut(leadId: string, event: RecordedLeadEvent, eventId: string): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.leadEvent(leadId, event.at, eventId), ...stamp(ENTITY.leadEvent, event.at), ...event },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** The lead is there, and (for an agent's call) still that agent's: checked in the same transaction. */
export function leadCondition(ownerId: string | undefined) {
  return {
    ConditionExpression: ownerId ? 'attribute_exists(PK) AND agent_id = :owner' : 'attribute_exists(PK)',
    ...(ownerId ? { ExpressionAttributeValues: { ':owner': ownerId } } : {}),
  };
}

export const leadActivity = {
  /**
   * Adds a note to the lead's activity, with the lead's `updated_at`, in one transaction. False when the
   * lead is gone or (with `ownerId`) no longer the owner's.
   */
  async addNote(
    leadId: string,
    text: string,
    actor: LeadActor,
    options: LeadChangeOptions = {},
  ): Promise<boolean> {
    const { now, eventId } = recordedStamp(options);
    const condition = leadCondition(options.ownerId);
    return transactWriteIfAllowed([
      {
        Update: {
          TableName: tableName,
          Key: keys.lead(leadId),
          UpdateExpression: 'SET updated_at = :now, updatedAt = :now',
          ...condition,
          ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':now': now },
        },
      },
      leadEventPut(leadId, { kind: 'note', at: now, actor, text }, eventId),
    ]);
  },

  /**
   * Records that these leads were in a CSV export (issue 17, ADR 069): a `csv_export` entry in each lead's
   * partition, 25 to a BatchWriteItem (unprocessed ones sent again). Each entry has a new id, so none
   * overwrites another; a lead deleted meanwhile only gets an entry its deletion never sees.
   */
  async recordCsvExport(
    leadIds: readonly string[],
    actor: LeadActor,
    { now = new Date().toISOString() }: Pick<EventStamp, 'now'> = {},
  ): Promise<void> {
    const entries = leadIds.map((leadId) => ({
      ...keys.leadEvent(leadId, now, randomUUID()),
      ...stamp(ENTITY.leadEvent, now),
      ...({ kind: 'csv_export', at: now, actor } satisfies RecordedLeadEvent),
    }));
    await putItems(entries, 'csv_export entries');
  },

  /** The lead's recorded activity, newest first (one Query of its own partition). */
  async history(leadId: string): Promise<RecordedLeadEvent[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.lead(leadId).PK, {
      prefix: keys.leadEventPrefix,
      newestFirst: true,
    });
    return items.map((item) => toEvent(item)!);
  },

  /** A page of the lead's recorded activity, newest first, from a position (issue 33, ADR 094). */
  page(leadId: string, window: { after?: string; limit: number }) {
    return entityPage(toEvent, [eventsOf(leadId)], { order: 'newest', ...window });
  },
};
