import { type AuditEntry, adminMessages, staffMessages } from '@maplestone/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileSearch } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminTabProps } from '../../../components/back-office/nav-item';
import { PanelHeading } from '../../../components/back-office/panel-heading';
import { DataTable } from '../../../components/data-table';
import { BusyButton } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { isSignedOutError } from '../../../lib/authed-api';
import { auditLogQuery } from './api';
import { actionLabel, auditColumns, formatWhen } from './columns';
import { AuditEntryDialog } from './entry-dialog';
import { AUDIT_PREFIX, AuditFilterFields, useAuditFilters } from './filters';

const m = adminMessages.audit;
/** A page of the table is a page of the API (50 entries), so "Load more" shows the next page. */
const DEFAULTS = { sort: { id: 'at', desc: true }, pageSize: 50 } as const;

/** Why the log could not be shown: the API's own words for a refused filter (400), else the panel's. */
function failure(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? error.message || m.loadFailed : m.loadFailed;
}

/**
 * /super-admin/audit (issue 17, ADR 069): every super-admin change, newest first, filtered by date range,
 * actor and entity type (in the URL); "Load more" asks the API for the next 50; a row opens the entry.
 */
export default function AuditPanel(_props: AdminTabProps) {
  const state = useAuditFilters();
  const log = useInfiniteQuery(auditLogQuery(state.filters));
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.entries), [log.data]);

  // The new entries join the table; its pager says how many pages there now are.
  const loadMore = () => log.fetchNextPage();

  const error = log.isError && !isSignedOutError(log.error) ? failure(log.error) : null;
  return (
    <section aria-labelledby="admin-audit-heading" className="space-y-6">
      <PanelHeading id="admin-audit-heading" title={m.title} lead={m.lead} />
      <AuditFilterFields state={state} />
      <DataTable
        columns={auditColumns}
        data={entries}
        loading={log.isPending}
        error={error}
        onRetry={() => log.refetch()}
        urlPrefix={AUDIT_PREFIX}
        label={m.title}
        emptyMessage={state.active ? m.emptyFiltered : m.empty}
        defaults={DEFAULTS}
        getRowId={(entry) => entry.id}
        onRowClick={setOpen}
        rowActions={(entry) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={m.detailsOf(actionLabel(entry.action), formatWhen(entry.at))}
            onClick={() => setOpen(entry)}
          >
            <FileSearch className="size-4" aria-hidden />
          </Button>
        )}
      />
      {log.hasNextPage ? (
        <div className="flex justify-center">
          <BusyButton
            variant="outline"
            onClick={loadMore}
            busy={log.isFetchingNextPage}
            busyLabel={m.loadingMore}
          >
            {m.loadMore}
          </BusyButton>
        </div>
      ) : null}
      {log.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-maple-700">
          {failure(log.error)} · {staffMessages.backOffice.retry}
        </p>
      ) : null}
      <AuditEntryDialog entry={open} onOpenChange={(next) => (next ? undefined : setOpen(null))} />
    </section>
  );
}
