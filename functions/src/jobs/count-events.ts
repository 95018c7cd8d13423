import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { countRecords } from '../services/counters';

/**
 * The table's stream → the counters (ADR 065): new and deleted leads, page views. A failed write throws,
 * so the stream delivers the batch again; records counted before are recognised and not counted twice.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const { counted, skipped } = await countRecords(event.Records);
  logger.info('count-events batch', { records: event.Records.length, counted, skipped });
}
