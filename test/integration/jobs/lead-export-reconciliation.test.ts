import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { HOST } from '../../../infra/local/config';
import { ensureTable } from '../../../infra/local/dynamodb';
import { waitUntil } from '../../../infra/local/processes';
import { type InboxMessage, inbox, waitForMessages } from './mailbox';
import {
  endDrill,
  type RestartableMaildev,
  restartableMaildev,
  startExportLeadPoller,
  writeDrillLeads,
} from './outage';

/**
 * The drill of issue 13 item 3: the CRM's SMTP server stays down longer than every retry of the stream
 * consumer, so the poller sets every lead's record aside (the on-failure destination); then SMTP comes
 * back and the reconciliation job, invoked as the scheduler would, sends each lead exactly once.
 * Everything is real: a table of its own in DynamoDB Local (created by ensureTable, so with GSI3), its
 * stream, the poller, the export-lead and reconcile-lead-exports handlers, and a maildev of its own
 * stopped and started on the same ports. The poller's retries are cut to 1 so the drill takes under a
 * minute, not the 2.5 minutes per record of the default 10.
 */
const LEADS = 30;
const STREAM_RETRIES = 1;
/** Generous: two cores shared by several test runs. The waits end as soon as their condition holds. */
const DRILL_TIMEOUT_MS = 600_000;
/** Each wait gives up well before the test's own timeout, so a failure says what it was waiting for. */
const WAIT_MS = 240_000;
const { urls } = inject('stack');
const run = Date.now().toString(36);
const table = `reconcile-${run}`;
const work = mkdtempSync(join(tmpdir(), 'reconcile-'));
const failureFile = join(work, 'set-aside.jsonl');
/** What the poller said (retries, set-asides, errors): printed when a wait fails. */
const pollerLog: string[] = [];
const diagnosis = () =>
  `set aside ${setAside()} of ${LEADS}; poller's last lines:\n${pollerLog.slice(-15).join('\n')}`;

/** A wait that, when it gives up, says how far the drill got. */
async function waitFor(what: string, check: () => Promise<boolean>) {
  try {
    await waitUntil(what, check, { timeoutMs: WAIT_MS, intervalMs: 200 });
  } catch (error) {
    throw new Error(`${(error as Error).message}; ${diagnosis()}`);
  }
}

/** True when nothing listens on the port: the outage is a refused connection, as when a server is down. */
const refuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
let maildev: RestartableMaildev | undefined;
let inboxUrl = '';
let poller: { stop(): Promise<void> } | undefined;
let streamArn = '';
let exportLeadHandler: typeof import('../../../functions/src/jobs/export-lead').handler;
let reconcile: typeof import('../../../functions/src/jobs/reconcile-lead-exports');
let repositories: {
  leads: typeof import('../../../functions/src/data/repositories/leads').leads;
  leadExports: typeof import('../../../functions/src/data/repositories/lead-exports').leadExports;
};

const startMail = async () => {
  const mail = await maildev!.start();
  inboxUrl = mail.inboxUrl;
  return mail;
};

