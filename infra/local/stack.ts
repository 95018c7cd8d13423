import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { exportLeadFilterPattern } from '../../functions/src/jobs/export-lead-filter';
import { BORROWER_DOCUMENTS_BUCKET, BUCKETS, EXPORT_BUCKET } from '../../functions/src/lib/storage-buckets';
import { routes } from '../../functions/src/routes';
import { type CognitoSetup, ensureUserPool, startCognito } from './cognito';
import {
  CRM_DEFAULT_EMAIL,
  HOST,
  PORT_VARIABLES,
  type Ports,
  REGION,
  REPO_ROOT,
  TABLE_NAME,
  WEB_DIST,
} from './config';
import { ensureTable, startDynamo } from './dynamodb';
import { type FilterPattern, matchesPattern } from './event-filter';
import { createGateway, type GatewayOptions } from './gateway';
import { lambdaInvokeEnv, startLambdaInvoke } from './lambda-invoke';
import { localSecrets } from './lambda-runtime';
import { startMaildev } from './maildev';
import { assertPortFree, type ManagedProcess } from './processes';
import { recordedSourcesEnv, startRecordedSources } from './recorded-sources';
import { startS3 } from './s3';
import { startScheduler } from './scheduler';
import { seed } from './seed';
import { localSecurityHeaders, startSiteServer } from './site-server';
import { localStreamsClient, startStreamPoller } from './stream-poller';

/** Sources the developer configured, read before any stack of this process writes its own into process.env. */
const DEVELOPER_SOURCES = {
  RATE_SOURCES: process.env.RATE_SOURCES,
  RATE_HISTORY_SOURCE: process.env.RATE_HISTORY_SOURCE,
  NEWS_FEEDS: process.env.NEWS_FEEDS,
};

export interface StackOptions {
  stateDir: string;
  ports: Ports;
  fresh?: boolean;
  /** Keep DynamoDB data on disk (the dev stack) or in memory (tests). */
  persist?: boolean;
  /** DynamoDB Local's JVM: 'quick' to start (the default), or 'longRun' for a long run over many items. */
  dynamoJvm?: 'quick' | 'longRun';
  /**
   * The site on ports.web: vite's dev server ('dev'), or the production build (web/dist, `npm run build` first)
   * served as CloudFront serves it, with prerendered pages ('preview', which turns `prerender` on).
   */
  web?: 'dev' | 'preview' | false;
  /** The production build 'preview' serves (default web/dist): a test run builds its own, beside other runs. */
  distDir?: string;
  /** vite's dependency cache for 'dev' (default web/node_modules/.vite): two dev servers must not share one. */
  viteCacheDir?: string;
  /**
   * Render the public pages into `<stateDir>/site` before the stack is ready, and again whenever what they show
   * changes (the render function on the table's stream, ADR 058), into this template (an index.html).
   */
  prerender?: { template: string };
  demoPassword: string;
  log?: (line: string) => void;
}

export interface RunningStack {
  urls: {
    site: string;
    api: string;
    inbox: string;
    dynamodb: string;
    s3: string;
    cognito: string;
    smtp: string;
  };
  cognito: CognitoSetup;
  env: Record<string, string>;
  streamArn: string;
  /** The stack's state folder: its logs, and each stream consumer's checkpoint (`stream-checkpoint*.json`). */
  stateDir: string;
  seeded: { users: number; items: number; seededBefore: boolean };
  /** Where prerendered pages, sitemap.xml and robots.txt are written (the site server's pagesDir). */
  pagesDir: string;
  /** How many pages the start rendered (null without prerendering). */
  prerendered: number | null;
  readyMs: number;
  pids: Record<string, number>;
  stop(): Promise<void>;
}

