import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { db, tableName } from '../../../functions/src/data/client';
import { matchesPattern } from '../../../infra/local/event-filter';
import { waitUntil } from '../../../infra/local/processes';
import { startStreamPoller } from '../../../infra/local/stream-poller';

describe('the stream poller', () => {
  it('delivers filtered records in order, and redelivers from the first failed record until it succeeds', async () => {
    const { urls, streamArn } = inject('stack');
    const run = randomUUID();
    const delivered: string[] = [];
    let failOnce = true;
    const poller = startStreamPoller({
      endpoint: urls.dynamodb,
      streamArn,
      checkpointFile: join(mkdtempSync(join(tmpdir(), 'poller-')), 'checkpoint.json'),
      intervalMs: 50,
      consumer: {
        name: 'test-consumer',
        filter: (record) =>
          matchesPattern({ eventName: ['INSERT'], dynamodb: { NewImage: { run: { S: [run] } } } }, record),
        handler: async (event: DynamoDBStreamEvent) => {
          const batch = event.Records.map((record) => record.dynamodb?.NewImage?.n?.S ?? '?');
          // Fail record "2" once, reporting it as a batch item failure, as export-lead does on a failed send.
          const failing = event.Records.find((record) => record.dynamodb?.NewImage?.n?.S === '2');
          if (failOnce && failing) {
            failOnce = false;
            delivered.push(...batch.slice(0, batch.indexOf('2')));
            return { batchItemFailures: [{ itemIdentifier: failing.dynamodb!.SequenceNumber! }] };
          }
          delivered.push(...batch);
          expect(event.Records[0]?.eventSourceARN).toBe(streamArn);
          return { batchItemFailures: [] };
        },
      },
    });
    try {
      for (const n of ['1', '2', '3']) {
        await db.send(
          new PutCommand({ TableName: tableName, Item: { PK: `POLL#${run}#${n}`, SK: 'X', run, n } }),
        );
      }
      // An update to a delivered item is not an INSERT: the filter keeps it out.
      await db.send(
        new PutCommand({ TableName: tableName, Item: { PK: `POLL#${run}#1`, SK: 'X', run, n: '1b' } }),
      );
      await waitUntil('all records delivered', async () => delivered.includes('3'), {
        timeoutMs: 15_000,
        intervalMs: 50,
      });
      expect(delivered).toEqual(['1', '2', '3']);
      expect(failOnce).toBe(false);
    } finally {
      await poller.stop();
    }
  });
});
