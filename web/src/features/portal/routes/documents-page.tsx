import type { BorrowerFileView, ChecklistItem } from '@maplestone/shared/schemas/borrower-file';
import { CircleAlert, FileText } from 'lucide-react';
import { useId } from 'react';
import { BackToFile } from '../components/back-to-file';
import { DocumentBadge } from '../components/badges';
import { DocumentUpload } from '../components/document-upload';
import { PortalFrame, PortalHeading } from '../components/portal-frame';
import { documentName, documentOwner } from '../file-rules';
import { usePortalFormat } from '../format';
import { usePortalWords } from '../words';

/**
 * /portal/documents, /fr/portail/documents (issue 38, ADR 118): each document the broker asked for, with its status
 * (Requested, Uploaded, Accepted, Refused), the broker's reason when refused, the files sent, and an upload
 * control for several files with each one's progress. The items to act on come first.
 */
export default function DocumentsPage() {
  const w = usePortalWords().documents;
  return (
    <PortalFrame title={w.title}>
      {(file) => (
        <div className="space-y-5">
          <BackToFile>{w.back}</BackToFile>
          <PortalHeading title={w.title} lead={w.lead} />
          {file.checklist.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{w.empty}</p>
          ) : (
            <ul className="space-y-4">
              {ordered(file.checklist).map((item) => (
                <li key={item.id}>
                  <ChecklistCard file={file} item={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </PortalFrame>
  );
}

const ORDER = { refused: 0, requested: 1, uploaded: 2, accepted: 3 } as const;

/** Refused first, then requested, then sent, then accepted; in the order asked within each. */
function ordered(items: readonly ChecklistItem[]): ChecklistItem[] {
  return [...items].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || a.requested_at.localeCompare(b.requested_at),
  );
}

function ChecklistCard({ file, item }: { file: BorrowerFileView; item: ChecklistItem }) {
  const words = usePortalWords();
  const w = words.documents;
  const f = usePortalFormat();
  const headingId = useId();
  const name = documentName(item, words);
  return (
    <article
      aria-labelledby={headingId}
      className={
        item.status === 'refused'
          ? 'rounded-2xl bg-white p-5 shadow-xs ring-2 ring-maple-500 sm:p-6'
          : 'rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6'
      }
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-lg font-bold text-navy-950">
            {name}
          </h2>
          <p className="text-xs text-slate-500">{documentOwner(item, file, words)}</p>
        </div>
        <DocumentBadge status={item.status} label={w.statuses[item.status]} />
      </div>
      {item.status === 'refused' ? (
        <div
          role="note"
          className="mt-4 flex gap-3 rounded-xl border border-maple-200 bg-maple-50 p-4 text-maple-800"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{w.refusedTitle}</p>
            {item.reason ? <p className="mt-1 text-base">{w.refusedReason(item.reason)}</p> : null}
          </div>
        </div>
      ) : null}
      {item.files.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-700">{w.files}</h3>
          <ul className="mt-2 space-y-1">
            {item.files.map((sent) => (
              <li key={sent.id} className="flex items-center gap-2 text-sm text-slate-700">
                <FileText className="size-4 shrink-0 text-slate-400" aria-hidden />
                <span className="min-w-0 break-all">
                  {w.fileLine(sent.filename, f.size(sent.size), f.date(sent.uploaded_at))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.status === 'accepted' ? null : (
        <div className="mt-4">
          <DocumentUpload item={item} documentName={name} />
        </div>
      )}
    </article>
  );
}
