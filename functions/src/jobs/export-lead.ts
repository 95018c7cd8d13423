import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';

/**
 * Lambda event filter for the table's stream: only newly inserted leads reach export-lead.
 * Declarative, so the CDK app and the local poller apply the very same pattern.
 */
export const exportLeadFilterPattern = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { _et: { S: ['lead'] } } },
} as const;

/**
 * Consumer of new leads. Until lead export lands it acknowledges each record, so the plumbing
 * (stream, filter, batches, partial failures) runs end to end.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  logger.info('export-lead batch', { records: event.Records.length });
  return { batchItemFailures: [] };
}
