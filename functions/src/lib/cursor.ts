import { createHmac, timingSafeEqual } from 'node:crypto';
import { staffMessages } from '@maplestone/shared/i18n/en/staff/back-office/index';
import * as z from 'zod';
import { parseEnv } from './env';
import { ValidationError } from './errors';

/**
 * A page cursor (issue 33, ADR 091): opaque to the caller, it names the position of the last row shown, signed
 * with the list it belongs to (its route, its filters and its caller: the `scope`). A cursor that does not
 * decode, was altered, or was made for another list or caller is a 400 with the catalogue's message; it can
 * never lead into a list the caller could not read anyway, since the list itself comes from the request.
 *
 * Format: base64url(JSON `{ "p": position }`) "." base64url(HMAC-SHA256(secret, scope + "\n" + payload)).
 */

const envSchema = z.object({
  CURSOR_SECRET: z
    .string({ error: 'CURSOR_SECRET is required (at least 32 characters)' })
    .min(32, 'CURSOR_SECRET must be at least 32 characters'),
});

let secret: string | undefined;
/** Read on first use, so a Lambda that lists nothing needs no secret. */
const cursorSecret = () => {
  secret ??= parseEnv(envSchema).CURSOR_SECRET;
  return secret;
};

/** A cursor is short: a position is a timestamp and an id, or a name and those. */
export const MAX_CURSOR_LENGTH = 1024;

const payloadSchema = z.strictObject({ p: z.string().min(1).max(600) });

const signature = (scope: string, payload: string) =>
  createHmac('sha256', cursorSecret()).update(`${scope}\n${payload}`).digest();

export function encodeCursor(position: string, scope: string): string {
  const payload = Buffer.from(JSON.stringify({ p: position })).toString('base64url');
  return `${payload}.${signature(scope, payload).toString('base64url')}`;
}

const badCursor = () =>
  new ValidationError(staffMessages.paging.badCursor, [
    { path: 'cursor', message: staffMessages.paging.badCursor },
  ]);

/** The position a cursor of this scope names; a malformed, altered or foreign cursor is a 400. */
export function decodeCursor(cursor: string, scope: string): string {
  const [payload, mac, extra] = cursor.split('.');
  if (!payload || !mac || extra !== undefined || cursor.length > MAX_CURSOR_LENGTH) throw badCursor();
  const expected = signature(scope, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badCursor();
  try {
    return payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).p;
  } catch {
    throw badCursor();
  }
}

/**
 * A list's page as the API answers it (issue 33): its items, the next page's cursor signed with the list's
 * scope (null on the last page), and its total where a counter knows it.
 */
export function pageAnswer<T>(
  page: { items: T[]; next: string | null },
  scope: string,
  total: number | null = null,
): { items: T[]; next_cursor: string | null; total: number | null } {
  return { items: page.items, next_cursor: page.next ? encodeCursor(page.next, scope) : null, total };
}

/** The position a request's cursor names in this scope (400 when it is not one of its), or none. */
export function cursorPosition(cursor: string | undefined, scope: string): string | undefined {
  return cursor ? decodeCursor(cursor, scope) : undefined;
}
