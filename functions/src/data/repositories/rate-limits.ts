import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { ENTITY, keys } from '../keys';

/** How long a window's counter outlives its window before TTL removes it (TTL is lazy anyway). */
const GRACE_SECONDS = 60;

export const rateLimits = {
  /**
   * Counts one request of a client in the current fixed window (UpdateItem ADD, one write) and
   * returns the count so far and when the window ends. The counter expires by TTL.
   */
  async hit(
    bucket: string,
    clientId: string,
    windowSeconds: number,
    nowMs = Date.now(),
  ): Promise<{ count: number; resetsAtMs: number }> {
    const window = Math.floor(nowMs / 1000 / windowSeconds);
    const resetsAtMs = (window + 1) * windowSeconds * 1000;
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.rateLimit(bucket, clientId, window),
        UpdateExpression: 'SET #et = :et, expiresAt = :expires ADD #count :one',
        ExpressionAttributeNames: { '#et': '_et', '#count': 'count' },
        ExpressionAttributeValues: {
          ':et': ENTITY.rateLimit,
          ':expires': Math.ceil(resetsAtMs / 1000) + GRACE_SECONDS,
          ':one': 1,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { count: Number(Attributes?.count ?? 1), resetsAtMs };
  },
};
