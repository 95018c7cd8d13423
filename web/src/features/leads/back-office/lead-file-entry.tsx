import { fileEntryWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { authedRequest } from '../../../lib/authed-api';

const w = fileEntryWords;
/** The file's shared schema, loaded beside the request: the lead detail names fewer chunks to load this entry. */
const fileViewSchema = () =>
  import('@maplestone/shared/schemas/borrower-file').then((module) => module.brokerFileViewSchema);

/**
 * The lead's borrower file (issue 38) from its detail: "Open file" with the file's stage, or "Invite borrower"
 * when it has none, a link to /<area>/files/:leadId in the area the detail is shown in. Reads GET
 * /api/files/{leadId} under the key the file's page reads (['files', leadId]), so opening it shows at once.
 */
export default function LeadFileEntry({ leadId }: { leadId: string }) {
  const { pathname } = useLocation();
  const area = pathname.startsWith('/super-admin') ? '/super-admin' : '/agent-dashboard';
  const view = useQuery({
    queryKey: ['files', leadId],
    queryFn: () => authedRequest(`/api/files/${encodeURIComponent(leadId)}`, { schema: fileViewSchema }),
  });
  const file = view.data?.file;
  const none = view.data !== undefined && file === null;
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{w.section}</h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Link
          to={`${area}/files/${encodeURIComponent(leadId)}`}
          className={buttonClass('outline', 'sm', 'self-start')}
        >
          {none ? <UserPlus className="size-4" aria-hidden /> : <FolderOpen className="size-4" aria-hidden />}
          {none ? w.invite : w.open}
        </Link>
        {/* A failed read says nothing here: the file's page says why, and offers to try again. */}
        <p className="text-sm text-slate-600">{file ? w.stage(w.stages[file.stage]) : none ? w.none : ''}</p>
      </div>
    </section>
  );
}
