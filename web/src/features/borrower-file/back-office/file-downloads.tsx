import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import { FileDown, FileJson } from 'lucide-react';
import { BusyButton } from '../../../components/form';
import { useDownloadFile } from './api';

const m = fileWords.downloads;

/**
 * "Download PDF" (print-ready: the application, consents, checklist and FINTRAC record) and "Download JSON" (for
 * lenders' submission systems): fetched with the signed-in token, saved as `file-<lead name>.pdf` / `.json`.
 * While one is prepared its button is busy and says so; the other waits.
 */
export function FileDownloads({ leadId, leadName }: { leadId: string; leadName: string }) {
  const download = useDownloadFile(leadId, leadName);
  const pending = download.isPending ? download.variables : undefined;
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <BusyButton
        variant="outline"
        size="sm"
        busy={pending === 'pdf'}
        busyLabel={m.pdfPending}
        disabled={pending === 'json'}
        icon={<FileDown className="size-4" aria-hidden />}
        onClick={() => download.mutate('pdf')}
      >
        {m.pdf}
      </BusyButton>
      <BusyButton
        variant="outline"
        size="sm"
        busy={pending === 'json'}
        busyLabel={m.jsonPending}
        disabled={pending === 'pdf'}
        icon={<FileJson className="size-4" aria-hidden />}
        onClick={() => download.mutate('json')}
      >
        {m.json}
      </BusyButton>
      <p role="status" className="sr-only">
        {pending === 'pdf' ? m.pdfPending : pending === 'json' ? m.jsonPending : ''}
      </p>
    </div>
  );
}
