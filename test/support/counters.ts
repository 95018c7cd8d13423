import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableClients, tableName } from '../../functions/src/data/client';
import { isRolled, type RollupFields } from '../../functions/src/services/lead-rollups';
import { type CountedAlert, rateAlertCount } from '../../functions/src/services/rate-alert-counts';

/**
 * Waits until count-events has counted every change written so far: every lead's counted state is the one
 * its fields give (ADR 092: no `_uncounted` lead, no `_rolled` behind its status), no page view item left
 * (ADR 065). Counters are read after this, as a caller reads them once the stream has drained. (A Scan:
 * tests only, on the small local table.)
 */
export async function countersSettled(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await pendingCount();
    if (pending === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${pending} leads or page views still uncounted after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pendingCount(): Promise<number> {
  const { document } = await tableClients();
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await document.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#et = :lead OR begins_with(PK, :pageView)',
        ExpressionAttributeNames: { '#et': '_et' },
        ExpressionAttributeValues: { ':lead': 'lead', ':pageView': 'PAGEVIEW#' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item._et !== 'lead' || !isRolled(item as RollupFields)) count++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * Waits until count-events has counted every rate alert as it is (ADR 094: each alert's `_rolled` is its state
 * now), so the summary's counts are read as a caller reads them once the stream has drained. (A Scan: tests
 * only, on the small local table.)
 */
export async function rateAlertsCounted(timeoutMs = 30_000): Promise<void> {
  const { document } = await tableClients();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let pending = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await document.send(
        new ScanCommand({
          TableName: tableName,
          FilterExpression: '#et = :alert',
          ExpressionAttributeNames: { '#et': '_et' },
          ExpressionAttributeValues: { ':alert': 'rate_alert' },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        if (item._rolled !== rateAlertCount(item as CountedAlert)) pending++;
      }
      start = page.LastEvaluatedKey;
    } while (start);
    if (pending === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${pending} rate alerts still uncounted after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
