import { staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import type { BrokerFile, FileLeadSummary } from '@maplestone/shared/schemas/borrower-file';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorAlert, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { isSignedOutError } from '../../../lib/authed-api';
import { fileQuery } from './api';
import { FileApplicants, InviteDialog } from './file-applicants';
import { FileApplication, FileConsents } from './file-application';
import { FileChecklist } from './file-checklist';
import { FileDownloads } from './file-downloads';
import { FileFintrac } from './file-fintrac';
import { FileStageSection } from './file-stage';

const m = fileWords;

/** The sections of a file, in the page's order, for the links under its heading. */
const SECTIONS = [
  ['file-stage', m.stage.title],
  ['file-applicants', m.applicants.title],
  ['file-documents', m.checklist.title],
  ['file-fintrac', m.fintrac.title],
  ['file-consents', m.consents.title],
  ['file-application', m.application.title],
] as const;

/**
 * /agent-dashboard/files/:leadId and /super-admin/files/:leadId (issue 38, ADR 118): the borrower's file of a
 * lead, as the broker works it. No file yet: "Invite borrower". Otherwise its stage, applicants, documents,
 * FINTRAC records, consents and application, and its PDF and JSON. A lead the caller may not open is a 404.
 */
export default function FilePage({ area }: { area: '/agent-dashboard' | '/super-admin' }) {
  const { leadId = '' } = useParams();
  const query = useQuery(fileQuery(leadId));
  const [inviting, setInviting] = useState(false);
  // Back to the lead's detail in the leads tab, where the file was opened (BackLink's look; the back office has
  // no French paths, so react-router's own Link).
  const back = (
    <Link
      to={`${area}/leads?lead=${encodeURIComponent(leadId)}`}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline"
    >
      <ArrowRight className="size-4 rotate-180" aria-hidden />
      {m.back}
    </Link>
  );

  if (query.isPending || (query.isError && isSignedOutError(query.error))) {
    return <LoadingState>{commonWords.loading}</LoadingState>;
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <ErrorAlert
          title={missing ? m.notFound : m.loadFailed}
          action={
            missing ? null : (
              <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
                {staffMessages.backOffice.retry}
              </Button>
            )
          }
        />
      </div>
    );
  }

  const { lead, file } = query.data;
  return (
    <article aria-labelledby="file-heading" className="space-y-6">
      {back}
      <FileHeader lead={lead} file={file} />
      {file ? (
        <>
          <nav aria-label={m.sectionsNav} className="-mt-2">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {SECTIONS.map(([id, title]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="inline-flex min-h-9 items-center font-medium text-navy-700 underline-offset-4 hover:underline"
                  >
                    {title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <FileStageSection leadId={leadId} file={file} />
          <FileApplicants leadId={leadId} file={file} onInvite={() => setInviting(true)} />
          <FileChecklist leadId={leadId} file={file} />
          <FileFintrac leadId={leadId} file={file} />
          <FileConsents file={file} />
          <FileApplication file={file} />
        </>
      ) : (
        <section
          aria-labelledby="file-none-heading"
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        >
          <h3 id="file-none-heading" className="text-lg font-semibold text-navy-950">
            {m.none.title}
          </h3>
          <p className="max-w-xl text-sm text-slate-600">{m.none.text}</p>
          <Button onClick={() => setInviting(true)}>
            <UserPlus className="size-4" aria-hidden />
            {m.applicants.invite}
          </Button>
        </section>
      )}
      <InviteDialog
        leadId={leadId}
        open={inviting}
        onOpenChange={setInviting}
        file={file}
        leadName={lead.client_name}
      />
    </article>
  );
}

function FileHeader({ lead, file }: { lead: FileLeadSummary; file: BrokerFile | null }) {
  const leads = staffMessages.leads;
  return (
    <header className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between sm:p-6">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{m.title}</p>
        <h2 id="file-heading" className="break-words text-2xl font-semibold text-navy-950">
          {lead.client_name}
        </h2>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="text-slate-600">{m.leadType}:</dt>
            <dd>{leads.typeLabels[lead.type]}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600">{m.leadStatus}:</dt>
            <dd>{leads.statusLabels[lead.status]}</dd>
          </div>
          {file ? (
            <div className="flex gap-1">
              <dt className="text-slate-600">{m.stage.title}:</dt>
              <dd className="font-semibold">{m.stage.labels[file.stage]}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {file ? <FileDownloads leadId={lead.id} leadName={lead.client_name} /> : null}
    </header>
  );
}
