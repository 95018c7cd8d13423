import * as z from 'zod';
import { awsEnvSchema, parseEnv } from '../lib/env';

/**
 * A container-level cache for public reads (ADR 010). CloudFront already keeps public GETs for
 * s-maxage; this only absorbs what reaches the Lambda (misses, revalidations, bursts) for a few seconds.
 * Concurrent misses share one load. Off on the local stack by default, so an edit shows at once.
 */
const env = parseEnv(
  awsEnvSchema.extend({
    PUBLIC_READ_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
  }),
);

/** Names are partly the caller's (an agent id in a lead): bounded, so made-up ones cannot fill the memory. */
const MAX_ENTRIES = 1000;

export function createReadCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return function readThrough<T>(name: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const entry = entries.get(name);
    if (entry && entry.expiresAt > now()) return entry.value as Promise<T>;
    const value = load();
    entries.delete(name);
    // The oldest entry goes first (a Map keeps insertion order).
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(name, { expiresAt: now() + ttlMs, value });
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (entries.get(name)?.value === value) entries.delete(name);
    });
    return value;
  };
}

export const PUBLIC_READ_CACHE_MS = (env.PUBLIC_READ_CACHE_SECONDS ?? (env.STAGE === 'local' ? 0 : 5)) * 1000;

export const readThrough = createReadCache(PUBLIC_READ_CACHE_MS);