/** Runs the job as EventBridge Scheduler does, and reads the metric line it logs (EMF). */
async function runReconciliation() {
  const printed = vi.spyOn(console, 'log');
  try {
    const summary = await reconcile.handler();
    const metricLines = printed.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('"_aws"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(metricLines).toHaveLength(1);
    return { summary, metric: metricLines[0]!.OldestUnexportedLeadAgeSeconds as number };
  } finally {
    printed.mockRestore();
  }
}

const setAsideLines = () =>
  existsSync(failureFile) ? readFileSync(failureFile, 'utf8').split('\n').filter(Boolean) : [];
const setAside = () => setAsideLines().length;

const clientName = (batch: string, i: number) => `Drill ${batch} ${String(i).padStart(2, '0')} ${run}`;

const createLeads = (batch: string) =>
  writeDrillLeads(repositories.leads, `${batch}-${run}`, LEADS, (i) => ({
    client_name: clientName(batch, i),
    client_email: `drill${i}@example.com`,
    metadata: null,
  }));

/** How many e-mails each lead of the batch got (its client name is in the subject). */
function emailsPerLead(messages: InboxMessage[], batch: string): number[] {
  return Array.from(
    { length: LEADS },
    (_, i) => messages.filter((m) => m.subject.endsWith(` from ${clientName(batch, i)}`)).length,
  );
}

/**
 * The stream's consumer as the local stack runs it, with `maxRetries` retries (the poller's default when
 * absent) before a record is set aside. It continues from the checkpoint file, so a poller started in
 * place of another resumes where that one stopped.
 */
function startPoller(maxRetries?: number) {
  return startExportLeadPoller({
    endpoint: urls.dynamodb,
    streamArn,
    work,
    log: pollerLog,
    handler: exportLeadHandler,
    failureFile,
    consumer: {
      maxRetries,
      // One record per delivery: with the default 100, every retry re-sends the whole rest of the batch, so
      // setting 30 records aside one by one costs ~900 failed sends instead of 60 (what is drilled here is
      // the set-aside and the reconciliation, not batching, which test/integration/jobs/export-lead covers).
      batchSize: 1,
    },
  });
}

beforeAll(async () => {
  maildev = await restartableMaildev(work);
  ({ streamArn } = await ensureTable(urls.dynamodb, table));
  const mail = await startMail();
  // The handlers read the table and the grace period at import and the SMTP address per send. Grace 0:
  // the test runs the job at once instead of two minutes later.
  process.env.TABLE_NAME = table;
  process.env.SMTP_URL = mail.smtpUrl;
  process.env.LEAD_EXPORT_GRACE_SECONDS = '0';
  exportLeadHandler = (await import('../../../functions/src/jobs/export-lead')).handler;
  reconcile = await import('../../../functions/src/jobs/reconcile-lead-exports');
  repositories = {
    leads: (await import('../../../functions/src/data/repositories/leads')).leads,
    leadExports: (await import('../../../functions/src/data/repositories/lead-exports')).leadExports,
  };
  poller = startPoller(STREAM_RETRIES);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => endDrill({ poller, maildev, endpoint: urls.dynamodb, table, work }));

describe('lead export drill: SMTP down longer than every stream retry', () => {
  it(
    'loses no lead: the reconciliation sends each set-aside lead exactly once after SMTP comes back',
    async () => {
      await maildev!.stop();
      expect(await refuses(maildev!.ports.smtp)).toBe(true);
      const outageStarted = Date.now();
      const ids = await createLeads('outage');

      // Every record fails its first delivery and all its retries, and is set aside: the stream is done.
      await waitFor(`all ${LEADS} records set aside`, async () => setAside() >= LEADS);
      const outageMs = Date.now() - outageStarted;
      const statuses = await Promise.all(ids.map((id) => repositories.leadExports.status(id)));
      expect(statuses.filter((status) => status.exportedAt !== null)).toEqual([]);
      expect((await repositories.leadExports.listUnexported('\uffff', 100)).map((l) => l.id)).toEqual(ids);

      // A run while SMTP is still down sends nothing, keeps every lead queued and reports their age.
      const whileDown = await runReconciliation();
      expect(whileDown.summary).toMatchObject({ due: LEADS, sent: 0 });
      expect(whileDown.summary.failed).toBeGreaterThanOrEqual(1);
      expect(whileDown.metric).toBe(whileDown.summary.oldestUnexportedAgeSeconds);
      expect((await repositories.leadExports.listUnexported('\uffff', 100)).map((l) => l.id)).toEqual(ids);

      await startMail();
      const recovered = await runReconciliation();
      expect(recovered.summary).toMatchObject({ due: LEADS, sent: LEADS, busy: 0, failed: 0 });
      expect(recovered.metric).toBe(0);

      const arrived = await waitForMessages(inboxUrl, (m) => m.subject.includes(run), LEADS, 60_000);
      expect(emailsPerLead(arrived, 'outage')).toEqual(Array(LEADS).fill(1));
      const exported = await Promise.all(ids.map((id) => repositories.leadExports.status(id)));
      expect(exported.every((status) => status.exportedAt !== null)).toBe(true);
      expect(await repositories.leadExports.listUnexported('\uffff', 100)).toEqual([]);

      // The next scheduled run finds nothing to do and sends nothing twice.
      const again = await runReconciliation();
      expect(again.summary).toMatchObject({ due: 0, sent: 0 });
      expect(again.metric).toBe(0);
      const finalInbox = (await inbox(inboxUrl)).filter((m) => m.subject.includes(run));
      const perLead = emailsPerLead(finalInbox, 'outage');
      expect(perLead).toEqual(Array(LEADS).fill(1));
      console.log(
        JSON.stringify({
          reconciliationDrill: {
            leads: LEADS,
            setAsideByPoller: setAside(),
            streamRetriesPerRecord: STREAM_RETRIES,
            smtpDownMs: outageMs,
            recoveredByReconciliation: recovered.summary.sent,
            emailed: perLead.filter((count) => count === 1).length,
            duplicates: perLead.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
            oldestUnexportedAgeSecondsWhileDown: whileDown.metric,
            oldestUnexportedAgeSecondsAfter: recovered.metric,
          },
        }),
      );
    },
    DRILL_TIMEOUT_MS,
  );

  it(
    'sends each lead once when the reconciliation races the stream consumer for the same leads',
    async () => {
      // The local stack's retries (10, backing off to 30 s: longer than a lease): a lead the job holds is
      // retried until the job is done with it. With the drill's single retry, a send slower than the 500 ms
      // back-off (a loaded machine) sets the record aside although nothing went wrong.
      await poller!.stop();
      poller = startPoller();
      const ids = await createLeads('race');
      // Grace 0: the job goes for leads the consumer is sending at this very moment.
      const raced = await runReconciliation();
      await waitFor('every lead exported', async () =>
        (await Promise.all(ids.map((id) => repositories.leadExports.status(id)))).every(
          (status) => status.exportedAt !== null,
        ),
      );
      const arrived = await waitForMessages(
        inboxUrl,
        (m) => m.subject.includes('Drill race '),
        LEADS,
        60_000,
      );
      expect(emailsPerLead(arrived, 'race')).toEqual(Array(LEADS).fill(1));
      // None of the race's own records is set aside (a late one of the outage drill may still land here).
      expect(setAsideLines().filter((line) => ids.some((id) => line.includes(id)))).toEqual([]);
      expect(await repositories.leadExports.listUnexported('\uffff', 100)).toEqual([]);
      console.log(
        JSON.stringify({
          reconciliationRace: {
            leads: LEADS,
            sentByReconciliation: raced.summary.sent,
            sentByStream: LEADS - raced.summary.sent,
            leftToTheOtherDelivery: raced.summary.busy + raced.summary.skipped,
            duplicates: 0,
          },
        }),
      );
    },
    DRILL_TIMEOUT_MS,
  );
});
