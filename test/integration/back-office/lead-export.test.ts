import { randomUUID } from 'node:crypto';
import {
  auditPageSchema,
  type Lead,
  leadHistorySchema,
  leadListPageSchema,
  staffMessages,
} from '@maplestone/shared';
import {
  type LeadExport,
  type LeadExportRequest,
  leadExportRequestSchema,
  leadExportSchema,
} from '@maplestone/shared/schemas/exports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportJobs } from '../../../functions/src/data/repositories/export-jobs';
import { leads } from '../../../functions/src/data/repositories/leads';
import type { Logger } from '../../../functions/src/lib/logger';
import { startMultipartFile } from '../../../functions/src/lib/multipart-upload';
import { privateLink } from '../../../functions/src/lib/private-link';
import { exportsBucket, newLeadExport } from '../../../functions/src/services/back-office/lead-export';
import { runLeadExport } from '../../../functions/src/services/back-office/lead-export-job';
import { leadCsvRow, leadsCsvHeader } from '../../../functions/src/services/back-office/leads-csv';
import { waitUntil } from '../../../infra/local/processes';
import { type Agent, admin, call, deleteCreatedAgents, type Json, messageOf, newAgent } from './support';

/**
 * Exports as jobs (issue 33, ADR 093): POST /api/admin/exports answers 202 at once, the export-leads job (run
 * by the local Lambda stand-in, as an asynchronous invocation) writes the file to the exports bucket, and GET
 * /api/admin/exports/{id} follows it to a 5-minute link. The file must hold, row for row, what the leads list
 * shows with the same filters.
 */

const SUPER_ADMIN_EMAIL = 'superadmin@example.com';
const BOM = [0xef, 0xbb, 0xbf];

let agent: Agent;
const made: string[] = [];

/** A lead of the test's own agent, from 2020 (before every other test's leads and counters' days). */
async function oldLead(fields: Partial<Lead> & Pick<Lead, 'client_name' | 'created_at'>): Promise<string> {
  const id = randomUUID();
  await leads.create({
    id,
    agent_id: agent.id,
    client_email: `export-${id.slice(0, 8)}@example.com`,
    client_phone: null,
    type: 'contact',
    source: 'contact_form',
    status: 'new',
    message: null,
    notes: null,
    metadata: null,
    updated_at: null,
    ...fields,
  });
  made.push(id);
  return id;
}

beforeAll(async () => {
  agent = await newAgent('Export Agent');
  const day = (n: number) => `2020-03-${String(n).padStart(2, '0')}T15:00:00.000Z`;
  await oldLead({
    client_name: '=HYPERLINK("http://evil.example","Click")',
    message: 'Line one,\nline "two"',
    client_phone: '+1 416 555 0100',
    created_at: day(1),
  });
  await oldLead({
    client_name: 'Émilie Côté',
    type: 'application',
    source: 'website',
    metadata: { mortgage_amount: 450_000, property_address: '1 Main St, Toronto' },
    created_at: day(2),
  });
  await oldLead({
    client_name: 'Export Quote',
    type: 'rate_quote',
    source: 'mortgage_calculator',
    created_at: day(3),
  });
  await oldLead({ client_name: 'Export Closed', status: 'closed', created_at: day(4) });
  for (let n = 5; n <= 9; n++) await oldLead({ client_name: `Export Bulk ${n}`, created_at: day(n) });
});

afterAll(async () => {
  for (const id of made.splice(0)) await leads.remove(id);
  await deleteCreatedAgents();
});

/** Starts an export as the super admin: 202 with the export running, no rows yet. */
async function startExport(filters: LeadExportRequest): Promise<LeadExport> {
  const started = await admin('POST', '/api/admin/exports', filters);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const answer = leadExportSchema.parse(started.body);
  expect(answer).toMatchObject({
    status: 'running',
    rows: 0,
    filters,
    download_url: null,
    finished_at: null,
  });
  expect(started.headers.get('location')).toBe(`/api/admin/exports/${answer.id}`);
  return answer;
}

/** Polls GET /api/admin/exports/{id} (as the page does) until the export is no longer running. */
async function finished(id: string): Promise<LeadExport> {
  let state: LeadExport | undefined;
  await waitUntil(
    `export ${id} finished`,
    async () => {
      const { status, body } = await admin('GET', `/api/admin/exports/${id}`);
      expect(status).toBe(200);
      state = leadExportSchema.parse(body);
      return state.status !== 'running';
    },
    { timeoutMs: 30_000, intervalMs: 200 },
  );
  return state!;
}

