import * as z from 'zod';
import { rateLimits } from '../data/repositories/rate-limits';
import { parseEnv } from '../lib/env';
import { RateLimitedError } from '../lib/errors';

export { clientAddress } from './client-address';

/**
 * Per-client limits of the public POST routes, per minute. Sane for people (a form a minute is a lot),
 * raised by env for the benchmark (ADR 007).
 */
const env = parseEnv(
  z.object({
    RATE_LIMIT_LEADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  }),
);

export const RATE_LIMITS = {
  leads: env.RATE_LIMIT_LEADS_PER_MINUTE,
  newsletter: env.RATE_LIMIT_NEWSLETTER_PER_MINUTE,
  events: env.RATE_LIMIT_EVENTS_PER_MINUTE,
} as const;
export type RateLimitBucket = keyof typeof RATE_LIMITS;

const WINDOW_SECONDS = 60;

/** Counts the request; over the limit → 429 with Retry-After (seconds until the window ends). */
export async function enforceRateLimit(bucket: RateLimitBucket, client: string): Promise<void> {
  const { count, resetsAtMs } = await rateLimits.hit(bucket, client, WINDOW_SECONDS);
  if (count > RATE_LIMITS[bucket]) {
    throw new RateLimitedError(Math.max(1, Math.ceil((resetsAtMs - Date.now()) / 1000)));
  }
}
