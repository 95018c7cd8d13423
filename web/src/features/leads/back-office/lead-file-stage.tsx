import { staffMessages } from '@maplestone/shared';
import { fileEntryWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import type { FileStage } from '@maplestone/shared/schemas/borrower-file';
import { FolderOpen } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';

const m = staffMessages.leads.fileStage;

/** A file under way in navy; funded in green; lost in grey. */
const STAGE_STYLES: Partial<Record<FileStage, string>> = {
  funded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  lost: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/**
 * A row's borrower file (issue 38, ADR 119): its stage, as the lead carries it, linking to the file's page in the
 * area the list is shown in. Nothing for a lead without a file.
 */
export function FileStageBadge({
  lead,
}: {
  lead: { id: string; client_name: string; file_stage?: FileStage | null };
}) {
  const { pathname } = useLocation();
  if (!lead.file_stage) return null;
  const area = pathname.startsWith('/super-admin') ? '/super-admin' : '/agent-dashboard';
  const stage = fileEntryWords.stages[lead.file_stage];
  return (
    <Link
      to={`${area}/files/${encodeURIComponent(lead.id)}`}
      data-file-stage={lead.file_stage}
      aria-label={m.open(lead.client_name, stage)}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-navy-500',
        STAGE_STYLES[lead.file_stage] ?? 'bg-navy-50 text-navy-800 ring-navy-200',
      )}
    >
      <FolderOpen className="size-3.5 shrink-0" aria-hidden />
      {m.label(stage)}
    </Link>
  );
}
