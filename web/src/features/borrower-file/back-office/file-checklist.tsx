import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import {
  type BrokerFile,
  type ChecklistItem,
  type DocumentStatus,
  reviewDocumentRequestSchema,
} from '@maplestone/shared/schemas/borrower-file';
import { Check, FilePlus2, FileText, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '../../../components/back-office/lazy-dialog';
import { ConfirmDialog, Field, FormDialog } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useOpenDocumentFile, useRemoveDocument, useReviewDocument } from './api';
import { FileSection } from './file-section';
import { formatWhen } from './format';

const m = fileWords.checklist;

/** The add dialog's code (the standard list, its checkboxes) loads when first opened. */
const AddDocumentsDialog = lazyDialog(() =>
  import('./add-documents-dialog').then((module) => module.AddDocumentsDialog),
);

const STATUS_CLASS: Record<DocumentStatus, string> = {
  requested: 'bg-slate-100 text-slate-700 ring-slate-200',
  uploaded: 'bg-gold-400/20 text-amber-900 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refused: 'bg-maple-50 text-maple-800 ring-maple-200',
};

/** An item's name: its standard type's, or the broker's own label. */
export const itemLabel = (item: Pick<ChecklistItem, 'type' | 'label'>): string =>
  (item.type === 'custom' ? item.label : m.types[item.type]) ?? item.type;

/**
 * The documents asked of the borrowers, for the file and for each applicant: each item's status, its files
 * (a click opens a 5-minute link), Accept and Refuse (with the reason the borrower reads) once something is
 * uploaded, Remove (after a confirmation) while nothing is. "Add documents" asks for more.
 */
