import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import {
  AUDIT_DEFAULT_RANGE_DAYS,
  AUDIT_MAX_RANGE_DAYS,
  type AuditQuery,
} from '@maplestone/shared/schemas/audit';
import { addDays, dayOf } from '../../data/keys';
import type { AuditPosition } from '../../data/repositories/audit';
import { ValidationError } from '../../lib/errors';
import { startOfDay } from './periods';

const m = adminMessages.audit;

const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

/** Whole days from one 'YYYY-MM-DD' to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The listing's Toronto days (the last 30 days when absent), at most a year apart. */
export function auditRange(query: Pick<AuditQuery, 'from' | 'to'>, now = new Date()) {
  const to = query.to ?? dayOf(now.toISOString());
  const from = query.from ?? addDays(to, 1 - AUDIT_DEFAULT_RANGE_DAYS);
  if (from > to) throw invalid('from', m.fromAfterTo);
  if (daysBetween(from, to) + 1 > AUDIT_MAX_RANGE_DAYS) throw invalid('to', m.rangeTooLong);
  return { from: startOfDay(from), until: startOfDay(addDays(to, 1)) };
}

const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z#[0-9a-f-]{36}$/;

export function encodeAuditCursor(position: AuditPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor names, if it is one of this range's months and a sort key within it; else 400. */
export function decodeAuditCursor(cursor: string, months: readonly string[]): AuditPosition {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('cursor', m.badCursor);
  }
  const { month, after } = (position ?? {}) as { month?: unknown; after?: unknown };
  const monthOk = typeof month === 'string' && months.includes(month);
  const afterOk =
    after === undefined ||
    (typeof after === 'string' && SORT_KEY.test(after) && after.startsWith(String(month)));
  if (!monthOk || !afterOk) throw invalid('cursor', m.badCursor);
  return after === undefined ? { month } : { month, after: after as string };
}
