import { timestampSchema } from '@maplestone/shared/schemas/common';
import { idSchema } from '@maplestone/shared/schemas/id';
import * as z from 'zod';
import { db, GetCommand, tableName } from '../client';
import { ENTITY, keys } from '../keys';
import {
  countIndex,
  getItem,
  queryEntities,
  type TransactItem,
  TransactionCancelled,
  toEntity,
  transactWrite,
  withConsistentReads,
} from '../query';

/*
 * The landing's files with documents to review (issue 38, ADR 119): one small item per file while any of its
 * checklist items is 'uploaded' (the borrower sent a file the broker has neither accepted nor refused), in the
 * lead's partition (`LEAD#{id}`/`FILE#REVIEW`). It names those items (a string set: adding an id twice is adding it
 * once) and the agent holding the lead, and sits in two sparse queues by the time it started waiting: GSI3
 * `FILE#TOREVIEW` (every file: the super admin's landing) and, while an agent holds the lead, GSI1 `AGENT#{id}` under
 * `FILEREVIEW#` (that agent's landing). It is written only inside the transactions that change what it reflects:
 * - a confirmed upload adds its item, with the lead's holder as read and a ConditionCheck that the lead still has
 *   that holder (file-documents.ts recordUpload);
 * - a review (accepted or refused) takes its item off; the last one deletes the entry, conditional on the set as
 *   read (file-documents.ts review);
 * - a reassignment moves the entry to the new agent's collection, conditional on the entry being there, or not, as
 *   read (leads.reassign, services/back-office/leads.ts).
 * A transaction whose entry or holder condition fails changed nothing: it is read again and tried again.
 */

const storedFileReviewSchema = z.object({
  lead_id: idSchema,
  agent_id: idSchema.nullable(),
  /** The ids of the checklist items uploaded and not reviewed yet. */
  items: z.set(z.string()),
  /** When the file started waiting for a review (the entry's creation): its place in the queues. */
  since: timestampSchema,
});
export type StoredFileReview = z.infer<typeof storedFileReviewSchema>;

const toFileReview = (item: Record<string, unknown> | undefined) => toEntity(storedFileReviewSchema, item);

/** Tries of a write whose entry or holder changed between its read and its write. */
export const ENTRY_ATTEMPTS = 4;

/** The condition that the lead is there and held by `agentId` (null: by no agent), as read. */
function holderCheck(leadId: string, agentId: string | null): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: keys.lead(leadId),
      ConditionExpression: agentId
        ? 'attribute_exists(PK) AND #agent = :agent'
        : 'attribute_exists(PK) AND (attribute_not_exists(#agent) OR attribute_type(#agent, :null))',
      ExpressionAttributeNames: { '#agent': 'agent_id' },
      ExpressionAttributeValues: agentId ? { ':agent': agentId } : { ':null': 'NULL' },
    },
  };
}

/** The SET of the agent's queue keys (GSI1) for `agentId`, or their REMOVE when no agent holds the lead. */
function agentQueue(leadId: string, since: string, agentId: string | null, overwrite: boolean) {
  const queues = keys.fileReviewQueues(since, leadId, agentId);
  if (!('GSI1PK' in queues)) return { set: [], remove: ['GSI1PK', 'GSI1SK'], values: {} };
  return {
    set: ['GSI1PK = :g1pk', overwrite ? 'GSI1SK = :g1sk' : 'GSI1SK = if_not_exists(GSI1SK, :g1sk)'],
    remove: [],
    values: { ':g1pk': queues.GSI1PK, ':g1sk': queues.GSI1SK },
  };
}

/** The outcome of a write that carries the entry's part: done, refused by its own guard, or to try again. */
export type EntryWrite = 'written' | 'refused' | 'retry';

/**
 * A transaction whose first item is the write's own guard and whose last `entryItems` are the entry's part (with
 * the holder's check): 'refused' when the guard failed, 'retry' when only the entry's part did (read it again).
 */
export async function writeWithEntry(items: TransactItem[], entryItems: number): Promise<EntryWrite> {
  try {
    await transactWrite(items);
    return 'written';
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.reasons[0] === 'ConditionalCheckFailed') return 'refused';
    const entryFailed = error.reasons
      .slice(items.length - entryItems)
      .some((reason) => reason === 'ConditionalCheckFailed');
    if (entryItems > 0 && entryFailed) return 'retry';
    throw error;
  }
}

