import { ANONYMISED, anonymisedLeadFields } from '@maplestone/shared/anonymisation';
import { mergeChatContact } from '@maplestone/shared/chat/lead';
import type { LeadStatus } from '@maplestone/shared/domain';
import {
  type LeadRecord as Lead,
  type LeadActor,
  type LeadConsent,
  leadRecordSchema,
} from '@maplestone/shared/schemas/lead-record';
import { DeleteCommand, db, PutCommand, tableName } from '../client';
import { type Key, keys } from '../keys';
import {
  conditionalUpdate,
  deleteItem,
  getItem,
  getItems,
  isConditionFailure,
  projectionOf,
  queryEntities,
  queryIndex,
  queryPartition,
  setAttributes,
  type TransactItem,
  toEntity,
  transactWrite,
  transactWriteIfAllowed,
} from '../query';
import {
  type EventStamp,
  type LeadChangeOptions,
  leadCondition,
  leadEventPut,
  type RecordedLeadEvent,
  recordedStamp,
} from './lead-activity';
import { leadItem, withListKeys } from './lead-keys';
import { rangeOf, readPartition } from './pages';

/** A lead as stored: the spec's fields (the shared record's type). */
export type { Lead };

/** Reads and conditional writes of a lead tried before a change that keeps losing a race gives up. */
const CHANGE_ATTEMPTS = 3;

/** The request fingerprint of a lead item as a failed condition returns it (marshalled or not). */
function storedHash(item: Record<string, unknown> | undefined): string | undefined {
  const value = item?._requestHash as string | { S?: string } | undefined;
  return typeof value === 'string' ? value : value?.S;
}

