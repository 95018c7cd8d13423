import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { localClientConfig } from './config';

export interface StreamConsumer {
  name: string;
  /** The Lambda handler: gets a DynamoDBStreamEvent, may answer with a partial batch response. */
  handler: (
    event: DynamoDBStreamEvent,
  ) => Promise<{ batchItemFailures?: { itemIdentifier: string }[] } | undefined>;
  /** Lambda event filter (same pattern as deployed): only matching records are delivered. */
  filter?: (record: _Record) => boolean;
  batchSize?: number;
  /**
   * Retries of a failing record before it is set aside (the deployed mapping's retries and on-failure queue).
   * With the back-off below, the default 10 rides out about 2.5 minutes of a mail server being down.
   */
  maxRetries?: number;
}

interface ShardState {
  iterator?: string;
  checkpoint?: string;
  /** When the consumer failed, the batch is retried from the checkpoint after a back-off. */
  retryAt?: number;
  attempts: number;
  /** The iterator was refused as trimmed; a second refusal in a row gives up the checkpoint (see readPage). */
  trimmed?: boolean;
}

/** An iterator the stream refuses: past its records' window, or older than its 15 minutes. */
const STALE_ITERATOR = new Set(['TrimmedDataAccessException', 'ExpiredIteratorException']);

/**
 * A DynamoDB Streams client for the local consumers. Without its logger middleware: the SDK's no-op logger still
 * takes the log call, so every answer was walked record by record to hide sensitive fields from a log nobody
 * writes. With a thousand records an answer, that was most of the stack's CPU while a bench's import drained.
 */
export function localStreamsClient(endpoint: string): DynamoDBStreamsClient {
  const client = new DynamoDBStreamsClient(localClientConfig(endpoint));
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}

/**
 * Reads the table's stream like Lambda's event source mapping: in order per shard, at least once,
 * retrying from the first failed record (partial batch responses), checkpointing what succeeded.
 */