/** The environment the handlers see: what CDK sets in AWS, pointed at the local stand-ins. */
function functionEnv(options: {
  tableName: string;
  dynamodb: string;
  s3: string;
  cognito: CognitoSetup;
  smtpUrl: string;
  siteUrl: string;
}): Record<string, string> {
  return {
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    STAGE: 'local',
    TABLE_NAME: options.tableName,
    DYNAMODB_ENDPOINT: options.dynamodb,
    S3_ENDPOINT: options.s3,
    MEDIA_BASE_URL: options.s3,
    ...Object.fromEntries(Object.entries(BUCKETS).map(([bucket, variable]) => [variable, bucket])),
    [EXPORT_BUCKET.variable]: EXPORT_BUCKET.name,
    // No BORROWER_DOCUMENTS_KMS_KEY: s3rver has no KMS, so the uploads' presigned POSTs ask for no encryption.
    [BORROWER_DOCUMENTS_BUCKET.variable]: BORROWER_DOCUMENTS_BUCKET.name,
    COGNITO_ENDPOINT: options.cognito.endpoint,
    COGNITO_ISSUER: options.cognito.issuer,
    USER_POOL_ID: options.cognito.userPoolId,
    USER_POOL_CLIENT_ID: options.cognito.userPoolClientId,
    SMTP_URL: options.smtpUrl,
    CRM_EMAIL: CRM_DEFAULT_EMAIL,
    SITE_URL: options.siteUrl,
    ...localSecrets(),
  };
}

/** What the stack needs of web/src/prerender (loaded by path, as the render function's entry). */
interface RenderFunction {
  handler(event: object): Promise<{ rendered: string[]; removed: string[]; failed: string[] }>;
}
interface RenderFilters {
  renderFilterPattern: FilterPattern;
  renderRemovalFilterPattern: FilterPattern;
}

/**
 * Loads a module of web/src/prerender as its bundle runs: compiled with web's settings (its JSX runtime), which
 * the root tsconfig that `node --import tsx` applies to every file does not carry.
 */
async function importPrerender<T>(file: string): Promise<T> {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(join(REPO_ROOT, 'web', 'src', 'prerender', file), {
    parentURL: import.meta.url,
    tsconfig: join(REPO_ROOT, 'web', 'tsconfig.json'),
  });
}

/**
 * Checkpoints a consumer at the stream's current end: what came before is covered (the full render that follows).
 * A shard's last record is found by reading it through, from the consumer's checkpoint when it has one.
 */