export const fileReviews = {
  /** A file's entry as stored now (strongly consistent: the write built from it is conditional on it). */
  async get(leadId: string): Promise<StoredFileReview | undefined> {
    return toFileReview(await withConsistentReads(() => getItem(keys.fileReview(leadId))));
  },

  /** Who holds the lead now (null: no agent), strongly consistent; undefined when the lead is gone. */
  async holder(leadId: string): Promise<{ agentId: string | null } | undefined> {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.lead(leadId),
        ProjectionExpression: 'PK, agent_id',
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    return { agentId: typeof Item.agent_id === 'string' ? Item.agent_id : null };
  },

  /**
   * An upload's part of its transaction: the lead still held by `agentId` (as read), and the item added to the
   * entry (created with its queue keys if there was none).
   */
  uploaded(
    leadId: string,
    itemId: string,
    agentId: string | null,
    read: StoredFileReview | undefined,
    now: string,
  ): TransactItem[] {
    const since = read?.since ?? now;
    const queues = keys.fileReviewQueues(since, leadId, agentId);
    const agent = agentQueue(leadId, since, agentId, false);
    const sets = [
      '#lead = :lead',
      '#agent = :agentId',
      '#since = if_not_exists(#since, :since)',
      'GSI3PK = :g3pk',
      'GSI3SK = if_not_exists(GSI3SK, :g3sk)',
      ...agent.set,
      '#et = if_not_exists(#et, :et)',
      'createdAt = if_not_exists(createdAt, :now)',
      'updatedAt = :now',
    ];
    return [
      holderCheck(leadId, agentId),
      {
        Update: {
          TableName: tableName,
          Key: keys.fileReview(leadId),
          UpdateExpression: `SET ${sets.join(', ')}${agent.remove.length ? ` REMOVE ${agent.remove.join(', ')}` : ''} ADD #items :ids`,
          ExpressionAttributeNames: {
            '#lead': 'lead_id',
            '#agent': 'agent_id',
            '#since': 'since',
            '#et': '_et',
            '#items': 'items',
          },
          ExpressionAttributeValues: {
            ':lead': leadId,
            ':agentId': agentId,
            ':since': since,
            ':g3pk': queues.GSI3PK,
            ':g3sk': queues.GSI3SK,
            ...agent.values,
            ':et': ENTITY.fileReview,
            ':now': now,
            ':ids': new Set([itemId]),
          },
        },
      },
    ];
  },

  /**
   * A review's part of its transaction (the item accepted or refused): the item taken off the entry as read, the
   * entry deleted with its last item; none when the entry does not name it.
   */
  reviewed(leadId: string, itemId: string, read: StoredFileReview | undefined, now: string): TransactItem[] {
    if (!read?.items.has(itemId)) return [];
    const names = { '#items': 'items' };
    if (read.items.size === 1) {
      return [
        {
          Delete: {
            TableName: tableName,
            Key: keys.fileReview(leadId),
            ConditionExpression: 'size(#items) = :one AND contains(#items, :id)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':one': 1, ':id': itemId },
          },
        },
      ];
    }
    return [
      {
        Update: {
          TableName: tableName,
          Key: keys.fileReview(leadId),
          UpdateExpression: 'SET updatedAt = :now DELETE #items :ids',
          ConditionExpression: 'size(#items) > :one AND contains(#items, :id)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':one': 1, ':id': itemId, ':ids': new Set([itemId]), ':now': now },
        },
      },
    ];
  },

  /**
   * A reassignment's part of its transaction: the entry (as read) moved to the new agent's collection (none: out of
   * every agent's), or, when there was none, the condition that there still is none.
   */
  reassigned(leadId: string, agentId: string | null, read: StoredFileReview | undefined): TransactItem {
    if (!read) {
      return {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.fileReview(leadId),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      };
    }
    const agent = agentQueue(leadId, read.since, agentId, true);
    return {
      Update: {
        TableName: tableName,
        Key: keys.fileReview(leadId),
        UpdateExpression: `SET ${['#agent = :agentId', ...agent.set].join(', ')}${agent.remove.length ? ` REMOVE ${agent.remove.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#agent': 'agent_id' },
        ExpressionAttributeValues: { ':agentId': agentId, ...agent.values },
      },
    };
  },

  /**
   * The first page of the files waiting for a review, the longest waiting first, and how many there are: every
   * file's (`agentId` undefined) or one agent's. One Query of a sparse queue and one COUNT of it (it holds only files
   * waiting for their broker, like the testimonials' review queue).
   */
  async page(
    agentId: string | undefined,
    limit: number,
  ): Promise<{ items: StoredFileReview[]; total: number }> {
    const [items, total] =
      agentId === undefined
        ? await Promise.all([
            queryEntities(toFileReview, 'GSI3', keys.filesToReview, { limit }),
            countIndex('GSI3', keys.filesToReview),
          ])
        : await Promise.all([
            queryEntities(toFileReview, 'GSI1', keys.agentCollection(agentId), {
              prefix: keys.agentFileReviewPrefix,
              limit,
            }),
            countIndex('GSI1', keys.agentCollection(agentId), keys.agentFileReviewPrefix),
          ]);
    return { items, total };
  },

  /**
   * Takes items off the entry outside any other write (the anonymisation's items, whose files are gone: nothing is
   * left to review). Each is its own conditional write, read again when it loses a race; running it again changes
   * nothing more.
   */
  async forget(leadId: string, itemIds: readonly string[], now = new Date().toISOString()): Promise<void> {
    for (const itemId of itemIds) {
      for (let attempt = 1; attempt <= ENTRY_ATTEMPTS; attempt++) {
        const part = this.reviewed(leadId, itemId, await this.get(leadId), now);
        if (part.length === 0 || (await writeWithEntry(part, part.length)) === 'written') break;
      }
    }
  },
};
