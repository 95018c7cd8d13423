import { ENTITY, keys, stamp } from '../keys';
import { putNew, queryIndex, toEntity } from './query';

export interface Subscriber {
  email: string;
  created_at: string;
}

export const subscribers = {
  /** Stores the address once (case-insensitively); true when it is new, false when already subscribed. */
  async subscribe(email: string, at = new Date().toISOString()): Promise<boolean> {
    return putNew({
      ...keys.subscriber(email),
      ...keys.subscriberList(at, email),
      ...stamp(ENTITY.subscriber, at),
      email,
      created_at: at,
    });
  },

  /** Every subscriber, newest first (an export for the back office). */
  async listNewestFirst(): Promise<Subscriber[]> {
    const items = await queryIndex<Record<string, unknown>>('GSI2', 'SUBSCRIBER', { newestFirst: true });
    return items.map((item) => toEntity<Subscriber>(item)!);
  },
};
