import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
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