/** Every row GET /api/admin/leads answers for these filters, 100 a page, following next_cursor. */
async function listed(filters: LeadExportRequest) {
  const rows: Json[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...(filters as Record<string, string>), limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const { status, body } = await admin('GET', `/api/admin/leads?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const page = leadListPageSchema.parse(body);
    rows.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return rows;
}

/** The file the link serves, as bytes and text, with the link's Content-Disposition. */
async function download(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    disposition: response.headers.get('content-disposition'),
  };
}

/** The file the list's rows make: the header, then each row with its agent's name as the list shows it. */
function expectedFile(rows: Json[]): string {
  const names = new Map<string, string>(
    rows.flatMap((row) => (row.agent_id && row.agent_name ? [[row.agent_id, row.agent_name]] : [])),
  );
  return leadsCsvHeader() + rows.map((row) => leadCsvRow(row, names)).join('');
}

describe('POST /api/admin/exports → the export-leads job → GET /api/admin/exports/{id}', () => {
  it('answers 202 at once; the file it links holds, row for row, what the list shows with the same filters', async () => {
    const filters = { agent: agent.id };
    const started = await startExport(filters);
    const done = await finished(started.id);
    expect(done).toMatchObject({
      id: started.id,
      status: 'done',
      rows: 9,
      filters,
      started_by: { role: 'super_admin' },
      filename: `leads-${started.started_at.slice(0, 10)}.csv`,
    });
    expect(Date.parse(done.finished_at!)).toBeGreaterThanOrEqual(Date.parse(done.started_at));
    // A 5-minute link, saved under the export's file name.
    const link = new URL(done.download_url!);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    const lapses = Date.parse(done.download_expires_at!) - Date.now();
    expect(lapses).toBeGreaterThan(270_000);
    expect(lapses).toBeLessThanOrEqual(300_000);

    const file = await download(done.download_url!);
    expect(file.disposition).toBe(`attachment; filename="${done.filename}"`);
    expect([...file.bytes.slice(0, 3)]).toEqual(BOM);
    const rows = await listed(filters);
    expect(rows).toHaveLength(9);
    expect(file.text).toBe(expectedFile(rows));
    // Newest first, as the list: the 9th of March first, the 1st last.
    const lines = file.text.slice(1).split('\r\n');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(rows.map((row) => row.id));
    expect(lines.at(-1)).toBe('');
  });

  it('neutralises formula cells and quotes what needs it', async () => {
    const started = await startExport({ agent: agent.id, q: '=hyperlink' });
    const done = await finished(started.id);
    const { text } = await download(done.download_url!);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(",'+1 416 555 0100,");
    expect(text).toContain('"Line one,\nline ""two"""');
  });

  it.each<[string, LeadExportRequest]>([
    ['type and source', { type: 'application', source: 'website' }],
    ['status', { status: 'closed' }],
    ['a date range', { from: '2020-03-03', to: '2020-03-06' }],
    ['the start of a name', { q: 'export bulk' }],
  ])('selects by %s exactly the rows the list shows', async (_, extra) => {
    const filters = { agent: agent.id, ...extra };
    const done = await finished((await startExport(filters)).id);
    expect(done.status).toBe('done');
    const rows = await listed(filters);
    expect(rows.length).toBeGreaterThan(0);
    expect(done.rows).toBe(rows.length);
    expect((await download(done.download_url!)).text).toBe(expectedFile(rows));
  });

  it("puts a 'csv_export' entry (who, when) in each exported lead's activity", async () => {
    const filters = { agent: agent.id, status: 'new' as const, type: 'contact' as const };
    const done = await finished((await startExport(filters)).id);
    const exported = (await listed(filters)).map((row) => row.id as string);
    expect(exported.length).toBe(done.rows);
    // The entries follow the file, in the same run (issue 33): the file is downloadable first.
    const entriesOf = async (id: string) =>
      leadHistorySchema
        .parse((await admin('GET', `/api/admin/leads/${id}/history`)).body)
        .events.filter((event) => event.kind === 'csv_export');
    for (const id of exported) {
      await waitUntil(`csv_export entry of ${id}`, async () => (await entriesOf(id)).length > 0);
      expect((await entriesOf(id))[0]).toMatchObject({ actor: { role: 'super_admin' } });
    }
  });

  it('records the start in the audit log as the CSV export was: entity leads, its action and its filters', async () => {
    const filters = { agent: agent.id, source: 'contact_form' as const };
    const started = await startExport(filters);
    await finished(started.id);
    const { status, body } = await admin(
      'GET',
      `/api/admin/audit?entity=leads&actor=${encodeURIComponent(SUPER_ADMIN_EMAIL)}`,
    );
    expect(status).toBe(200);
    const entry = auditPageSchema
      .parse(body)
      .entries.find(
        (candidate) =>
          candidate.route === 'POST /api/admin/exports' &&
          (candidate.request.summary as Json)?.agent === agent.id &&
          (candidate.request.summary as Json)?.source === 'contact_form',
      );
    expect(entry).toMatchObject({
      action: 'exportLeadsCsv',
      entity: { type: 'leads', id: null },
      status: 202,
      before: null,
      after: null,
    });
  });

  it('refuses bad filters with the schema’s message (400), and agents (403); an unknown export is 404', async () => {
    const fax = await admin('POST', '/api/admin/exports', { source: 'fax' });
    expect(fax.status).toBe(400);
    expect(messageOf(fax.body)).toBe(
      leadExportRequestSchema.safeParse({ source: 'fax' }).error!.issues[0]!.message,
    );
    const backwards = await admin('POST', '/api/admin/exports', { from: '2020-03-05', to: '2020-03-01' });
    expect(backwards.status).toBe(400);
    expect(messageOf(backwards.body)).toBe(staffMessages.paging.fromAfterTo);
    expect((await admin('POST', '/api/admin/exports', { agent: agent.id, order: 'oldest' })).status).toBe(
      400,
    );

    expect((await call('POST', '/api/admin/exports', agent, { agent: agent.id })).status).toBe(403);
    const mine = await startExport({ agent: agent.id, status: 'closed' });
    expect((await call('GET', `/api/admin/exports/${mine.id}`, agent)).status).toBe(403);
    await finished(mine.id);

    expect((await admin('GET', `/api/admin/exports/${randomUUID()}`)).status).toBe(404);
  });
});

describe('the job', () => {
  /** The job's log lines, kept to be read (ids only, never a person's data: lib/logger). */
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const log: Logger = {
    debug: (message, fields) => lines.push({ level: 'debug', message, fields }),
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
    child: () => log,
  };
  const actor = { id: 'test-super-admin', name: 'Test Admin', role: 'super_admin' as const };

  it('writes page after page, moving the row count, and runs an export once however often it is invoked', async () => {
    const job = newLeadExport({ agent: agent.id }, actor);
    await exportJobs.create(job);
    const progress = vi.spyOn(exportJobs, 'progress');
    try {
      const outcome = await runLeadExport(job.id, { log, remainingMs: () => 60_000, pageSize: 2 });
      expect(outcome).toEqual({ id: job.id, status: 'done', rows: 9 });
      expect(progress.mock.calls.map(([id, rows]) => [id, rows])).toEqual(
        [2, 4, 6, 8, 9].map((rows) => [job.id, rows]),
      );
    } finally {
      progress.mockRestore();
    }
    expect(await exportJobs.get(job.id)).toMatchObject({ status: 'done', rows: 9 });
    const done = leadExportSchema.parse((await admin('GET', `/api/admin/exports/${job.id}`)).body);
    expect((await download(done.download_url!)).text).toBe(expectedFile(await listed({ agent: agent.id })));
    // A second delivery of the same invocation finds it claimed.
    expect(await runLeadExport(job.id, { log, remainingMs: () => 60_000 })).toEqual({
      id: job.id,
      status: 'skipped',
      rows: 0,
    });
  });

  it('marks the export failed (never left running), and logs why, when it cannot finish', async () => {
    const job = newLeadExport({ agent: agent.id }, actor);
    await exportJobs.create(job);
    const outcome = await runLeadExport(job.id, { log, remainingMs: () => 0 });
    expect(outcome.status).toBe('failed');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'lead export failed',
        fields: expect.objectContaining({
          error: expect.objectContaining({ message: expect.stringContaining('ran out of time') }),
        }),
      }),
    );
    const { status, body } = await admin('GET', `/api/admin/exports/${job.id}`);
    expect(status).toBe(200);
    const failed = leadExportSchema.parse(body);
    expect(failed).toMatchObject({ status: 'failed', download_url: null });
    expect(failed.finished_at).not.toBeNull();
  });

  it('sends parts of at least 5 MiB but the last, which S3 puts together as one file', async () => {
    const key = `test/${randomUUID()}.csv`;
    const file = await startMultipartFile(exportsBucket(), key, { contentType: 'text/csv; charset=utf-8' });
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 11 * 1024; i++) await file.write(line);
    await file.write('end\n');
    expect(await file.complete()).toEqual({ bytes: 11 * 1024 * 1024 + 4, parts: 3 });
    const { url } = await privateLink(exportsBucket(), key);
    const text = await (await fetch(url)).text();
    expect(text.length).toBe(11 * 1024 * 1024 + 4);
    expect(text.endsWith(`${line}end\n`)).toBe(true);
  });
});
