import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableClients, tableName } from '../../functions/src/data/client';

/**
 * Waits until count-events has counted every lead and page view written so far: no lead still marked
 * `_uncounted`, no page view item left (ADR 065). Counters are read after this, as a caller reads them
 * once the stream has drained. (A Scan: tests only, on the small local table.)
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
        Select: 'COUNT',
        FilterExpression: 'attribute_exists(#uncounted) OR begins_with(PK, :pageView)',
        ExpressionAttributeNames: { '#uncounted': '_uncounted' },
        ExpressionAttributeValues: { ':pageView': 'PAGEVIEW#' },
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}
