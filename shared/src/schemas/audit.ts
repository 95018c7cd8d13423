import * as z from 'zod';
import { adminMessages } from '../i18n/en/staff/admin/index';
import { timestampSchema } from './common';

// ---------------------------------------------------------------------------------------------
// The super admin's audit log (issue 17, ADR 069): one entry per successful super-admin change.

const m = adminMessages.audit;

/** Entries per page of GET /api/admin/audit. */
export const AUDIT_PAGE_SIZE = 50;
/** The longest range one listing may cover, in days (a year, leap day included). */
export const AUDIT_MAX_RANGE_DAYS = 366;
/** The days a listing covers when the caller names no range (today included). */
export const AUDIT_DEFAULT_RANGE_DAYS = 30;

/**
 * The entity types the panel offers as a filter: the admin routes' path segments, and 'fintrac', the FINTRAC records
 * whoever writes them (ADR 118: the broker's PUT /api/files/{leadId}/fintrac/{applicantId}).
 */
export const AUDIT_ENTITY_TYPES = [
  'agents',
  'leads',
  'posts',
  'testimonials',
  'rates',
  'products',
  'services',
  'lenders',
  'uploads',
  'privacy',
  'fintrac',
] as const;

/** What a personal value is replaced with in an entry; the second says the value changed. */
export const PERSONAL_DATA = '[personal data]';
export const PERSONAL_DATA_CHANGED = '[personal data, changed]';

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not). */
const auditDay = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, m.badDate);

/**
 * GET /api/admin/audit's query: the days are Toronto days, both included (the last 30 days when absent);
 * `actor` is a user's id or e-mail, `entity` an entity type; `cursor` the previous page's.
 */
export const auditQuerySchema = z
  .strictObject({
    from: auditDay.optional(),
    to: auditDay.optional(),
    actor: z.string().trim().min(1).max(254, m.badActor).optional(),
    entity: z
      .string()
      .regex(/^[a-z][a-z0-9_-]{0,39}$/, m.badEntity)
      .optional(),
    cursor: z.string().max(512, m.badCursor).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: m.fromAfterTo,
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Who made the change: the signed-in user's id, e-mail and name as they were then. */
export const auditActorSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});

const fieldsSchema = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.object({
  id: z.string(),
  at: timestampSchema,
  actor: auditActorSchema,
  /** The route's key, e.g. 'PATCH /api/admin/agents/{id}'. */
  route: z.string(),
  /** The route's handler name, e.g. 'updateAgent'. */
  action: z.string(),
  /** The entity type (the route's path segment) and the id the change was about (null: none, or a list). */
  entity: z.object({ type: z.string(), id: z.string().nullable() }),
  /** The path parameters and a summary of the body or query, personal data and secrets replaced. */
  request: z.object({ params: z.record(z.string(), z.string()), summary: fieldsSchema.nullable() }),
  /** The entity before (null when it was created or is of no known type) and after (null once deleted). */
  before: fieldsSchema.nullable(),
  after: fieldsSchema.nullable(),
  /** The response status (only successful changes are recorded). */
  status: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of GET /api/admin/audit: newest first; `cursor` asks for the next page (null: no more). */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  cursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * The fields of an entity that differ between before and after (an absent field counts as null), and
 * those that do not, each in name order: what the log's detail shows first, and what it folds away.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { changed: string[]; unchanged: string[] } {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const name of names) {
    const same = stableJson(before?.[name] ?? null) === stableJson(after?.[name] ?? null);
    (same ? unchanged : changed).push(name);
  }
  return { changed, unchanged };
}
