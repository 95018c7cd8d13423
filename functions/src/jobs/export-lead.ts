import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { exportLeadBatch } from '../services/lead-export/export';
import { defaultExportDeps } from './lead-export-deps';

/**
 * Consumer of new leads (DynamoDB stream → e-mail to the CRM). Exactly once in effect: each lead is
 * claimed and marked exported with conditional writes; a failed send is reported as a batch item
 * failure, so the stream retries it from there.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const deps = defaultExportDeps();
  const { batchItemFailures, sent } = await exportLeadBatch(event.Records, deps);
  deps.log.info('export-lead batch', {
    records: event.Records.length,
    sent,
    failed: batchItemFailures.length,
  });
  return { batchItemFailures };
}
