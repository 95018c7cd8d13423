import { type Lead, type LeadDuplicateLink, leadSchema } from '@maplestone/shared/schemas/leads';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod';
import { errorFields, type Logger } from '../../lib/logger';
import type { MailMessage } from '../../lib/mail';
import { type ExportedLead, renderLeadEmail } from './lead-email';

/** While one delivery sends a lead, others leave it alone for this long (longer than any send may take). */
export const EXPORT_LEASE_MS = 60_000;

export type ClaimResult =
  | { state: 'claimed'; lead: Record<string, unknown> }
  | { state: 'exported' | 'busy' | 'missing' };

/** What exporting needs from the table and the mail service. */
export interface ExportDeps {
  /** Takes the lead for sending: conditional on not exported and no live lease of another delivery. */
  claim(leadId: string, leaseUntil: string, now: string): Promise<ClaimResult>;
  /** Gives the lease back after a failed send, so a retry can take it at once. */
  release(leadId: string, leaseUntil: string): Promise<void>;
  /** Marks the lead exported (conditional: only once). */
  markExported(leadId: string, to: string, at: string): Promise<void>;
  agent(agentId: string): Promise<{ name: string; crm_email: string | null } | undefined>;
  /**
   * Flags the lead as a possible duplicate of an earlier one and answers the link (flagDuplicate,
   * ADR 073). Absent (tests of the sending alone): the lead's stored link, if any, is what the e-mail says.
   */
  flagDuplicate?(lead: Lead): Promise<LeadDuplicateLink | null>;
  /**
   * Who holds a lead now: its agent's id, null when nobody, undefined when it is gone (leads.holders). The
   * e-mail to an agent's own CRM address names a duplicate only when that agent holds it (ADR 097); absent,
   * such an e-mail names none.
   */
  leadHolder?(leadId: string): Promise<string | null | undefined>;
  send(message: MailMessage): Promise<void>;
  crmEmail: string;
  now(): Date;
  log: Logger;
}

/** The part of a stream record export-lead reads: the new lead's id. */
const recordSchema = z.object({
  dynamodb: z.object({
    SequenceNumber: z.string().min(1),
    NewImage: z.object({
      _et: z.object({ S: z.literal('lead') }),
      id: z.object({ S: z.string().min(1).max(64) }),
    }),
  }),
});

/** Another delivery holds the lead's lease: it is being sent right now, so this one leaves it alone. */
export class LeadBusyError extends Error {
  constructor(leadId: string) {
    super(`lead ${leadId} is being exported by another delivery`);
    this.name = 'LeadBusyError';
  }
}

export type ExportOutcome = 'sent' | 'already-exported' | 'missing' | 'invalid';

/**
 * Exports one new lead: claim it, send it to the agent's CRM address (or the brokerage's), mark it
 * exported. A lead already exported is skipped, so a redelivered record sends nothing twice. Throws
 * when the lead could not be sent (the caller reports the record as failed, to be retried).
 */
export async function exportLeadRecord(record: DynamoDBRecord, deps: ExportDeps): Promise<ExportOutcome> {
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success) {
    // Not a lead insert this consumer can read: retrying would never help, so it is logged and skipped.
    deps.log.error('export-lead: unreadable record', {
      eventID: record.eventID,
      eventName: record.eventName,
    });
    return 'invalid';
  }
  return exportLead(parsed.data.dynamodb.NewImage.id.S, deps);
}

/**
 * Exports one lead by id: claim it, flag it if it is a possible duplicate, send it to the agent's CRM
 * address (or the brokerage's), mark it exported. The one exactly-once path, shared by the stream consumer and the reconciliation job.
 * Throws when the lead could not be sent now (send failed, or another delivery holds its lease).
 */
export async function exportLead(leadId: string, deps: ExportDeps): Promise<ExportOutcome> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + EXPORT_LEASE_MS).toISOString();
  const claim = await deps.claim(leadId, leaseUntil, now.toISOString());
  if (claim.state === 'exported') {
    deps.log.info('export-lead: already exported', { leadId });
    return 'already-exported';
  }
  if (claim.state === 'missing') {
    deps.log.warn('export-lead: lead no longer exists', { leadId });
    return 'missing';
  }
  if (claim.state !== 'claimed') throw new LeadBusyError(leadId);

  const checked = leadSchema.safeParse(claim.lead);
  if (!checked.success)
    deps.log.warn('export-lead: lead does not match the schema; sent as stored', { leadId });
  const lead = (checked.success ? checked.data : claim.lead) as Lead;
  let to = deps.crmEmail;
  try {
    // Before the e-mail, which says so; a failure here releases the lease and the record is retried.
    const duplicateOf = deps.flagDuplicate ? await deps.flagDuplicate(lead) : (lead.duplicate_of ?? null);
    const agent = lead.agent_id ? await deps.agent(lead.agent_id) : undefined;
    to = agent?.crm_email || deps.crmEmail;
    // The brokerage's CRM hears of every duplicate; an agent's own, only of its own leads (issue 34, ADR 097).
    const toAgent = to !== deps.crmEmail;
    const named =
      duplicateOf && toAgent && (await deps.leadHolder?.(duplicateOf.id)) !== lead.agent_id
        ? null
        : duplicateOf;
    const email = renderLeadEmail({
      ...lead,
      duplicate_of: named,
      agent_name: agent?.name ?? null,
    } as ExportedLead);
    await deps.send({
      to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: `<lead-${leadId}@maplestone.example>`,
      ...(lead.client_email ? { replyTo: lead.client_email } : {}),
    });
  } catch (error) {
    await deps
      .release(leadId, leaseUntil)
      .catch((releaseError) =>
        deps.log.warn('export-lead: lease not released', { leadId, ...errorFields(releaseError) }),
      );
    throw error;
  }
  // Sent: the mark must stick. Should it still fail, the lease is kept (no resend while it lasts) and the
  // record is retried; the stable Message-ID lets the CRM recognise the copy.
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.markExported(leadId, to, deps.now().toISOString());
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  deps.log.info('export-lead: sent', { leadId, agentId: lead.agent_id, toAgent: to !== deps.crmEmail });
  return 'sent';
}

/** How many leads of a batch are sent at once: a burst of leads reaches the CRM in seconds, not minutes. */
export const EXPORT_CONCURRENCY = 8;

/**
 * A batch of stream records. Leads are sent a few at a time; then the first record that failed is reported
 * with every record after it (partial batch response), so the event source retries from there and nothing
 * is lost. Records after the failure that did go out are skipped on the retry: they are marked exported.
 */
export async function exportLeadBatch(
  records: DynamoDBRecord[],
  deps: ExportDeps,
): Promise<DynamoDBBatchResponse & { sent: number }> {
  const outcomes: (ExportOutcome | 'failed')[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < records.length; index = next++) {
      const record = records[index]!;
      try {
        outcomes[index] = await exportLeadRecord(record, deps);
      } catch (error) {
        deps.log.warn('export-lead: send failed, will retry', {
          sequenceNumber: record.dynamodb?.SequenceNumber,
          ...errorFields(error),
        });
        outcomes[index] = 'failed';
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXPORT_CONCURRENCY, records.length) }, worker));
  const firstFailure = outcomes.indexOf('failed');
  const batchItemFailures =
    firstFailure < 0
      ? []
      : records
          .slice(firstFailure)
          .map((record) => ({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }));
  return { batchItemFailures, sent: outcomes.filter((outcome) => outcome === 'sent').length };
}
