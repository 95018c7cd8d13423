import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LeadRecord as Lead } from '@maplestone/shared/schemas/lead-record';
import { ENTITY, keys, stamp } from '../keys';

/*
 * Where a lead stands in the table's lists (ADR 091, 112): the keys of every list it is in, written with it and
 * kept true by every change that moves it. The lead's reads and writes are in leads.ts.
 */

/** What places a lead in the back office's lists: its arrival, id, facets, name and whether it waits. */
type ListedLead = Pick<
  Lead,
  | 'id'
  | 'created_at'
  | 'status'
  | 'type'
  | 'source'
  | 'agent_id'
  | 'client_name'
  | 'anonymised_at'
  | 'first_contacted_at'
>;

/**
 * The keys of the lists a lead is in that move with its fields (ADR 091): its agent's collection (or the
 * unassigned leads'), its facet partitions, its name entries, its waiting entries (ADR 112). Written on create
 * and again by every change of its status, agent or name, in the same write.
 */
export function leadListKeys(lead: ListedLead) {
  return {
    ...keys.leadOwner(lead.agent_id, lead.created_at, lead.id),
    ...keys.leadFacets(lead),
    // An anonymised lead is found by no name (ADR 072): its name is no longer the person's.
    ...(lead.anonymised_at ? {} : keys.leadName(lead)),
    ...keys.leadWaiting(lead),
  };
}

/**
 * The index attributes a lead holds only at times, removed when its keys lack them: the name entries (a name
 * with nothing searchable left, or anonymised) and the waiting entries (once contacted).
 */
const SOMETIMES_INDEXED = [
  'GSI8PK',
  'GSI8SK',
  'GSI9PK',
  'GSI9SK',
  'GSI10PK',
  'GSI10SK',
  'GSI11PK',
  'GSI11SK',
] as const;

type LeadUpdate = Pick<
  UpdateCommandInput,
  'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;

/**
 * An UpdateItem of a lead that keeps its list keys true: the SET gains the keys as they are for `after`
 * (the lead once changed), the name entries go when it has none, and the write is conditional on the fields
 * the keys are made of (status, agent, name) still being as in `before`, so a change made meanwhile by
 * someone else fails the condition (the caller reads again) instead of leaving keys that lie.
 */
export function withListKeys(
  update: LeadUpdate,
  before: ListedLead,
  after: ListedLead,
): LeadUpdate & { UpdateExpression: string; ConditionExpression: string } {
  const listedKeys = leadListKeys(after);
  const listed = Object.entries(listedKeys);
  const removed = SOMETIMES_INDEXED.filter((name) => !(name in listedKeys));
  const [set, remove] = (update.UpdateExpression ?? '').split(' REMOVE ');
  const sets = [set, ...listed.map((_, i) => `#lk${i} = :lk${i}`)].join(', ');
  const removes = [remove, ...removed.map((_, i) => `#lr${i}`)].filter(Boolean).join(', ');
  const agentAsRead = before.agent_id
    ? '#lcAgent = :lcAgent'
    : '(attribute_not_exists(#lcAgent) OR attribute_type(#lcAgent, :lcNull))';
  return {
    UpdateExpression: `${sets}${removes ? ` REMOVE ${removes}` : ''}`,
    ConditionExpression: [
      update.ConditionExpression ?? 'attribute_exists(PK)',
      '#lcStatus = :lcStatus',
      '#lcName = :lcName',
      agentAsRead,
    ].join(' AND '),
    ExpressionAttributeNames: {
      ...update.ExpressionAttributeNames,
      ...Object.fromEntries(listed.map(([name], i) => [`#lk${i}`, name])),
      ...Object.fromEntries(removed.map((name, i) => [`#lr${i}`, name])),
      '#lcStatus': 'status',
      '#lcName': 'client_name',
      '#lcAgent': 'agent_id',
    },
    ExpressionAttributeValues: {
      ...update.ExpressionAttributeValues,
      ...Object.fromEntries(listed.map(([, value], i) => [`:lk${i}`, value])),
      ':lcStatus': before.status,
      ':lcName': before.client_name,
      ...(before.agent_id ? { ':lcAgent': before.agent_id } : { ':lcNull': 'NULL' }),
    },
  };
}

/**
 * The lead with the keys of its patterns. Every new lead is on the unexported queue (GSI3) until
 * markExported takes it off.
 */
export function leadItem(lead: Lead, internal: Record<string, unknown>) {
  return {
    ...keys.lead(lead.id),
    ...keys.leadList(lead.created_at, lead.id),
    ...keys.leadUnexported(lead.created_at, lead.id),
    ...leadListKeys(lead),
    ...keys.leadContact(lead),
    ...stamp(ENTITY.lead, lead.created_at),
    ...internal,
    ...lead,
  };
}
