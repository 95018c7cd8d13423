import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from '@maplestone/shared';
import * as z from 'zod';
import { agents } from '../../data/repositories/agents';
import { type Lead, leads } from '../../data/repositories/leads';

/** The lead lists' filters: ?type and ?status, each optional. */
export const leadFilterSchema = z.strictObject({
  type: z.enum(LEAD_TYPES).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
});

/** Every lead, newest first, optionally of one type and status, with the names of their agents. */
export async function leadsWithAgentNames(filter: {
  type?: LeadType | undefined;
  status?: LeadStatus | undefined;
}) {
  const all = (await leads.listNewestFirst()).filter(
    (lead) =>
      (!filter.type || lead.type === filter.type) && (!filter.status || lead.status === filter.status),
  );
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
