import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { type LeadExport, leadExportSchema } from '@maplestone/shared/schemas/exports';
import type { AdminLeadFilter } from '@maplestone/shared/schemas/leads';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '../../../components/form';
import { buttonClass } from '../../../components/ui/button';
import { authedRequest } from '../../../lib/authed-api';
import { useResourceMutation } from '../../../lib/resource';
import { toast } from '../../../lib/toast';

const m = adminMessages.leads;

/** How often a running export is asked how far it is. */
export const EXPORT_POLL_MS = 1000;
/** A finished export's link lives 5 minutes: it is asked for a fresh one this long before it lapses. */
const LINK_MARGIN_MS = 30_000;

/** The filters as the API takes them: the ones set, none empty. */
const setFilters = (filter: AdminLeadFilter): AdminLeadFilter =>
  Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );

/** POST /api/admin/exports: starts the export of what the table shows; 202 with the export, running. */
function useStartLeadExport() {
  return useResourceMutation<AdminLeadFilter, LeadExport>({
    mutationFn: (filter) =>
      authedRequest('/api/admin/exports', {
        method: 'POST',
        body: setFilters(filter),
        schema: leadExportSchema,
      }),
    invalidate: [],
    failure: m.exportFailed,
  });
}

/**
 * GET /api/admin/exports/{id}: every second while the export runs; once done, again shortly before its
 * 5-minute link lapses, so the link on screen keeps working. A failed read ends the polling.
 */
function useLeadExport(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'exports', id],
    queryFn: () => authedRequest(`/api/admin/exports/${id}`, { schema: leadExportSchema }),
    enabled: id !== null,
    retry: 2,
    refetchInterval: (query) => {
      const state = query.state.data;
      if (query.state.status === 'error' || state?.status === 'failed') return false;
      if (state?.status === 'done') {
        return state.download_expires_at
          ? Math.max(Date.parse(state.download_expires_at) - Date.now() - LINK_MARGIN_MS, EXPORT_POLL_MS)
          : false;
      }
      return EXPORT_POLL_MS;
    },
  });
}

/**
 * "Export CSV" of the super admin's leads list as a job (issue 33, ADR 093): a click starts the export of the
 * leads `filter` selects (the table's filters), then shows how many rows are written while it runs (asked every
 * second, announced politely), then a "Download CSV" link to the file and the toast 'Leads exported', or
 * 'Failed to export leads' when it fails.
 */
export function LeadExportButton({ filter, disabled }: { filter: AdminLeadFilter; disabled?: boolean }) {
  const start = useStartLeadExport();
  const [exportId, setExportId] = useState<string | null>(null);
  const followed = useLeadExport(exportId);
  const job = exportId ? followed.data : undefined;
  const failed = job?.status === 'failed' || (exportId !== null && followed.isError);
  const running = start.isPending || (exportId !== null && !failed && job?.status !== 'done');

  // One toast per export, when it ends.
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!exportId || toasted.current === exportId) return;
    if (job?.status === 'done') {
      toasted.current = exportId;
      toast.success(m.exported);
    } else if (failed) {
      toasted.current = exportId;
      toast.error(m.exportFailed);
    }
  }, [exportId, job?.status, failed]);

  const status = !exportId
    ? ''
    : failed
      ? m.exportFailed
      : job?.status === 'done'
        ? m.exportReady(job.rows)
        : m.exportProgress(job?.rows ?? 0);

  return (
    <div className="flex flex-col gap-2 sm:ml-auto sm:items-end">
      <BusyButton
        variant="outline"
        onClick={() => {
          setExportId(null);
          start.mutate(filter, { onSuccess: (started) => setExportId(started.id) });
        }}
        busy={running}
        busyLabel={m.exporting}
        icon={<Download className="size-4" aria-hidden />}
        disabled={disabled}
      >
        {m.exportCsv}
      </BusyButton>
      <p role="status" aria-live="polite" className="text-sm text-slate-600">
        {status}
      </p>
      {job?.status === 'done' && job.download_url ? (
        <a href={job.download_url} download={job.filename} className={buttonClass('link', 'sm')}>
          <Download className="size-4" aria-hidden />
          {m.downloadCsv}
        </a>
      ) : null}
    </div>
  );
}
