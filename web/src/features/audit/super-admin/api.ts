import { type AuditPage, auditPageSchema } from '@maplestone/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { query } from '../../../lib/api';
import { authedRequest } from '../../../lib/authed-api';

/** The audit log's filters, as the URL keeps them ('' for none). */
export interface AuditFilters {
  from: string;
  to: string;
  actor: string;
  entity: string;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

/** GET /api/admin/audit: pages of 50 entries, newest first; each page's cursor asks for the next. */
export function auditLogQuery(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }): Promise<AuditPage> =>
      authedRequest(`/api/admin/audit${query({ ...filters, cursor: pageParam })}`, {
        schema: auditPageSchema,
      }),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}
