import * as z from 'zod';
import { agents } from '../data/repositories/agents';
import { leadContacts } from '../data/repositories/lead-contacts';
import { leadExports } from '../data/repositories/lead-exports';
import { leads } from '../data/repositories/leads';
import { parseEnv } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { flagDuplicate } from '../services/lead-export/duplicates';
import type { ExportDeps } from '../services/lead-export/export';

const env = parseEnv(z.object({ CRM_EMAIL: z.email() }));

/**
 * The table, the agents' CRM addresses, the duplicate flags and this environment's mailer (SES in AWS,
 * SMTP locally): what export-lead and reconcile-lead-exports both send leads with.
 */
export function defaultExportDeps(): ExportDeps {
  return {
    claim: (leadId, leaseUntil, now) => leadExports.claim(leadId, leaseUntil, now),
    release: (leadId, leaseUntil) => leadExports.release(leadId, leaseUntil),
    markExported: (leadId, to, at) => leadExports.markExported(leadId, to, at),
    agent: async (agentId) => {
      const agent = await agents.get(agentId);
      return agent ? { name: agent.name, crm_email: agent.crm_email ?? null } : undefined;
    },
    flagDuplicate: (lead) => flagDuplicate(lead, leadContacts),
    leadHolder: async (leadId) => (await leads.holders([leadId])).get(leadId),
    send: sendMail,
    crmEmail: env.CRM_EMAIL,
    now: () => new Date(),
    log: logger.child({ job: 'export-lead' }),
  };
}
