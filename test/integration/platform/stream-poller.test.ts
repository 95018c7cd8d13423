import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { db, PutCommand, tableName } from '../../../functions/src/data/client';
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

describe('a record that keeps failing', () => {
  it('is set aside after its retries, and the records behind it are delivered', async () => {
    const { urls, streamArn } = inject('stack');
    const run = randomUUID();
    const dir = mkdtempSync(join(tmpdir(), 'poller-'));
    const delivered: string[] = [];
    let poisonAttempts = 0;
    const poller = startStreamPoller({
      endpoint: urls.dynamodb,
      streamArn,
      checkpointFile: join(dir, 'checkpoint.json'),
      failureFile: join(dir, 'failures.jsonl'),
      intervalMs: 20,
      consumer: {
        name: 'test-consumer',
        maxRetries: 2,
        filter: (record) =>
          matchesPattern({ eventName: ['INSERT'], dynamodb: { NewImage: { run: { S: [run] } } } }, record),
        handler: async (event: DynamoDBStreamEvent) => {
          for (const [index, record] of event.Records.entries()) {
            const n = record.dynamodb?.NewImage?.n?.S ?? '?';
            if (n === 'poison') {
              poisonAttempts += 1;
              return {
                batchItemFailures: event.Records.slice(index).map((r) => ({
                  itemIdentifier: r.dynamodb!.SequenceNumber!,
                })),
              };
            }
            delivered.push(n);
          }
          return { batchItemFailures: [] };
        },
      },
    });
    try {
      for (const n of ['a', 'poison', 'b']) {
        await db.send(
          new PutCommand({ TableName: tableName, Item: { PK: `POLL#${run}#${n}`, SK: 'X', run, n } }),
        );
      }
      await waitUntil('the record behind the poison delivered', async () => delivered.includes('b'), {
        timeoutMs: 20_000,
        intervalMs: 50,
      });
      expect(delivered).toEqual(['a', 'b']);
      expect(poisonAttempts).toBe(3);
      const aside = readFileSync(join(dir, 'failures.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(aside).toHaveLength(1);
      expect(aside[0].record.dynamodb.NewImage.n.S).toBe('poison');
    } finally {
      await poller.stop();
    }
  });
});
