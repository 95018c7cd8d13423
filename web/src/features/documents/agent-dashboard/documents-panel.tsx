import { dashboardMessages, fileContentType } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { PagedQueryItems } from '../../../components/back-office/query-items';
import { useServerTableState } from '../../../components/data-table/server-url-state';
import { UploadField } from '../../../components/form/upload-field';
import { failureMessage } from '../../../lib/api';
import { isSignedOutError } from '../../../lib/authed-api';
import { toast } from '../../../lib/toast';
import { useMyDocuments, useRecordDocument } from './api';
import { DocumentsList } from './documents-list';

const m = dashboardMessages;

/**
 * Upload a pdf, doc, docx or image (to storage, then recorded: type certificate for a pdf, else other,
 * decided by the server), then the agent's documents, newest first, a page at a time (issue 33).
 */
export default function DocumentsTab(_props: DashboardTabProps) {
  const table = useServerTableState('documents', { facetIds: [] });
  const documents = useMyDocuments(table.query);
  const record = useRecordDocument();
  return (
    <div className="space-y-8">
      <UploadField
        kind="document"
        label={m.documentUploadLabel}
        onUploaded={(fileUrl, file) =>
          record.mutateAsync({
            body: {
              name: file.name.slice(0, 255),
              file_url: fileUrl,
              file_size: file.size,
              mime_type: fileContentType(file),
            },
          })
        }
        onError={(error) => {
          if (!isSignedOutError(error)) toast.error(failureMessage(error, m.documentUploadFailed));
        }}
      />
      <section aria-labelledby="documents-heading" className="space-y-4">
        <h2 id="documents-heading" className="text-lg font-semibold text-navy-950">
          {m.documentsListTitle}
        </h2>
        <PagedQueryItems
          query={documents}
          state={table}
          loading={commonWords.loading}
          failed={m.documentsFetchFailed}
          empty={m.documentsEmpty}
        >
          {(items) => <DocumentsList documents={items} query={table.query} />}
        </PagedQueryItems>
      </section>
    </div>
  );
}
