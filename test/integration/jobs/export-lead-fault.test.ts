import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../../../infra/local/dynamodb';
import { waitUntil } from '../../../infra/local/processes';
import { inbox, waitForMessages } from './mailbox';
import {
  endDrill,
  type RestartableMaildev,
  restartableMaildev,
  startExportLeadPoller,
  writeDrillLeads,
} from './outage';

/**
 * Fault test: the CRM's SMTP server is down while 50 leads arrive. Everything is real: a table of its own
 * in DynamoDB Local (so the stack's own consumer does not race this one), its stream, the stream poller
 * with partial batch responses, the export-lead handler, and a maildev of its own that is stopped and
 * started again on the same ports.
 */
const LEADS = 50;
const { urls } = inject('stack');
const run = Date.now().toString(36);
const table = `fault-${run}`;
const work = mkdtempSync(join(tmpdir(), 'export-fault-'));
let maildev: RestartableMaildev | undefined;
let poller: { stop(): Promise<void> } | undefined;
/** The poller's own lines (failures, back-offs), shown when a wait runs out so a slow run says why. */
const pollerLog: string[] = [];
const withPollerLog = (error: Error): never => {
  throw new Error(`${error.message}\npoller said:\n${pollerLog.slice(-20).join('\n')}`);
};

beforeAll(async () => {
  maildev = await restartableMaildev(work);
  const { streamArn } = await ensureTable(urls.dynamodb, table);
  const mail = await maildev.start();
  // The handler reads the table name at import and the SMTP address per send: point both here.
  process.env.TABLE_NAME = table;
  process.env.SMTP_URL = mail.smtpUrl;
  await maildev!.stop();
  const exportLead = await import('../../../functions/src/jobs/export-lead');
  poller = startExportLeadPoller({
    endpoint: urls.dynamodb,
    streamArn,
    work,
    log: pollerLog,
    handler: exportLead.handler,
  });
});

afterAll(() => endDrill({ poller, maildev, endpoint: urls.dynamodb, table, work }));

describe('export-lead with the SMTP server down', () => {
  it('delivers all 50 leads exactly once after the SMTP server comes back', async () => {
    const { leads } = await import('../../../functions/src/data/repositories/leads');
    const { leadExports } = await import('../../../functions/src/data/repositories/lead-exports');
    const { leadPage } = await import('../../../functions/src/data/repositories/lead-pages');

    const ids = await writeDrillLeads(leads, `fault-${run}`, LEADS, (i) => ({
      client_name: `Fault Client ${String(i).padStart(2, '0')} ${run}`,
      client_email: `fault${i}@example.com`,
      metadata: { phoneType: 'Mobile', postalCode: 'M5V 1A1' },
    }));

    // All 50 are in the table at once, none exported, and a send has been tried and failed.
    expect((await leadPage({}, { order: 'newest', limit: 100 })).leads.map((lead) => lead.id).sort()).toEqual(
      ids,
    );
    // Each lead is also checked for duplicates first (the 50 share a phone, ADR 073): on a busy machine the
    // second attempt can take a while.
    await waitUntil('a failed send attempt', async () => (await leadExports.status(ids[0]!)).attempts >= 2, {
      timeoutMs: 60_000,
    }).catch(withPollerLog);
    const whileDown = await Promise.all(ids.map((id) => leadExports.status(id)));
    expect(whileDown.filter((status) => status.exportedAt !== null)).toEqual([]);

    const restarted = Date.now();
    const mail = await maildev!.start();
    const mine = (subject: string) => subject.includes(run);
    const arrived = await waitForMessages(mail.inboxUrl, (m) => mine(m.subject), LEADS, 60_000).catch(
      withPollerLog,
    );
    const recoveryMs = Date.now() - restarted;

    // Exactly once: one e-mail per lead, each lead marked exported.
    const subjects = arrived.map((m) => m.subject).sort();
    expect(new Set(subjects).size).toBe(LEADS);
    expect(subjects).toEqual(
      ids
        .map((_, i) => `New lead: Contact message from Fault Client ${String(i).padStart(2, '0')} ${run}`)
        .sort(),
    );
    await waitUntil(
      'every lead marked exported',
      async () =>
        (await Promise.all(ids.map((id) => leadExports.status(id)))).every((s) => s.exportedAt !== null),
      { timeoutMs: 10_000 },
    ).catch(withPollerLog);
    // Marked exported, so any redelivery of these records now sends nothing: the mailbox holds 50.
    const statuses = await Promise.all(ids.map((id) => leadExports.status(id)));
    expect((await inbox(mail.inboxUrl)).filter((m) => mine(m.subject))).toHaveLength(LEADS);
    const attempts = statuses.reduce((sum, status) => sum + status.attempts, 0);
    console.log(
      JSON.stringify({
        faultTest: {
          leads: LEADS,
          emails: arrived.length,
          recoveryMs,
          claimsOnFirstLead: statuses[0]!.attempts,
          totalClaims: attempts,
        },
      }),
    );
    // The waits above may take 60 + 60 + 10 s on a loaded machine: the test's own limit covers them, so a
    // slow run fails on the wait that ran out (with the poller's lines), not on a bare timeout.
  }, 180_000);
});
