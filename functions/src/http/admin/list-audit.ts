import { AUDIT_PAGE_SIZE, auditQuerySchema } from '@maplestone/shared/schemas/audit';
import { auditMonthsOf } from '../../data/keys';
import { audit } from '../../data/repositories/audit';
import { defineHandler, ok } from '../../lib/http';
import { auditRange, decodeAuditCursor, encodeAuditCursor } from '../../services/back-office/audit-log';

/**
 * GET /api/admin/audit?from&to&actor&entity&cursor: the audit log, 50 entries a page, newest first, and
 * the cursor of the next page. Bad dates, from after to, a range over a year or a cursor not of this
 * range answer 400 (ADR 069).
 */
export const listAudit = defineHandler({
  query: auditQuerySchema,
  handle: async ({ query }) => {
    const range = auditRange(query);
    const start = query.cursor
      ? decodeAuditCursor(query.cursor, auditMonthsOf(range.from, range.until))
      : undefined;
    const { entries, next } = await audit.page({
      ...range,
      actor: query.actor,
      entity: query.entity,
      start,
      limit: AUDIT_PAGE_SIZE,
    });
    return ok({ entries, cursor: next ? encodeAuditCursor(next) : null });
  },
});
