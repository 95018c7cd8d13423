import type { Locale } from '@maplestone/shared/i18n/locale';
import { timestampSchema } from '@maplestone/shared/schemas/common';
import * as z from 'zod';
import { ENTITY, keys, stamp } from '../keys';
import { deleteItem, getItem, putNew, queryEntities, toEntity } from '../query';

/**
 * The express consent a subscription records (double opt-in, ADR 095): the confirmation page's wording and
 * version, when its link was followed (`given_at`) and when the form asked (`requested_at`).
 */
export interface SubscriberConsent {
  kind: 'express';
  text_version: string;
  text: string;
  given_at: string;
  requested_at: string;
}

/** A newsletter subscription as stored (no shared schema: it never leaves the back office's CSV). */
const subscriberSchema = z.object({ email: z.string().max(254), created_at: timestampSchema });
export type Subscriber = z.infer<typeof subscriberSchema>;
const toSubscriber = (item: Record<string, unknown> | undefined) => toEntity(subscriberSchema, item);

export const subscribers = {
  /**
   * Stores a confirmed address once (case-insensitively), with its consent and language; true when it is new,
   * false when already subscribed (the first consent stands).
   */
  async subscribe(
    email: string,
    at: string,
    details: { consent: SubscriberConsent; language: Locale },
  ): Promise<boolean> {
    return putNew({
      ...keys.subscriber(email),
      ...keys.subscriberList(at, email),
      ...stamp(ENTITY.subscriber, at),
      email,
      created_at: at,
      ...details,
    });
  },

  /** Every subscriber, newest first (an export for the back office). */
  async listNewestFirst(): Promise<Subscriber[]> {
    return queryEntities(toSubscriber, 'GSI2', keys.lists.subscriber, {
      newestFirst: true,
    });
  },

  // ---- Privacy requests (issue 17, ADR 072)
  /** The subscription of this address (any case), or undefined. */
  async get(email: string): Promise<Subscriber | undefined> {
    return toSubscriber(await getItem(keys.subscriber(email)));
  },

  /** Deletes the subscription of this address (any case); true when there was one. */
  async remove(email: string): Promise<boolean> {
    return (await deleteItem(keys.subscriber(email))) !== undefined;
  },
  // ---- end of privacy requests
};
