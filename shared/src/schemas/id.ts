import * as z from 'zod';
import { messages } from '../i18n/en/messages';

/**
 * An identifier (ULID, UUID or similar): 1-64 of A-Z a-z 0-9 _ -. A module of its own (common.ts re-exports
 * it) so that lib/http, which checks every route's path ids, does not build the other common schemas at import.
 */
export const idSchema = z
  .string({ error: messages.common.invalidId })
  .trim()
  .min(1, messages.common.invalidId)
  .max(64, messages.common.invalidId)
  .regex(/^[A-Za-z0-9_-]+$/, messages.common.invalidId);
