import { apiMessages } from '@maplestone/shared/i18n/en/api';
import { leadRequestSchema } from '@maplestone/shared/schemas/lead-requests';
import * as z from 'zod';
import { leads } from '../../data/repositories/leads';
import { ConflictError } from '../../lib/errors';
import { created, defineHandler } from '../../lib/http';
import { cachedAgentRecord } from '../../services/agents';
import { buildLead, isBot, leadIdFor, requestHash, withoutClientCalculations } from '../../services/leads';

/**
 * An agent id that is unknown or inactive leaves the lead unassigned rather than refusing it. Read through
 * the public read cache (ADR 010): an agent deactivated seconds ago may still receive a lead, as its page
 * may still be shown; the lead's write is then the request's only round trip (the per-client limit is the
 * edge's, ADR 075).
 */
async function assignee(agentId: string | null | undefined): Promise<string | null> {
  if (!agentId) return null;
  const agent = await cachedAgentRecord(agentId);
  return agent?.is_active ? agent.id : null;
}

/**
 * POST /api/leads: quote (rate_quote, refinance), application and contact forms. 201 { id }.
 * Idempotent with an Idempotency-Key header: a retry answers the same id and writes nothing (ADR 006).
 */
export const createLead = defineHandler({
  body: z.preprocess(withoutClientCalculations, leadRequestSchema),
  handle: async ({ body, headers, log }) => {
    const id = leadIdFor(headers['idempotency-key']);
    const bot = isBot(body);
    const agentId = bot ? null : await assignee(body.agent_id);
    if (bot) {
      log.info('honeypot filled: lead dropped', { leadId: id });
      return created({ id });
    }
    const { website: _honeypot, ...request } = body;
    const lead = buildLead(body, { id, now: new Date().toISOString(), agentId });
    const hash = requestHash(request);
    const result = await leads.create(lead, hash);
    if (!result.created && result.requestHash !== hash)
      throw new ConflictError(apiMessages.idempotencyKeyReused);
    log.info(result.created ? 'lead created' : 'lead retried', {
      leadId: id,
      type: lead.type,
      agentId: lead.agent_id,
    });
    return created({ id });
  },
});
