import { type AdminLeadFilter, LEAD_STATUSES, LEAD_TYPES, leadMatchesFilter } from '@maplestone/shared';
import * as z from 'zod';
import { agents } from '../../data/repositories/agents';
import { type Lead, leads } from '../../data/repositories/leads';

/** The agent's lead list's filters: ?type and ?status, each optional (the admin's: adminLeadFilterSchema). */
export const leadFilterSchema = z.strictObject({
  type: z.enum(LEAD_TYPES).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
});

/**
 * Every lead, newest first, that passes the admin's filters (type, status, source, agent, date range,
 * search: the web table applies the same `leadMatchesFilter`), with the names of their agents.
 */
export async function leadsWithAgentNames(filter: AdminLeadFilter) {
  const all = (await leads.listNewestFirst()).filter((lead) => leadMatchesFilter(lead, filter));
  const named = await agents.getMany([
    ...new Set(all.flatMap((lead) => (lead.agent_id ? [lead.agent_id] : []))),
  ]);
  const names = new Map(named.map((agent) => [agent.id, agent.name]));
  return { leads: all, names };
}

/** A lead for the back office: as stored, with its agent's name. */
export const withAgentName = (lead: Lead, names: ReadonlyMap<string, string>) => ({
  ...lead,
  agent_name: lead.agent_id ? (names.get(lead.agent_id) ?? null) : null,
});
