import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadMetadata, LeadSource, LeadStatus, LeadType } from '@maplestone/shared';
import { db, tableName } from '../client';
import { ENTITY, keys, stamp } from '../keys';
import { getItem, isConditionFailure, queryIndex, toEntity, updateItem } from './query';

/** A lead as stored: the spec's fields (both documents). */
export interface Lead {
  id: string;
  agent_id: string | null;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  type: LeadType;
  source: LeadSource;
  status: LeadStatus;
  message: string | null;
  notes: string | null;
  metadata: LeadMetadata | null;
  created_at: string;
  updated_at: string | null;
}

/** The request fingerprint of a lead item as a failed condition returns it (marshalled or not). */
function storedHash(item: Record<string, unknown> | undefined): string | undefined {
  const value = item?._requestHash as string | { S?: string } | undefined;
  return typeof value === 'string' ? value : value?.S;
}

const toLead = (item: Record<string, unknown> | undefined) => toEntity<Lead>(item);

/**
 * The lead with the keys of its patterns; an unassigned lead has no owner keys (not in any agent's list).
 * Every new lead is on the unexported queue (GSI3) until markExported takes it off.
 */
function leadItem(lead: Lead, internal: Record<string, unknown>) {
  return {
    ...keys.lead(lead.id),
    ...keys.leadList(lead.created_at, lead.id),
    ...keys.leadUnexported(lead.created_at, lead.id),
    ...(lead.agent_id ? keys.leadOwner(lead.agent_id, lead.created_at, lead.id) : {}),
    ...stamp(ENTITY.lead, lead.created_at),
    ...internal,
    ...lead,
  };
}

export const leads = {
  /**
   * Writes a new lead: one conditional PutItem (its counters follow from the stream, ADR 065). A lead with
   * this id already there (a retry of the same submission) writes nothing and answers `created: false`
   * with the stored lead's `requestHash`, so the caller can tell a retry from a reused key.
   */
  async create(
    lead: Lead,
    requestHash?: string,
  ): Promise<{ created: true } | { created: false; requestHash: string | undefined }> {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          // _uncounted: count-events removes it when it adds the lead to the counters.
          Item: leadItem(lead, { _uncounted: true, ...(requestHash ? { _requestHash: requestHash } : {}) }),
          ConditionExpression: 'attribute_not_exists(PK)',
          // The stored lead comes back with the failed condition: no extra read (nor read permission).
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { created: true };
    } catch (error) {
      if (isConditionFailure(error)) {
        return {
          created: false,
          requestHash: storedHash((error as { Item?: Record<string, unknown> }).Item),
        };
      }
      throw error;
    }
  },

  async get(id: string): Promise<Lead | undefined> {
    return toLead(await getItem(keys.lead(id)));
  },

  /** Every lead, newest first (admin). */
  async listNewestFirst(): Promise<Lead[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI2', 'LEAD', { newestFirst: true });
    return items.map((item) => toLead(item)!);
  },

  /** Applications (type 'application'), newest first: the filter trims within the lead list. */
  async listApplicationsNewestFirst(): Promise<Lead[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI2', 'LEAD', {
      newestFirst: true,
      filter: {
        FilterExpression: '#type = :application',
        names: { '#type': 'type' },
        ExpressionAttributeValues: { ':application': 'application' },
      },
    });
    return items.map((item) => toLead(item)!);
  },

  /** An agent's leads, newest first (GSI1 owner collection). */
  async listByAgent(agentId: string): Promise<Lead[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI1', keys.agentCollection(agentId), {
      prefix: 'LEAD#',
      newestFirst: true,
    });
    return items.map((item) => toLead(item)!);
  },

  async updateStatus(id: string, status: LeadStatus): Promise<Lead | undefined> {
    return toLead(await updateItem(keys.lead(id), { status, updated_at: new Date().toISOString() }));
  },

  // ---- Chat leads (issue 10): one lead per conversation, created by `create` above, then kept current.
  /**
   * Sets a chat lead's contact details and transcript on the existing lead (no counters move, and the
   * stream sees a MODIFY, not an INSERT). Returns the lead as it now is, or undefined when there is none.
   */
  async updateChatConversation(
    id: string,
    changes: Pick<Lead, 'client_name' | 'client_email' | 'client_phone' | 'notes'>,
  ): Promise<Lead | undefined> {
    return toLead(await updateItem(keys.lead(id), { ...changes, updated_at: new Date().toISOString() }));
  },
  // ---- end of chat leads

  // ---- Back office (issue 5)
  /** The newest leads, at most `limit` (recent activity). */
  async listRecent(limit: number): Promise<Lead[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI2', 'LEAD', { newestFirst: true, limit });
    return items.map((item) => toLead(item)!);
  },

  /**
   * Leaves the lead with no agent (its agent was deleted): agent_id null and off the agent's collection.
   * Counters stay as they are (the platform's still count the lead). Undefined when there is no such lead.
   */
  async unassign(id: string): Promise<Lead | undefined> {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.lead(id),
          UpdateExpression: 'SET agent_id = :null, updated_at = :now, updatedAt = :now REMOVE GSI1PK, GSI1SK',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':null': null, ':now': new Date().toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toLead(Attributes);
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },
  // ---- end of back office

  /** Deletes a lead; count-events takes it off its counters from the stream (ADR 065). */
  async remove(id: string): Promise<boolean> {
    try {
      await db.send(
        new DeleteCommand({
          TableName: tableName,
          Key: keys.lead(id),
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
