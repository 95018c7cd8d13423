import { dashboardMessages, formatFileSize, type ListedDocument } from '@maplestone/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Trash2 } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { Button } from '../../../components/ui/button';
import type { PageQuery } from '../../../lib/admin-resource';
import { formatLongDate } from '../../../lib/dates';
import { linkExpired, myDocumentsQuery, useDeleteDocument } from './api';

const m = dashboardMessages;

/**
 * A page of the agent's documents, newest first (`query` names the page): each opens through its private link,
 * and can be deleted (confirmed).
 */
export function DocumentsList({
  documents,
  query,
}: {
  documents: readonly ListedDocument[];
  query: PageQuery;
}) {
  const [deleting, setDeleting] = useState<ListedDocument | null>(null);
  const remove = useDeleteDocument(() => setDeleting(null));
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            document={document}
            query={query}
            onDelete={() => setDeleting(document)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? m.documentDeleteTitle(deleting.name) : ''}
        description={m.documentDeleteDescription}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}

function DocumentRow({
  document,
  query,
  onDelete,
}: {
  document: ListedDocument;
  query: PageQuery;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();

  /** A link that lapsed (a laptop woke from sleep) is fetched afresh, with its page, before opening. */
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!linkExpired(document)) return;
    event.preventDefault();
    const page = await queryClient.fetchQuery({ ...myDocumentsQuery(query), staleTime: 0 });
    const fresh = page.items.find((item) => item.id === document.id);
    if (fresh) window.open(fresh.file_url, '_blank', 'noopener,noreferrer');
  }

  return (
    <li className="flex items-center gap-3 p-4">
      <FileText className="size-5 shrink-0 text-navy-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <a
          href={document.file_url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={open}
          aria-label={m.documentOpen(document.name)}
          className="block truncate font-medium text-navy-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-500"
        >
          {document.name}
        </a>
        <p className="mt-0.5 text-sm text-slate-600">
          {formatFileSize(document.file_size)} · {m.documentTypeLabels[document.type]} ·{' '}
          <time dateTime={document.uploaded_at}>{formatLongDate(document.uploaded_at)}</time>
        </p>
      </div>
      <Button variant="ghost" size="sm" aria-label={m.documentDelete(document.name)} onClick={onDelete}>
        <Trash2 className="size-4 text-maple-700" aria-hidden />
      </Button>
    </li>
  );
}
