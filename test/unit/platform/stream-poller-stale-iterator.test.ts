import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStreamPoller } from '../../../infra/local/stream-poller';

/*
 * The local poller must not wedge on an iterator the stream refuses. DynamoDB Local refuses, as trimmed, an
 * iterator taken while its shard was empty once the first record arrives (aws/aws-sdk-java#2923): seen in CI
 * as a poller logging the refusal forever while 50 leads waited. The refusal is a failure a test cannot
 * cause on demand, so the streams API is mocked here; test/integration/platform/stream-poller covers the rest
 * against DynamoDB Local.
 */
const streams = mockClient(DynamoDBStreamsClient);
const STREAM = 'arn:aws:dynamodb:ddblocal:000000000000:table/t/stream/1';
let work = '';

const record = (sequence: string) => ({
  eventID: `e-${sequence}`,
  eventName: 'INSERT' as const,
  dynamodb: { SequenceNumber: sequence, Keys: { PK: { S: `LEAD#${sequence}` } } },
});

function refusal(kind: 'trimmed' | 'expired') {
  return kind === 'trimmed'
    ? new TrimmedDataAccessException({
        message: 'The operation attempted to read past the oldest stream record in a shard.',
        $metadata: {},
      })
    : new ExpiredIteratorException({ message: 'Iterator expired', $metadata: {} });
}

/** Runs a poller until the consumer has seen `count` records (or 5 s), and answers what it saw and logged. */
async function deliveries(count: number) {
  const seen: string[] = [];
  const log: string[] = [];
  const poller = startStreamPoller({
    endpoint: 'http://127.0.0.1:1',
    streamArn: STREAM,
    checkpointFile: join(work, 'checkpoint.json'),
    intervalMs: 5,
    log: (line) => log.push(line),
    consumer: {
      name: 'test',
      handler: async (event: DynamoDBStreamEvent) => {
        for (const r of event.Records) seen.push(r.dynamodb!.SequenceNumber!);
        return { batchItemFailures: [] };
      },
    },
  });
  const until = Date.now() + 5_000;
  while (seen.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  await poller.stop();
  return { seen, log };
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'poller-'));
  streams.reset();
  streams.on(DescribeStreamCommand).resolves({ StreamDescription: { Shards: [{ ShardId: 'shard-1' }] } });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('the local stream poller and a refused iterator', () => {
  it.each(['trimmed', 'expired'] as const)(
    'takes a fresh iterator when one is refused as %s, and delivers the records',
    async (kind) => {
      streams
        .on(GetShardIteratorCommand)
        .resolvesOnce({ ShardIterator: 'taken-while-empty' })
        .resolves({ ShardIterator: 'fresh' });
      streams.on(GetRecordsCommand, { ShardIterator: 'taken-while-empty' }).rejects(refusal(kind));
      streams
        .on(GetRecordsCommand, { ShardIterator: 'fresh' })
        .resolves({ Records: [record('101'), record('102')], NextShardIterator: 'next' });
      streams
        .on(GetRecordsCommand, { ShardIterator: 'next' })
        .resolves({ Records: [], NextShardIterator: 'next' });

      const { seen, log } = await deliveries(2);
      expect(seen).toEqual(['101', '102']);
      expect(log.some((line) => line.includes('taking a fresh iterator'))).toBe(true);
      expect(JSON.parse(readFileSync(join(work, 'checkpoint.json'), 'utf8'))).toEqual({ 'shard-1': '102' });
    },
  );

  it('resumes at the oldest record left when its checkpoint itself is past the window', async () => {
    // A checkpoint from before the window: every iterator after it is refused; the oldest record left is 205.
    writeFileSync(join(work, 'checkpoint.json'), JSON.stringify({ 'shard-1': '7' }));
    streams
      .on(GetShardIteratorCommand, { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER' })
      .resolves({ ShardIterator: 'after-7' });
    streams
      .on(GetShardIteratorCommand, { ShardIteratorType: 'TRIM_HORIZON' })
      .resolves({ ShardIterator: 'horizon' });
    streams.on(GetRecordsCommand, { ShardIterator: 'after-7' }).rejects(refusal('trimmed'));
    streams
      .on(GetRecordsCommand, { ShardIterator: 'horizon' })
      .resolves({ Records: [record('205')], NextShardIterator: 'next' });
    streams
      .on(GetRecordsCommand, { ShardIterator: 'next' })
      .resolves({ Records: [], NextShardIterator: 'next' });

    const { seen, log } = await deliveries(1);
    expect(seen).toEqual(['205']);
    expect(log.some((line) => line.includes("past the stream's window"))).toBe(true);
  });
});
