import { LOCALES } from '@maplestone/shared/i18n/locale';
import { RATE_TYPES } from '@maplestone/shared/rates/rates';
import { timestampSchema } from '@maplestone/shared/schemas/common';
import * as z from 'zod';
import { ENTITY, keys, stamp } from '../keys';
import { conditionalUpdate, getItem, putNew, toEntity } from '../query';
import { ttlAfter } from '../table';

/**
 * Subscriptions waiting for their confirmation (double opt-in, issue 34, ADR 095): a rate alert or the
 * newsletter someone asked for with an address, which nothing arms or records until the link e-mailed to that
 * address is followed. The token is the link's (128 random bits): only the address's owner reads it.
 */
const subscriptionRequestSchema = z.object({
  token: z.string(),
  kind: z.enum(['rate_alert', 'newsletter']),
  email: z.string().max(254),
  language: z.enum(LOCALES),
  requested_at: timestampSchema,
  /** Seven days after the request: the link no longer confirms. */
  expires_at: timestampSchema,
  confirmed_at: timestampSchema.nullable(),
  /** The alert asked for (a rate alert's request only). */
  rate_alert: z
    .object({
      province: z.string(),
      rate_type: z.enum(RATE_TYPES),
      term: z.string(),
      target: z.number(),
    })
    .nullable(),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

const toRequest = (item: Record<string, unknown> | undefined) => toEntity(subscriptionRequestSchema, item);

const DAY_SECONDS = 24 * 60 * 60;

export const subscriptionRequests = {
  /** Stores a new request; false when its token is taken (never in practice: 128 random bits). */
  async create(request: SubscriptionRequest): Promise<boolean> {
    return putNew({
      ...keys.subscriptionRequest(request.token),
      ...stamp(ENTITY.subscriptionRequest, request.requested_at),
      ...request,
      // A week after its link expired (it can no longer confirm by then), the table's TTL deletes it.
      expiresAt: ttlAfter(request.expires_at, 7 * DAY_SECONDS),
    });
  },

  async get(token: string): Promise<SubscriptionRequest | undefined> {
    return toRequest(await getItem(keys.subscriptionRequest(token)));
  },

  /** Records its confirmation once; false when it was confirmed already (or is gone). */
  async markConfirmed(token: string, at: string): Promise<boolean> {
    const updated = await conditionalUpdate(keys.subscriptionRequest(token), {
      UpdateExpression: 'SET confirmed_at = :at, updatedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND confirmed_at = :null',
      ExpressionAttributeValues: { ':at': at, ':null': null },
    });
    return updated !== undefined;
  },
};

export const confirmationMails = {
  /**
   * Counts one more confirmation e-mail to this address (any case) on this UTC day if fewer than `limit` went,
   * in one conditional write whatever the callers: false when the day's limit is reached.
   */
  async reserve(email: string, day: string, limit: number, now: string): Promise<boolean> {
    const counted = await conditionalUpdate(keys.confirmationMails(email, day), {
      UpdateExpression: 'ADD sent :one SET #et = :et, updatedAt = :now, expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(sent) OR sent < :limit',
      ExpressionAttributeNames: { '#et': '_et' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': limit,
        ':et': ENTITY.confirmationMailCount,
        ':now': now,
        ':expires': ttlAfter(`${day}T00:00:00.000Z`, 2 * DAY_SECONDS),
      },
    });
    return counted !== undefined;
  },
};
