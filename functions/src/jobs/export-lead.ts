import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod';
import { agents } from '../data/repositories/agents';
import { leadExports } from '../data/repositories/lead-exports';
import { leads } from '../data/repositories/leads';
import { parseEnv } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { flagDuplicate } from '../services/lead-export/duplicates';
import { type ExportDeps, exportLeadBatch } from '../services/lead-export/export';

const env = parseEnv(z.object({ CRM_EMAIL: z.email() }));

/**
 * The table, the agents' CRM addresses, the duplicate flags and this environment's mailer (SES in AWS,
 * SMTP locally); the reconciliation job takes the same.
 */
export function defaultExportDeps(): ExportDeps {
  return {
    claim: (leadId, leaseUntil, now) => leadExports.claim(leadId, leaseUntil, now),
    release: (leadId, leaseUntil) => leadExports.release(leadId, leaseUntil),
    markExported: (leadId, to, at) => leadExports.markExported(leadId, to, at),
    agent: async (agentId) => {
      const agent = await agents.get(agentId);
      return agent ? { name: agent.name, crm_email: agent.crm_email } : undefined;
    },
    flagDuplicate: (lead) => flagDuplicate(lead, leads),
    send: sendMail,
    crmEmail: env.CRM_EMAIL,
    now: () => new Date(),
    log: logger.child({ job: 'export-lead' }),
  };
}

/**
 * Consumer of new leads (DynamoDB stream → e-mail to the CRM). Exactly once in effect: each lead is
 * claimed and marked exported with conditional writes; a failed send is reported as a batch item
 * failure, so the stream retries it from there.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const deps = defaultExportDeps();
  const { batchItemFailures, sent } = await exportLeadBatch(event.Records, deps);
  deps.log.info('export-lead batch', {
    records: event.Records.length,
    sent,
    failed: batchItemFailures.length,
  });
  return { batchItemFailures };
}
