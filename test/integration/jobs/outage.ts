import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import type { Lead } from '@maplestone/shared';
import { expect } from 'vitest';
import { exportLeadFilterPattern } from '../../../functions/src/jobs/export-lead-filter';
import { HOST } from '../../../infra/local/config';
import { dynamoClient } from '../../../infra/local/dynamodb';
import { matchesPattern } from '../../../infra/local/event-filter';
import { startMaildev } from '../../../infra/local/maildev';
import { freePort, type ManagedProcess } from '../../../infra/local/processes';
import { type StreamConsumer, startStreamPoller } from '../../../infra/local/stream-poller';

/**
 * The CRM's SMTP server for an outage drill: a maildev of the test's own (its files in `work`), on ports
 * picked once, so that it can be stopped and started again where the handler expects it.
 */
export async function restartableMaildev(work: string) {
  const ports = { smtp: await freePort(), web: await freePort() };
  let running: ManagedProcess | undefined;
  return {
    ports,
    async start() {
      const mail = await startMaildev({
        smtpPort: ports.smtp,
        webPort: ports.web,
        host: HOST,
        dataDir: join(work, 'mail'),
        logFile: join(work, 'maildev.log'),
      });
      running = mail.process;
      return mail;
    },
    async stop() {
      await running?.stop();
    },
  };
}

export type RestartableMaildev = Awaited<ReturnType<typeof restartableMaildev>>;

/**
 * The export-lead stream consumer as the local stack runs it (its event filter included) on the test's own
 * stream. It keeps its checkpoint in `work`, so a poller started in place of another resumes where that one
 * stopped, and appends its lines, timed, to `log` (shown when a wait runs out).
 */
export function startExportLeadPoller(options: {
  endpoint: string;
  streamArn: string;
  work: string;
  log: string[];
  handler: StreamConsumer['handler'];
  failureFile?: string;
  consumer?: Pick<StreamConsumer, 'maxRetries' | 'batchSize'>;
}) {
  return startStreamPoller({
    endpoint: options.endpoint,
    streamArn: options.streamArn,
    checkpointFile: join(options.work, 'checkpoint.json'),
    failureFile: options.failureFile,
    intervalMs: 100,
    log: (line) => options.log.push(`${new Date().toISOString()} ${line}`),
    consumer: {
      name: 'export-lead',
      handler: options.handler,
      filter: (record) => matchesPattern(exportLeadFilterPattern, record),
      ...options.consumer,
    },
  });
}

/** Ends a drill: stops its poller and its maildev, drops its table and removes its folder. */
export async function endDrill(drill: {
  poller?: { stop(): Promise<void> };
  maildev?: RestartableMaildev;
  endpoint: string;
  table: string;
  work: string;
}): Promise<void> {
  await drill.poller?.stop();
  await drill.maildev?.stop();
  await dropTable(drill.endpoint, drill.table);
  rmSync(drill.work, { recursive: true, force: true });
}

/** Drops a table the test made for itself, if it is there. */
export async function dropTable(endpoint: string, table: string): Promise<void> {
  const client = dynamoClient(endpoint);
  await client.send(new DeleteTableCommand({ TableName: table })).catch(() => {});
  client.destroy();
}

type LeadsRepository = typeof import('../../../functions/src/data/repositories/leads').leads;

/**
 * A drill's leads: `count` contact-form leads written straight into the drill's table, each one new, with
 * ids `{batch}-00`, `{batch}-01`… and each client's name, e-mail and metadata from `client(i)`. The drill
 * imports the repository itself, after pointing TABLE_NAME at its own table.
 */
export async function writeDrillLeads(
  leads: LeadsRepository,
  batch: string,
  count: number,
  client: (i: number) => Pick<Lead, 'client_name' | 'client_email' | 'metadata'>,
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${batch}-${String(i).padStart(2, '0')}`);
  for (const [i, id] of ids.entries()) {
    const { created } = await leads.create({
      id,
      agent_id: null,
      ...client(i),
      client_phone: '416-555-0199',
      type: 'contact',
      source: 'contact_form',
      status: 'new',
      message: `Lead ${i} of ${count}`,
      notes: null,
      created_at: new Date().toISOString(),
      updated_at: null,
    });
    expect(created).toBe(true);
  }
  return ids;
}