async function checkpointAtStreamEnd(endpoint: string, streamArn: string, checkpointFile: string) {
  const client = localStreamsClient(endpoint);
  const saved: Record<string, string> = existsSync(checkpointFile)
    ? JSON.parse(readFileSync(checkpointFile, 'utf8'))
    : {};
  const iterator = async (shardId: string, after: string | undefined) =>
    (
      await client.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ...(after
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      )
    ).ShardIterator;
  try {
    const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    const checkpoints: Record<string, string> = {};
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId;
      if (!shardId) continue;
      let last = shard.SequenceNumberRange?.EndingSequenceNumber ?? saved[shardId];
      if (!shard.SequenceNumberRange?.EndingSequenceNumber) {
        // A checkpoint the stream no longer holds (trimmed): read the shard from its start instead.
        let next = await iterator(shardId, last).catch(() => iterator(shardId, undefined));
        while (next) {
          const page = await client.send(new GetRecordsCommand({ ShardIterator: next, Limit: 1000 }));
          const records = page.Records ?? [];
          if (records.length === 0) break;
          last = records.at(-1)?.dynamodb?.SequenceNumber ?? last;
          next = page.NextShardIterator;
        }
      }
      if (last) checkpoints[shardId] = last;
    }
    writeFileSync(checkpointFile, JSON.stringify(checkpoints));
  } finally {
    client.destroy();
  }
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const stateDir = resolve(options.stateDir);
  const distDir = options.distDir ?? WEB_DIST;
  const template =
    options.prerender?.template ?? (options.web === 'preview' ? join(distDir, 'index.html') : null);
  if (options.web === 'preview' && !existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `${join(distDir, 'index.html')} is missing: the preview serves the production build. Run \`npm run build\` first (\`npm run preview\` does).`,
    );
  }
  if (options.fresh) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const pagesDir = join(stateDir, 'site');
  const { ports } = options;
  const services = (Object.keys(PORT_VARIABLES) as (keyof Ports)[]).filter((s) => options.web || s !== 'web');
  await Promise.all(services.map((service) => assertPortFree(ports[service], PORT_VARIABLES[service], HOST)));

  const children: ManagedProcess[] = [];
  const closers: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => {});
    await Promise.all(children.map((child) => child.stop()));
  };

  try {
    const siteUrl = `http://localhost:${ports.web}`;
    const logs = join(stateDir, 'logs');
    const track = <T extends { process: ManagedProcess }>(running: T) => {
      children.push(running.process);
      return running;
    };
    const [dynamo, s3, cognito, mail] = await Promise.all([
      startDynamo({
        port: ports.dynamodb,
        host: HOST,
        dataDir: options.persist ? join(stateDir, 'dynamodb') : null,
        jvm: options.dynamoJvm,
        logFile: join(logs, 'dynamodb.log'),
      }).then(track),
      startS3({
        port: ports.s3,
        host: HOST,
        dataDir: join(stateDir, 's3'),
        siteOrigins: [siteUrl, `http://${HOST}:${ports.web}`],
        logFile: join(logs, 's3.log'),
      }).then(track),
      startCognito({
        port: ports.cognito,
        host: HOST,
        dataDir: join(stateDir, 'cognito'),
        logFile: join(logs, 'cognito.log'),
        // maildev starts beside it; a code is only sent once both are up.
        smtpUrl: `smtp://${HOST}:${ports.smtp}`,
      }).then(track),
      startMaildev({
        smtpPort: ports.smtp,
        webPort: ports.mail,
        host: HOST,
        dataDir: join(stateDir, 'mail'),
        logFile: join(logs, 'maildev.log'),
      }).then(track),
    ]);

    const [{ streamArn }, cognitoSetup] = await Promise.all([
      ensureTable(dynamo.endpoint, TABLE_NAME),
      ensureUserPool(cognito.endpoint),
    ]);
    const apiUrl = `http://${HOST}:${ports.api}`;
    const env = functionEnv({
      tableName: TABLE_NAME,
      dynamodb: dynamo.endpoint,
      s3: s3.endpoint,
      cognito: cognitoSetup,
      smtpUrl: mail.smtpUrl,
      siteUrl,
    });
    // The render function's settings (web/src/prerender/handler.ts): it reads the API as a browser would and
    // writes into the folder the site server serves.
    if (template) {
      Object.assign(env, {
        PRERENDER_DIR: pagesDir,
        PRERENDER_API_ORIGIN: apiUrl,
        PRERENDER_TEMPLATE: template,
      });
    }
    // The jobs' outside sources (rates, news) as recorded copies on loopback: no internet here.
    const recorded = await startRecordedSources({ host: HOST });
    closers.push(() => recorded.close());
    // Unless the developer points them elsewhere (e.g. the live URLs, on a machine with internet).
    for (const [name, value] of Object.entries(recordedSourcesEnv(recorded.url))) {
      env[name] = DEVELOPER_SOURCES[name as keyof typeof DEVELOPER_SOURCES] || value;
    }
    // Lambda's Invoke API for the jobs: admin-api's "scrape now" invokes scrape-rates through it (ADR 067), its
    // "Export CSV" export-leads (ADR 093).
    const lambdaInvoke = await startLambdaInvoke({
      host: HOST,
      functions: {
        'scrape-rates': async () => (await import('../../functions/src/jobs/scrape-rates')).handler,
        'reconcile-lead-exports': async () =>
          (await import('../../functions/src/jobs/reconcile-lead-exports')).handler,
        // The admin's "Export CSV" invokes it asynchronously (ADR 093).
        'export-leads': async () => (await import('../../functions/src/jobs/export-leads')).handler,
      },
      log: (line) => log(`[lambda] ${line}`),
    });
    closers.push(() => lambdaInvoke.close());
    Object.assign(env, lambdaInvokeEnv(lambdaInvoke.url));
    Object.assign(process.env, env);

    const seeded = await seed({
      dynamoEndpoint: dynamo.endpoint,
      tableName: TABLE_NAME,
      cognito: cognitoSetup,
      password: options.demoPassword,
    });
    // Leads a kept state folder holds from before the unexported queue (GSI3) existed join it, so the
    // reconciliation covers them too (ADR 034). Idempotent, so a start interrupted half-way is finished by
    // the next; it reads the lead list once (local tables are small).
    const { leadExports } = await import('../../functions/src/data/repositories/lead-exports');
    const requeued = await leadExports.queueUnexported();
    if (requeued > 0) log(`[stack] ${requeued} unexported leads put on the export queue`);
    // Likewise what was written before issue 33 (ADRs 091, 092): leads join the contact and list indexes and
    // the rollups, agents' testimonials and drafts the review queues. Idempotent, as above.
    const { backfill } = await import('../../functions/src/jobs/backfill');
    await backfill((line) => {
      if (!/ 0 /.test(line)) log(`[stack] ${line}`);
    });
    // A fresh stack's rate history (issue 35): today's point of the seeded rates and the posted 5-year series
    // (the recorded Bank of Canada copy), as the first scrape would record them; a kept stack has it already.
    if (!seeded.seededBefore) {
      const { recordRateHistory } = await import('../../functions/src/jobs/scrape-rates');
      const recorded = await recordRateHistory();
      log(`[stack] rate history recorded: ${recorded.snapshot} points of today, ${recorded.posted} posted`);
    }

    // Handlers read their environment at import, so they load only now, exactly as a Lambda cold start.
    // As in Lambda, the runtime's `awslambda` global exists before a handler module loads (streaming).
    (await import('./lambda-runtime')).installLambdaRuntimeGlobals();
    const audiences = [...new Set(routes.map((route) => route.audience))];
    const handlers: GatewayOptions['handlers'] = {};
    for (const audience of audiences) {
      handlers[audience] = (await import(`../../functions/src/audiences/${audience}.ts`)).handler;
    }
    const gateway: Server = createGateway({
      routes,
      handlers,
      authorizer: { issuer: cognitoSetup.issuer, audience: cognitoSetup.userPoolClientId },
      staticJson: {
        '/config.json': {
          region: REGION,
          userPoolId: cognitoSetup.userPoolId,
          userPoolClientId: cognitoSetup.userPoolClientId,
          cognitoEndpoint: cognitoSetup.endpoint,
        },
      },
      log: (line) => log(`[api] ${line}`),
    });
    await new Promise<void>((resolveListen, reject) => {
      gateway.once('error', reject);
      gateway.listen(ports.api, HOST, () => resolveListen());
    });
    // Requests in flight finish before the services behind them stop (a bench's last burst, a test's last
    // call): no new connections, idle keep-alive ones closed now, the rest after their answer, or cut at 10 s.
    closers.push(
      () =>
        new Promise<void>((done) => {
          const cut = setTimeout(() => gateway.closeAllConnections(), 10_000);
          gateway.close(() => {
            clearTimeout(cut);
            done();
          });
          gateway.closeIdleConnections();
        }),
    );

    const exportLead = await import('../../functions/src/jobs/export-lead');
    const poller = startStreamPoller({
      endpoint: dynamo.endpoint,
      streamArn,
      checkpointFile: join(stateDir, 'stream-checkpoint.json'),
      failureFile: join(stateDir, 'logs', 'export-lead-failures.jsonl'),
      consumer: {
        name: 'export-lead',
        handler: exportLead.handler,
        filter: (record) => matchesPattern(exportLeadFilterPattern, record),
      },
      log: (line) => log(`[stream] ${line}`),
    });
    closers.push(() => poller.stop());

    const countEvents = await import('../../functions/src/jobs/count-events');
    const { countEventsFilterPatterns } = await import('../../functions/src/jobs/count-events-filter');
    const countPoller = startStreamPoller({
      endpoint: dynamo.endpoint,
      streamArn,
      checkpointFile: join(stateDir, 'stream-checkpoint-count.json'),
      failureFile: join(stateDir, 'logs', 'count-events-failures.jsonl'),
      consumer: {
        name: 'count-events',
        handler: async (event: DynamoDBStreamEvent) => {
          await countEvents.handler(event);
          return undefined;
        },
        filter: (record) => countEventsFilterPatterns.some((pattern) => matchesPattern(pattern, record)),
        batchSize: 100,
      },
      log: (line) => log(`[count] ${line}`),
    });
    closers.push(() => countPoller.stop());

    const scrapeRates = await import('../../functions/src/jobs/scrape-rates');
    const reconcileLeadExports = await import('../../functions/src/jobs/reconcile-lead-exports');
    const remindFileDocuments = await import('../../functions/src/jobs/remind-file-documents');
    const scheduler = startScheduler(
      [
        {
          name: 'scrape-rates',
          hour: 2,
          minute: 0,
          timeZone: 'America/Toronto',
          run: () => scrapeRates.handler(),
        },
        // Leads the stream consumer could not send (mail down longer than its retries): ADR 033.
        { name: 'reconcile-lead-exports', everyMinutes: 5, run: () => reconcileLeadExports.handler() },
        // Borrowers' documents waiting 3 business days: at most one e-mail a day per file (ADR 118).
        {
          name: 'remind-file-documents',
          ...remindFileDocuments.REMINDER_TIME,
          run: () => remindFileDocuments.handler(),
        },
      ],
      (line) => log(`[scheduler] ${line}`),
    );
    closers.push(() => scheduler.stop());

    let prerendered: number | null = null;
    if (template) {
      const checkpointFile = join(stateDir, 'stream-checkpoint-render.json');
      // Before the full render, so a change made while it runs is rendered again by the poller.
      await checkpointAtStreamEnd(dynamo.endpoint, streamArn, checkpointFile);
      const render = await importPrerender<RenderFunction>('handler.ts');
      const filters = await importPrerender<RenderFilters>('changes.ts');
      // Not a stream batch: every page (as after a deploy in AWS).
      prerendered = (await render.handler({})).rendered.length;
      const renderPoller = startStreamPoller({
        endpoint: dynamo.endpoint,
        streamArn,
        checkpointFile,
        failureFile: join(stateDir, 'logs', 'render-failures.jsonl'),
        // A second's changes (a seed, an admin's bulk edit) re-render their pages once.
        intervalMs: 1000,
        consumer: {
          name: 'render',
          handler: async (event: DynamoDBStreamEvent) => {
            await render.handler(event);
            return undefined;
          },
          filter: (record) =>
            matchesPattern(filters.renderFilterPattern, record) ||
            matchesPattern(filters.renderRemovalFilterPattern, record),
          batchSize: 1000,
        },
        log: (line) => log(`[render] ${line}`),
      });
      closers.push(() => renderPoller.stop());
    }

    if (options.web === 'preview') {
      const site = await startSiteServer({
        host: HOST,
        port: ports.web,
        distDir,
        pagesDir,
        apiOrigin: apiUrl,
        headers: localSecurityHeaders({ s3: s3.endpoint, cognito: cognitoSetup.endpoint }),
      });
      closers.push(() => site.close());
    } else if (options.web === 'dev') {
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
        root: join(REPO_ROOT, 'web'),
        cacheDir: options.viteCacheDir,
        server: {
          port: ports.web,
          host: HOST,
          strictPort: true,
          proxy: Object.fromEntries(['/api', '/config.json'].map((path) => [path, apiUrl])),
        },
        logLevel: 'warn',
      });
      await vite.listen();
      closers.push(() => vite.close());
    }

    return {
      urls: {
        site: siteUrl,
        api: apiUrl,
        inbox: mail.inboxUrl,
        dynamodb: dynamo.endpoint,
        s3: s3.endpoint,
        cognito: cognito.endpoint,
        smtp: mail.smtpUrl,
      },
      cognito: cognitoSetup,
      env,
      streamArn,
      stateDir,
      seeded,
      pagesDir,
      prerendered,
      readyMs: Date.now() - started,
      pids: Object.fromEntries(children.map((child) => [child.name, child.pid])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