export function startStreamPoller(options: {
  endpoint: string;
  streamArn: string;
  consumer: StreamConsumer;
  checkpointFile: string;
  /** Where records that kept failing are written (the on-failure destination's stand-in), one JSON per line. */
  failureFile?: string;
  intervalMs?: number;
  log?: (line: string) => void;
}) {
  const client = localStreamsClient(options.endpoint);
  const shards = new Map<string, ShardState>();
  const saved: Record<string, string> = existsSync(options.checkpointFile)
    ? JSON.parse(readFileSync(options.checkpointFile, 'utf8'))
    : {};
  const log = options.log ?? (() => {});
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const persist = () => {
    for (const [shardId, state] of shards) if (state.checkpoint) saved[shardId] = state.checkpoint;
    writeFileSync(options.checkpointFile, JSON.stringify(saved));
  };

  async function iteratorFor(shardId: string, state: ShardState): Promise<string | undefined> {
    const after = state.checkpoint ?? saved[shardId];
    const { ShardIterator } = await client.send(
      new GetShardIteratorCommand({
        StreamArn: options.streamArn,
        ShardId: shardId,
        ...(after
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return ShardIterator;
  }

  /**
   * One page of the shard, or undefined when its iterator was refused. DynamoDB Local refuses, as trimmed, an
   * iterator taken on a shard while it was empty once its first record arrives (aws/aws-sdk-java#2923), and
   * any iterator expires after 15 minutes: the next poll takes a fresh one from the checkpoint, as Lambda's
   * poller does. Refused again, the checkpoint itself is past the window (its records are gone, as in AWS
   * after 24 hours): reading resumes at the oldest record left, and redelivered records are idempotent.
   */
  async function readPage(shardId: string, state: ShardState, iterator: string) {
    try {
      const page = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      state.trimmed = false;
      return page;
    } catch (error) {
      const name = (error as Error).name;
      if (!STALE_ITERATOR.has(name)) throw error;
      state.iterator = undefined;
      if (name === 'TrimmedDataAccessException' && state.trimmed) {
        log(
          `stream poller: shard ${shardId} checkpoint is past the stream's window; resuming at its oldest record`,
        );
        state.checkpoint = undefined;
        delete saved[shardId];
        state.trimmed = false;
      } else {
        log(`stream poller: shard ${shardId}: ${name}; taking a fresh iterator`);
        state.trimmed = name === 'TrimmedDataAccessException';
      }
      return undefined;
    }
  }

  async function pollShard(shardId: string, state: ShardState): Promise<void> {
    if (state.retryAt && Date.now() < state.retryAt) return;
    state.iterator ??= await iteratorFor(shardId, state);
    if (!state.iterator) return;
    const page = await readPage(shardId, state, state.iterator);
    if (!page) return;
    const records = page.Records ?? [];
    const delivered = records.filter((record) => options.consumer.filter?.(record) ?? true);
    const batchSize = options.consumer.batchSize ?? 100;
    for (let start = 0; start < delivered.length; start += batchSize) {
      const batch = delivered.slice(start, start + batchSize);
      const event = {
        Records: batch.map((record) => ({ ...record, eventSourceARN: options.streamArn })),
      } as unknown as DynamoDBStreamEvent;
      let failedAt: string | undefined;
      try {
        const result = await options.consumer.handler(event);
        const failures = result?.batchItemFailures ?? [];
        if (failures.length > 0) {
          const failed = new Set(failures.map((failure) => failure.itemIdentifier));
          failedAt = batch.find((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''))?.dynamodb
            ?.SequenceNumber;
        }
      } catch (error) {
        log(`${options.consumer.name} failed: ${(error as Error).message}`);
        failedAt = batch[0]?.dynamodb?.SequenceNumber;
      }
      if (failedAt) {
        const index = records.findIndex((record) => record.dynamodb?.SequenceNumber === failedAt);
        state.iterator = undefined;
        if (state.attempts >= (options.consumer.maxRetries ?? 10)) {
          // Retries exhausted: set the record aside and move past it, so one poison record blocks no other.
          log(`${options.consumer.name}: record ${failedAt} failed ${state.attempts + 1} times; set aside`);
          if (options.failureFile) {
            appendFileSync(
              options.failureFile,
              `${JSON.stringify({ at: new Date().toISOString(), record: records[index] })}\n`,
            );
          }
          state.checkpoint = failedAt;
          state.attempts = 0;
          state.retryAt = undefined;
          persist();
          return;
        }
        // Checkpoint just before the first failure; retry from there with exponential back-off.
        const before = records[index - 1]?.dynamodb?.SequenceNumber;
        if (before) state.checkpoint = before;
        state.attempts += 1;
        const backOffMs = Math.min(30_000, 250 * 2 ** state.attempts);
        state.retryAt = Date.now() + backOffMs;
        log(
          `${options.consumer.name}: record ${failedAt} failed (attempt ${state.attempts}); retry in ${backOffMs} ms`,
        );
        persist();
        return;
      }
      const last = batch.at(-1)?.dynamodb?.SequenceNumber;
      if (last) state.checkpoint = last;
    }
    const lastSeen = records.at(-1)?.dynamodb?.SequenceNumber;
    if (lastSeen) state.checkpoint = lastSeen;
    state.attempts = 0;
    state.retryAt = undefined;
    state.iterator = page.NextShardIterator;
    if (records.length > 0) persist();
    if (!page.NextShardIterator) shards.delete(shardId);
  }

  async function tick(): Promise<void> {
    try {
      const { StreamDescription } = await client.send(
        new DescribeStreamCommand({ StreamArn: options.streamArn }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        if (shard.ShardId && !shards.has(shard.ShardId)) shards.set(shard.ShardId, { attempts: 0 });
      }
      for (const [shardId, state] of shards) await pollShard(shardId, state);
    } catch (error) {
      log(`stream poller: ${(error as Error).message}`);
    }
  }

  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, options.intervalMs ?? 250);
    });
  };
  loop();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      client.destroy();
    },
  };
}
