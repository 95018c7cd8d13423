import * as z from 'zod';
import { commonMessage } from '../i18n/schema-words';

/**
 * An identifier (ULID, UUID or similar): 1-64 of A-Z a-z 0-9 _ -. A module of its own (common.ts re-exports
 * it) so that lib/http, which checks every route's path ids, does not build the other common schemas at import.
 */
export const idSchema = z
  .string(commonMessage((c) => c.invalidId))
  .trim()
  .min(
    1,
    commonMessage((c) => c.invalidId),
  )
  .max(
    64,
    commonMessage((c) => c.invalidId),
  )
  .regex(
    /^[A-Za-z0-9_-]+$/,
    commonMessage((c) => c.invalidId),
  );
