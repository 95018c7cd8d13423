import { db, GetCommand, QueryCommand, tableName } from '../client';
import { keys } from '../keys';
import { conditionalUpdate, queryIndex, TransactionCancelled, transactWrite } from '../query';
import { leadEventPut } from './lead-activity';

/**
 * The CRM export state of a lead (issue 9), kept on the lead item in internal attributes that never
 * reach the wire (toEntity drops `_` names): `_exportLeaseUntil` while a delivery sends it,
 * `_exportedAt`/`_exportedTo` once sent, `_exportAttempts` counting claims. Only UpdateItem, no counters.
 * A lead not yet exported is on the sparse GSI3 queue (keys.leadUnexported); the mark takes it off.
 */
export type ExportClaim =
  | { state: 'claimed'; lead: Record<string, unknown> }
  | { state: 'exported' | 'busy' | 'missing' };

export const leadExports = {
  /** Takes the lead for sending unless it is exported or another delivery's lease is still live. */
  async claim(leadId: string, leaseUntil: string, now: string): Promise<ExportClaim> {
    const claimed = await conditionalUpdate(keys.lead(leadId), {
      UpdateExpression: 'SET #lease = :until ADD #attempts :one',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(#exported) AND (attribute_not_exists(#lease) OR #lease < :now)',
      ExpressionAttributeNames: {
        '#lease': '_exportLeaseUntil',
        '#attempts': '_exportAttempts',
        '#exported': '_exportedAt',
      },
      ExpressionAttributeValues: { ':until': leaseUntil, ':now': now, ':one': 1 },
    });
    if (claimed) return { state: 'claimed', lead: claimed };
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.lead(leadId), ConsistentRead: true }),
    );
    if (!Item) return { state: 'missing' };
    return { state: Item._exportedAt ? 'exported' : 'busy' };
  },

  /** Gives back this delivery's lease (and only it) after a failed send. */
  async release(leadId: string, leaseUntil: string): Promise<void> {
    await conditionalUpdate(keys.lead(leadId), {
      UpdateExpression: 'REMOVE #lease',
      ConditionExpression: '#lease = :until',
      ExpressionAttributeNames: { '#lease': '_exportLeaseUntil' },
      ExpressionAttributeValues: { ':until': leaseUntil },
    });
  },

  /**
   * Marks the lead exported, once, and takes it off the unexported queue, with the entry in its activity
   * (issue 17) in the same transaction: a second mark changes nothing and adds no entry.
   */
  async markExported(leadId: string, to: string, at: string): Promise<void> {
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName,
            Key: keys.lead(leadId),
            UpdateExpression: 'SET #exported = :at, #to = :to REMOVE #lease, GSI3PK, GSI3SK',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#exported)',
            ExpressionAttributeNames: {
              '#exported': '_exportedAt',
              '#to': '_exportedTo',
              '#lease': '_exportLeaseUntil',
            },
            ExpressionAttributeValues: { ':at': at, ':to': to },
          },
        },
        // The mark's condition lets one export through, and its entry with it.
        leadEventPut(leadId, { kind: 'crm_email', at, to }, 'crm-email'),
      ]);
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
    }
  },

  /**
   * Leads still unexported that were created before `createdBefore`, oldest first, at most `limit`
   * (one Query on the sparse GSI3: only unexported leads are in it).
   */
  async listUnexported(createdBefore: string, limit: number): Promise<{ id: string; createdAt: string }[]> {
    const { Items } = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :queue AND GSI3SK < :before',
        ExpressionAttributeValues: { ':queue': keys.leadUnexportedQueue, ':before': createdBefore },
        ProjectionExpression: 'id, created_at',
        Limit: limit,
      }),
    );
    return (Items ?? []).map((item) => ({ id: String(item.id), createdAt: String(item.created_at) }));
  },

  /** The creation time of the oldest lead still unexported, or null when every lead has been sent. */
  async oldestUnexportedAt(): Promise<string | null> {
    const [oldest] = await leadExports.listUnexported('\uffff', 1);
    return oldest?.createdAt ?? null;
  },

  /**
   * Puts on the unexported queue every lead that is neither exported nor queued: leads written before
   * the queue existed (ADR 034). Reads the lead list (GSI2, one Query, no Scan); each write is
   * conditional, so it is safe while leads are created and exported. Returns how many it queued.
   */
  async queueUnexported(): Promise<number> {
    const waiting = await queryIndex<Record<string, unknown>>('GSI2', keys.leadList('', '').GSI2PK, {
      filter: {
        FilterExpression: 'attribute_not_exists(#exported) AND attribute_not_exists(GSI3PK)',
        names: { '#exported': '_exportedAt' },
      },
    });
    let queued = 0;
    for (const item of waiting) {
      const id = String(item.id);
      const queue = keys.leadUnexported(String(item.created_at), id);
      const marked = await conditionalUpdate(keys.lead(id), {
        UpdateExpression: 'SET GSI3PK = :queue, GSI3SK = :order',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#exported)',
        ExpressionAttributeNames: { '#exported': '_exportedAt' },
        ExpressionAttributeValues: { ':queue': queue.GSI3PK, ':order': queue.GSI3SK },
      });
      if (marked) queued++;
    }
    return queued;
  },

  /** When the lead was exported and where to (tests, support). */
  async status(
    leadId: string,
  ): Promise<{ exportedAt: string | null; exportedTo: string | null; attempts: number }> {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.lead(leadId), ConsistentRead: true }),
    );
    return {
      exportedAt: (Item?._exportedAt as string | undefined) ?? null,
      exportedTo: (Item?._exportedTo as string | undefined) ?? null,
      attempts: Number(Item?._exportAttempts ?? 0),
    };
  },
};
