import { mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { exportLeadFilterPattern } from '../../functions/src/jobs/export-lead-filter';
import { BUCKETS } from '../../functions/src/lib/storage-buckets';
import { routes } from '../../functions/src/routes';
import { type CognitoSetup, ensureUserPool, startCognito } from './cognito';
import { CRM_DEFAULT_EMAIL, HOST, PORT_VARIABLES, type Ports, REGION, REPO_ROOT, TABLE_NAME } from './config';
import { ensureTable, startDynamo } from './dynamodb';
import { matchesPattern } from './event-filter';
import { createGateway, type GatewayOptions } from './gateway';
import { localSecrets } from './lambda-runtime';
import { startMaildev } from './maildev';
import { assertPortFree, type ManagedProcess } from './processes';
import { recordedSourcesEnv, startRecordedSources } from './recorded-sources';
import { startS3 } from './s3';
import { startScheduler } from './scheduler';
import { seed } from './seed';
import { startStreamPoller } from './stream-poller';

/** Sources the developer configured, read before any stack of this process writes its own into process.env. */
const DEVELOPER_SOURCES = { RATE_SOURCES: process.env.RATE_SOURCES, NEWS_FEEDS: process.env.NEWS_FEEDS };

export interface StackOptions {
  stateDir: string;
  ports: Ports;
  fresh?: boolean;
  /** Keep DynamoDB data on disk (the dev stack) or in memory (tests). */
  persist?: boolean;
  /** Serve the web app with vite on ports.web. */
  web?: boolean;
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
  seeded: { users: number; items: number; seededBefore: boolean };
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

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const stateDir = resolve(options.stateDir);
  if (options.fresh) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
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
    const env = functionEnv({
      tableName: TABLE_NAME,
      dynamodb: dynamo.endpoint,
      s3: s3.endpoint,
      cognito: cognitoSetup,
      smtpUrl: mail.smtpUrl,
      siteUrl,
    });
    // The jobs' outside sources (rates, news) as recorded copies on loopback: no internet here.
    const recorded = await startRecordedSources({ host: HOST });
    closers.push(() => recorded.close());
    // Unless the developer points them elsewhere (e.g. the live URLs, on a machine with internet).
    for (const [name, value] of Object.entries(recordedSourcesEnv(recorded.url))) {
      env[name] = DEVELOPER_SOURCES[name as keyof typeof DEVELOPER_SOURCES] || value;
    }
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
    closers.push(
      () =>
        new Promise<void>((done) => {
          gateway.closeAllConnections();
          gateway.close(() => done());
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

    const scrapeRates = await import('../../functions/src/jobs/scrape-rates');
    const reconcileLeadExports = await import('../../functions/src/jobs/reconcile-lead-exports');
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
      ],
      (line) => log(`[scheduler] ${line}`),
    );
    closers.push(() => scheduler.stop());

    if (options.web) {
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
        root: join(REPO_ROOT, 'web'),
        server: {
          port: ports.web,
          host: HOST,
          strictPort: true,
          proxy: Object.fromEntries(
            ['/api', '/config.json'].map((path) => [path, `http://${HOST}:${ports.api}`]),
          ),
        },
        logLevel: 'warn',
      });
      await vite.listen();
      closers.push(() => vite.close());
    }

    return {
      urls: {
        site: siteUrl,
        api: `http://${HOST}:${ports.api}`,
        inbox: mail.inboxUrl,
        dynamodb: dynamo.endpoint,
        s3: s3.endpoint,
        cognito: cognito.endpoint,
        smtp: mail.smtpUrl,
      },
      cognito: cognitoSetup,
      env,
      streamArn,
      seeded,
      readyMs: Date.now() - started,
      pids: Object.fromEntries(children.map((child) => [child.name, child.pid])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