export function FileChecklist({ leadId, file }: { leadId: string; file: BrokerFile }) {
  const [adding, setAdding] = useState(false);
  const refuse = useItemDialog();
  const confirmRemove = useItemDialog();
  const review = useReviewDocument(leadId);
  const remove = useRemoveDocument(leadId);
  const groups = [
    { key: 'file', title: m.forFile, items: file.checklist.filter((item) => item.applicant_id === null) },
    ...file.applicants.map((applicant) => ({
      key: applicant.id,
      title: m.forApplicant(applicant.name),
      items: file.checklist.filter((item) => item.applicant_id === applicant.id),
    })),
  ].filter((group) => group.items.length > 0);

  return (
    <FileSection
      id="file-documents"
      title={m.title}
      lead={m.lead}
      action={
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <FilePlus2 className="size-4" aria-hidden />
          {m.add}
        </Button>
      }
    >
      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {m.empty}
        </p>
      ) : (
        <div className="space-y-5">
          {groups.map((group) => (
            <div key={group.key}>
              <h4 className="mb-2 text-sm font-semibold text-navy-950">{group.title}</h4>
              <ul className="space-y-3">
                {group.items.map((item) => (
                  <ChecklistRow
                    key={item.id}
                    leadId={leadId}
                    item={item}
                    reviewing={review.isPending && review.variables?.itemId === item.id}
                    onAccept={() =>
                      review.mutate({
                        itemId: item.id,
                        label: itemLabel(item),
                        status: 'accepted',
                        reason: null,
                      })
                    }
                    onRefuse={() => refuse.show(item)}
                    onRemove={() => confirmRemove.show(item)}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <AddDocumentsDialog open={adding} onOpenChange={setAdding} leadId={leadId} file={file} />
      <FormDialog
        open={refuse.open}
        onOpenChange={refuse.setOpen}
        title={refuse.row ? m.refuseTitle(itemLabel(refuse.row)) : m.refuse}
        description={m.refuseText}
        schema={reviewDocumentRequestSchema}
        defaultValues={{ status: 'refused', reason: '' }}
        submitLabel={m.refuse}
        onSubmit={(body) =>
          refuse.row
            ? review.mutateAsync({ ...body, itemId: refuse.row.id, label: itemLabel(refuse.row) })
            : Promise.resolve()
        }
      >
        <Field name="reason" label={m.refuseReason}>
          <Textarea rows={3} className="min-h-24" placeholder={m.refusePlaceholder} />
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={confirmRemove.open}
        onOpenChange={(open) => (open ? undefined : confirmRemove.setOpen(false))}
        title={confirmRemove.row ? m.removeTitle(itemLabel(confirmRemove.row)) : m.remove}
        description={m.removeText}
        confirmLabel={m.removeConfirm}
        pending={remove.isPending}
        onConfirm={() => {
          const item = confirmRemove.row;
          if (item) {
            remove.mutate(
              { itemId: item.id, label: itemLabel(item) },
              { onSettled: () => confirmRemove.setOpen(false) },
            );
          }
        }}
      />
    </FileSection>
  );
}

/** A dialog about one item, and whether it is open; closing keeps the item so the title stays while it closes. */
function useItemDialog() {
  const [state, setState] = useState<{ open: boolean; row: ChecklistItem | null }>({
    open: false,
    row: null,
  });
  return {
    ...state,
    show: (row: ChecklistItem) => setState({ open: true, row }),
    setOpen: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}

function ChecklistRow({
  leadId,
  item,
  reviewing,
  onAccept,
  onRefuse,
  onRemove,
}: {
  leadId: string;
  item: ChecklistItem;
  reviewing: boolean;
  onAccept: () => void;
  onRefuse: () => void;
  onRemove: () => void;
}) {
  const label = itemLabel(item);
  const uploaded = item.files.length > 0;
  return (
    <li className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-navy-950">
            <span className="break-words">{label}</span>
            <span
              className={cn(
                'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                STATUS_CLASS[item.status],
              )}
            >
              {m.statuses[item.status]}
            </span>
          </p>
          {item.status === 'refused' && item.reason ? (
            <p className="mt-1 text-sm text-maple-800">{m.refusedBecause(item.reason)}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {uploaded && item.status !== 'accepted' ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={m.acceptLabel(label)}
              disabled={reviewing}
              onClick={onAccept}
            >
              <Check className="size-4" aria-hidden />
              {m.accept}
            </Button>
          ) : null}
          {uploaded && item.status !== 'refused' ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={m.refuseLabel(label)}
              disabled={reviewing}
              onClick={onRefuse}
            >
              <X className="size-4" aria-hidden />
              {m.refuse}
            </Button>
          ) : null}
          {uploaded ? null : (
            <Button size="sm" variant="ghost" aria-label={m.removeLabel(label)} onClick={onRemove}>
              <Trash2 className="size-4" aria-hidden />
              {m.remove}
            </Button>
          )}
        </div>
      </div>
      {uploaded ? (
        <ItemFiles leadId={leadId} item={item} />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{m.noFiles}</p>
      )}
    </li>
  );
}

/** An item's files: each a button that asks for its 5-minute link and opens it in a new tab. */
function ItemFiles({ leadId, item }: { leadId: string; item: ChecklistItem }) {
  const open = useOpenDocumentFile(leadId);
  return (
    <ul aria-label={m.files} className="mt-3 space-y-1.5">
      {item.files.map((file) => {
        const opening = open.isPending && open.variables?.fileId === file.id;
        return (
          <li key={file.id} className="flex flex-wrap items-center gap-x-2 text-sm">
            <button
              type="button"
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded text-left font-medium text-navy-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-navy-500 disabled:opacity-60"
              aria-label={m.openFile(file.filename)}
              aria-busy={opening || undefined}
              disabled={opening}
              onClick={() => open.mutate({ itemId: item.id, fileId: file.id })}
            >
              <FileText className="size-4 shrink-0" aria-hidden />
              <span className="break-all">{opening ? m.opening : file.filename}</span>
            </button>
            <span className="text-slate-600">
              {formatSize(file.size)} · {m.uploadedOn(formatWhen(file.uploaded_at))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** '2.4 MB', '830 KB'. */
function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