/** A lead item as the lead it stores (ADR 087); also what the lead's other repositories read it with. */
export const toLead = (item: Record<string, unknown> | undefined) => toEntity(leadRecordSchema, item);

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

  /** An agent's leads, newest first (GSI1 owner collection). */
  async listByAgent(agentId: string): Promise<Lead[]> {
    return queryEntities(toLead, 'GSI1', keys.agentCollection(agentId), {
      prefix: keys.ownedPrefixes.lead,
      newestFirst: true,
    });
  },

  /**
   * Moves a lead from the status it was read with to `to`, with its activity entry, in one transaction
   * (issue 17): both are written or neither. The first move out of `new` also records first contact.
   * `ownerId` (an agent's call) makes the write conditional on the lead still being theirs.
   * Answers the lead as it now is; undefined when it is gone, is no longer the owner's, or its status
   * changed since it was read (the caller reads again).
   */
  async changeStatus(
    lead: Lead,
    to: LeadStatus,
    actor: LeadActor,
    options: LeadChangeOptions = {},
  ): Promise<Lead | undefined> {
    if (lead.status === to) return lead;
    const { now, eventId } = recordedStamp(options);
    const firstContact = to !== 'new' && !lead.first_contacted_at;
    const condition = leadCondition(options.ownerId);
    const written = await transactWriteIfAllowed([
      {
        Update: {
          TableName: tableName,
          Key: keys.lead(lead.id),
          ...withListKeys(
            {
              UpdateExpression: `SET #status = :to, updated_at = :now, updatedAt = :now${firstContact ? ', first_contacted_at = :now' : ''}`,
              ConditionExpression: condition.ConditionExpression,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':to': to, ':now': now },
            },
            lead,
            { ...lead, status: to, first_contacted_at: firstContact ? now : lead.first_contacted_at },
          ),
        },
      },
      leadEventPut(lead.id, { kind: 'status', at: now, actor, from: lead.status, to }, eventId),
    ]);
    if (!written) return undefined;
    return {
      ...lead,
      status: to,
      updated_at: now,
      first_contacted_at: firstContact ? now : lead.first_contacted_at,
    };
  },

  /**
   * Gives the lead to another agent (issue 17): its owner keys move to the new agent's collection, and it
   * goes back on the unexported queue with its CRM mark cleared, so the reconciliation e-mails it to the
   * new agent's CRM; with its activity entry, in one transaction conditional on the owner it was read with.
   * Counters stay where the lead was captured. Undefined when the lead is gone or its owner changed since. `also`:
   * writes of what follows the lead's agent, each conditional on what was read with the lead (its file's landing
   * entry, ADR 119): undefined too when one of those failed.
   */
  async reassign(
    lead: Lead,
    to: { id: string; name: string },
    from: { id: string; name: string } | null,
    actor: LeadActor,
    options: EventStamp = {},
    also: TransactItem[] = [],
  ): Promise<Lead | undefined> {
    const { now, eventId } = recordedStamp(options);
    const queue = keys.leadUnexported(lead.created_at, lead.id);
    const written = await transactWriteIfAllowed(
      [
        {
          Update: {
            TableName: tableName,
            Key: keys.lead(lead.id),
            // Conditional on the agent (and status and name) it was read with: see withListKeys.
            ...withListKeys(
              {
                UpdateExpression:
                  'SET agent_id = :to, GSI3PK = :g3pk, GSI3SK = :g3sk, updated_at = :now, updatedAt = :now REMOVE #exported, #exportedTo, #lease',
                ExpressionAttributeNames: {
                  '#exported': '_exportedAt',
                  '#exportedTo': '_exportedTo',
                  '#lease': '_exportLeaseUntil',
                },
                ExpressionAttributeValues: {
                  ':to': to.id,
                  ':g3pk': queue.GSI3PK,
                  ':g3sk': queue.GSI3SK,
                  ':now': now,
                },
              },
              lead,
              { ...lead, agent_id: to.id },
            ),
          },
        },
        leadEventPut(lead.id, { kind: 'reassigned', at: now, actor, from, to }, eventId),
        ...also,
      ],
      [0, ...also.map((_, index) => 2 + index)],
    );
    if (!written) return undefined;
    return { ...lead, agent_id: to.id, updated_at: now };
  },

  // ---- Chat leads (issue 10): one lead per conversation, created by `create` above, then kept current.
  /**
   * Brings a chat lead up to date with its conversation (issue 34, ADR 096): the transcript as the server kept
   * it, and the contact details the conversation holds, which never erase the lead's (mergeChatContact): its
   * empty fields are filled, different details are added in a `chat_contact` activity entry (each once: the
   * lead remembers their keys in `_chat_contacts`), written with the lead in one transaction. No counters
   * move, and the stream sees a MODIFY, not an INSERT. An anonymised lead takes nothing (ADR 072). Returns the
   * lead as it now is, or undefined when there is none.
   */
  async updateChatConversation(
    id: string,
    changes: Pick<Lead, 'client_name' | 'client_email' | 'client_phone' | 'notes'>,
    options: EventStamp = {},
  ): Promise<Lead | undefined> {
    for (let attempt = 1; attempt <= CHANGE_ATTEMPTS; attempt++) {
      const item = await getItem(keys.lead(id));
      const current = toLead(item);
      if (!item || !current) return undefined;
      if (current.anonymised_at) return current;
      const known = item._chat_contacts instanceof Set ? [...(item._chat_contacts as Set<string>)] : [];
      const merged = mergeChatContact(current, changes, known);
      const { now, eventId } = recordedStamp(options);
      const changed: Lead = { ...current, ...merged.contact, notes: changes.notes, updated_at: now };
      // The details found by then join the contact indexes; the lead's id and time order them.
      const fields = setAttributes({
        ...merged.filled,
        notes: changes.notes,
        ...keys.leadContact(changed),
        updated_at: now,
        updatedAt: now,
      });
      // A field is filled only while still empty, a detail added only once, whatever else ran meanwhile.
      const guards: string[] = ['attribute_exists(PK)'];
      const guardValues: Record<string, unknown> = {};
      for (const field of ['client_email', 'client_phone'] as const) {
        if (field in merged.filled) guards.push(`(attribute_not_exists(${field}) OR ${field} = :empty)`);
      }
      if ('client_email' in merged.filled || 'client_phone' in merged.filled) guardValues[':empty'] = null;
      merged.addedKeys.forEach((key, i) => {
        guards.push(`NOT contains(#chatContacts, :ck${i})`);
        guardValues[`:ck${i}`] = key;
      });
      const update = withListKeys(
        {
          ...fields,
          ConditionExpression: guards.join(' AND '),
          ExpressionAttributeValues: { ...fields.ExpressionAttributeValues, ...guardValues },
        },
        current,
        changed,
      );
      if (merged.addedKeys.length > 0) {
        update.UpdateExpression += ' ADD #chatContacts :chatContacts';
        update.ExpressionAttributeNames = {
          ...update.ExpressionAttributeNames,
          '#chatContacts': '_chat_contacts',
        };
        update.ExpressionAttributeValues = {
          ...update.ExpressionAttributeValues,
          ':chatContacts': new Set(merged.addedKeys),
        };
      }
      const event: RecordedLeadEvent | null =
        Object.keys(merged.filled).length > 0 || merged.addedKeys.length > 0
          ? { kind: 'chat_contact', at: now, filled: merged.filled, added: merged.added }
          : null;
      if (!event) {
        const updated = await conditionalUpdate(keys.lead(id), update);
        if (updated) return toLead(updated);
        continue;
      }
      const written = await transactWriteIfAllowed([
        { Update: { TableName: tableName, Key: keys.lead(id), ...update } },
        leadEventPut(id, event, eventId),
      ]);
      if (written) return changed;
    }
    throw new Error(`chat lead ${id} kept changing while its conversation was saved`);
  },

  /**
   * A chat lead's notes after Val's reply: the transcript as the server now keeps it (ADR 096). False when the
   * lead is gone or anonymised (it takes nothing more from its conversation).
   */
  async updateChatNotes(id: string, notes: string, { now }: Pick<EventStamp, 'now'> = {}): Promise<boolean> {
    const at = now ?? new Date().toISOString();
    const updated = await conditionalUpdate(keys.lead(id), {
      UpdateExpression: 'SET notes = :notes, updated_at = :now, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(anonymised_at)',
      ExpressionAttributeValues: { ':notes': notes, ':now': at },
    });
    return updated !== undefined;
  },
  // ---- end of chat leads

  /**
   * Puts the leads a kept state folder holds from before the contact indexes (ADR 071), the list indexes
   * (ADR 091) or the waiting indexes (ADR 112) existed into them; idempotent (the local stack runs it at start, the backfill command in AWS).
   * One pass over the lead list, each lead missing a key updated on its own. Returns how many were indexed.
   */
  async indexLeads(): Promise<number> {
    const missing = await queryIndex<Record<string, unknown>>('GSI2', keys.lists.lead, {
      filter: {
        FilterExpression:
          'attribute_not_exists(GSI6PK) OR attribute_not_exists(GSI1PK) OR (attribute_exists(client_email) AND attribute_type(client_email, :s) AND attribute_not_exists(GSI4PK)) OR (attribute_exists(client_phone) AND attribute_type(client_phone, :s) AND attribute_not_exists(GSI5PK)) OR (#status = :new AND NOT attribute_type(first_contacted_at, :s) AND attribute_not_exists(GSI10PK))',
        names: { '#status': 'status' },
        ExpressionAttributeValues: { ':s': 'S', ':new': 'new' },
      },
    });
    let indexed = 0;
    for (const item of missing) {
      const lead = toLead(item)!;
      const now = new Date().toISOString();
      const contact = keys.leadContact(lead);
      // An anonymised lead stays out of the contact and name indexes (see anonymise).
      const fields = lead.anonymised_at ? { updatedAt: now } : { ...contact, updatedAt: now };
      const update = withListKeys(setAttributes(fields), lead, lead);
      if (await conditionalUpdate(keys.lead(lead.id), update)) indexed++;
    }
    return indexed;
  },

  // ---- Consent ledger and who holds a duplicate (issue 17, ADR 073, ADR 097); the links: lead-contacts.ts
  /**
   * Records that the person withdrew their consent: the consent record as read, with `withdrawn_at` and
   * `withdrawn_by` (a lead from before the ledger gets an `unrecorded` one), and its activity entry, in one
   * transaction conditional on the record read (and, with `ownerId`, on the lead being that agent's).
   * Undefined when the lead is gone, no longer the owner's, or its consent changed since it was read.
   */
  async withdrawConsent(
    lead: Lead,
    actor: LeadActor,
    options: LeadChangeOptions = {},
  ): Promise<Lead | undefined> {
    const { now, eventId } = recordedStamp(options);
    const consent: LeadConsent = {
      ...(lead.consent ?? { kind: 'unrecorded' }),
      withdrawn_at: now,
      withdrawn_by: actor,
    };
    const condition = leadCondition(options.ownerId);
    const asRead = lead.consent
      ? {
          expression: 'consent.kind = :kind AND attribute_not_exists(consent.withdrawn_at)',
          values: { ':kind': lead.consent.kind },
        }
      : { expression: 'attribute_not_exists(consent)', values: {} };
    const written = await transactWriteIfAllowed([
      {
        Update: {
          TableName: tableName,
          Key: keys.lead(lead.id),
          UpdateExpression: 'SET consent = :consent, updated_at = :now, updatedAt = :now',
          ConditionExpression: `${condition.ConditionExpression} AND ${asRead.expression}`,
          ExpressionAttributeValues: {
            ...condition.ExpressionAttributeValues,
            ...asRead.values,
            ':consent': consent,
            ':now': now,
          },
        },
      },
      leadEventPut(lead.id, { kind: 'consent_withdrawn', at: now, actor }, eventId),
    ]);
    if (!written) return undefined;
    return { ...lead, consent, updated_at: now };
  },

  /**
   * Who holds each of these leads now (issue 34, ADR 097): its agent's id, or null when it has none; a lead
   * not there is left out. One BatchGetItem of their keys for up to 100 ids, projecting the id and agent
   * only: what tells which of a page's duplicate links its agent may see.
   */
  async holders(ids: readonly string[]): Promise<Map<string, string | null>> {
    if (ids.length === 0) return new Map();
    const items = await getItems(
      ids.map((id) => keys.lead(id)),
      { projection: projectionOf(['id', 'agent_id']) },
    );
    return new Map(
      items.map((item) => [String(item.id), typeof item.agent_id === 'string' ? item.agent_id : null]),
    );
  },
  // ---- end of consent ledger

  // ---- Privacy requests (issue 17, ADR 072)
  /**
   * Anonymises a lead (shared anonymisedLeadFields): the text of its notes replaced, then the lead itself
   * rewritten and taken off the contact indexes (GSI4, GSI5), the CRM queue (GSI3) and its request
   * fingerprint (a hash of what the person sent). The lead is written last, in the same transaction as its
   * last notes, conditional on the lead as read: until it is written the person's contact indexes still
   * find it, so a run cut short is finished by running again. Undefined when there is no such lead.
   */
  async anonymise(id: string, { now = new Date().toISOString() }: Pick<EventStamp, 'now'> = {}) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const item = await getItem(keys.lead(id));
      if (!item) return undefined;
      const lead = toLead(item)!;
      // Notes, and the contact details a chat gave (ADR 096), say things about the person.
      const notes = await queryPartition<Key & { kind: string }>(keys.lead(id).PK, {
        prefix: keys.leadEventPrefix,
        filter: {
          FilterExpression:
            '(kind = :note AND #text <> :anonymised) OR (kind = :chatContact AND (size(filled) > :none OR size(added) > :none))',
          names: { '#text': 'text' },
          ExpressionAttributeValues: {
            ':note': 'note',
            ':anonymised': ANONYMISED,
            ':chatContact': 'chat_contact',
            ':none': 0,
          },
        },
      });
      const noteWrites: TransactItem[] = notes.map((note) => ({
        Update: {
          TableName: tableName,
          Key: { PK: note.PK, SK: note.SK },
          ...(note.kind === 'note'
            ? {
                UpdateExpression: 'SET #text = :anonymised, updatedAt = :now',
                ExpressionAttributeNames: { '#text': 'text' },
                ExpressionAttributeValues: { ':anonymised': ANONYMISED, ':now': now },
              }
            : {
                UpdateExpression: 'SET filled = :none, added = :none, updatedAt = :now',
                ExpressionAttributeValues: { ':none': {}, ':now': now },
              }),
          ConditionExpression: 'attribute_exists(PK)',
        },
      }));
      // The conversation's transcript beside it (ADR 096) goes; a run cut short deletes nothing twice.
      await deleteItem(keys.chatTranscript(id));
      const { anonymised_at, ...fields } = anonymisedLeadFields(lead, now);
      const sets = Object.entries(fields);
      const leadWrite: TransactItem = {
        Update: {
          TableName: tableName,
          Key: keys.lead(id),
          UpdateExpression: `SET ${sets.map((_, i) => `#f${i} = :f${i}`).join(', ')}, anonymised_at = if_not_exists(anonymised_at, :at), updatedAt = :now REMOVE GSI3PK, GSI3SK, GSI4PK, GSI4SK, GSI5PK, GSI5SK, GSI8PK, GSI8SK, GSI9PK, GSI9SK, #hash, #chatContacts`,
          ConditionExpression: 'updatedAt = :seen',
          ExpressionAttributeNames: {
            ...Object.fromEntries(sets.map(([name], i) => [`#f${i}`, name])),
            '#hash': '_requestHash',
            '#chatContacts': '_chat_contacts',
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(sets.map(([, value], i) => [`:f${i}`, value])),
            ':at': anonymised_at,
            ':now': now,
            ':seen': item.updatedAt,
          },
        },
      };
      // A transaction holds at most 100 writes: notes beyond the last 99 go first, on their own.
      const earlier = noteWrites.slice(0, Math.max(0, noteWrites.length - 99));
      for (let i = 0; i < earlier.length; i += 100) await transactWrite(earlier.slice(i, i + 100));
      const last = [...noteWrites.slice(earlier.length), leadWrite];
      if (await transactWriteIfAllowed(last, last.length - 1)) {
        return { ...lead, ...fields, anonymised_at: lead.anonymised_at ?? anonymised_at };
      }
    }
    throw new Error(`lead ${id} kept changing while it was anonymised`);
  },
  // ---- end of privacy requests

  // ---- Back office (issue 5)
  /** The newest leads, at most `limit` (recent activity). */
  async listRecent(limit: number): Promise<Lead[]> {
    return queryEntities(toLead, 'GSI2', keys.lists.lead, {
      newestFirst: true,
      limit,
    });
  },

  /**
   * Leaves the lead with no agent (its agent was deleted): agent_id null and off the agent's collection.
   * Counters stay as they are (the platform's still count the lead). Undefined when there is no such lead.
   */
  async unassign(id: string): Promise<Lead | undefined> {
    for (let attempt = 1; attempt <= CHANGE_ATTEMPTS; attempt++) {
      const lead = await this.get(id);
      if (!lead) return undefined;
      const now = new Date().toISOString();
      const update = withListKeys(
        {
          UpdateExpression: 'SET agent_id = :null, updated_at = :now, updatedAt = :now',
          ExpressionAttributeValues: { ':null': null, ':now': now },
        },
        lead,
        { ...lead, agent_id: null },
      );
      const updated = await conditionalUpdate(keys.lead(id), update);
      if (updated) return toLead(updated);
    }
    throw new Error(`lead ${id} kept changing while it was unassigned`);
  },
  // ---- end of back office

  // ---- Offboarding (issue 17, ADR 070)
  /**
   * A page of the ids of the leads an agent holds, oldest first, after a position (`next`, null at the end):
   * a bulk reassignment moves an agent's leads a page at a time, never reading the collection whole.
   */
  async agentLeadIdsPage(agentId: string, after?: string, limit = 100) {
    const prefix = keys.ownedPrefixes.lead;
    const partition = {
      index: 'GSI1' as const,
      pk: keys.agentCollection(agentId),
      prefix,
      ...rangeOf(prefix),
    };
    const { entries, more } = await readPartition(partition, 'oldest', after, limit);
    return {
      ids: entries.map((entry) => entry.key.PK.slice(keys.lead('').PK.length)),
      next: more ? (entries.at(-1)?.position ?? null) : null,
    };
  },
  // ---- end of offboarding

  /**
   * Deletes a lead, then its activity and a chat lead's transcript (notes and transcripts say things about a
   * person: they go with the lead);
   * count-events takes it off its counters from the stream (ADR 065). Its borrower file (and the file's documents) is
   * deleted before it by services/borrower-file/removal.ts (the admin's DELETE, ADR 118).
   */
  async remove(id: string): Promise<boolean> {
    try {
      await db.send(
        new DeleteCommand({
          TableName: tableName,
          Key: keys.lead(id),
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
    const entries = await queryPartition<{ PK: string; SK: string }>(keys.lead(id).PK, {
      prefix: keys.leadEventPrefix,
    });
    for (const entry of entries) await deleteItem({ PK: entry.PK, SK: entry.SK });
    // A chat lead's transcript (ADR 096) goes with it.
    await deleteItem(keys.chatTranscript(id));
    return true;
  },
};
