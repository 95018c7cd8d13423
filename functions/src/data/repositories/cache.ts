import { ENTITY, keys, stamp } from '../keys';
import { getItem, putItem } from '../query';
import { ttlAfter } from '../table';

/**
 * Named cache entries in the table (PK 'CACHE'): a value, when it was stored, and a TTL (`expiresAt`,
 * epoch seconds) after which DynamoDB removes the item. Freshness is the caller's decision
 * (`storedAt`); the TTL only bounds how long a stale copy can still be served when its source fails.
 */
export interface CacheEntry<T> {
  value: T;
  storedAt: string;
}

export const cache = {
  async get<T>(name: string): Promise<CacheEntry<T> | undefined> {
    const item = await getItem(keys.cache(name));
    if (!item || typeof item.value !== 'string') return undefined;
    // An item past its TTL may linger until DynamoDB sweeps it: treat it as gone.
    if (typeof item.expiresAt === 'number' && item.expiresAt * 1000 <= Date.now()) return undefined;
    return { value: JSON.parse(item.value) as T, storedAt: String(item.storedAt) };
  },

  async put<T>(name: string, value: T, ttlSeconds: number, now = new Date()): Promise<void> {
    const storedAt = now.toISOString();
    await putItem({
      ...keys.cache(name),
      ...stamp(ENTITY.cache, storedAt),
      value: JSON.stringify(value),
      storedAt,
      expiresAt: ttlAfter(now, ttlSeconds),
    });
  },
};
