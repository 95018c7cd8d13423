import { hasCurrentConsent, isEditableStage } from '@maplestone/shared/borrower-file';
import { type BorrowerFileView, CONSENT_KINDS } from '@maplestone/shared/schemas/borrower-file';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, ChevronRight, FileCheck2, PenLine, Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { portalKeys, submitFile } from '../api/portal';
import { DocumentBadge, DoneBadge } from '../components/badges';
import { PortalFrame } from '../components/portal-frame';
import { documentName, firstIncomplete, missingLines } from '../file-rules';
import { usePortalFormat } from '../format';
import { PORTAL_PATHS, sectionPath } from '../paths';
import { usePortalWords } from '../words';

/**
 * /portal, /fr/portail (issue 38): the borrower's file at a glance, phone-first. Their name and the file's stage,
 * the application's sections with their progress and where to resume, the consents, the documents, and
 * submitting (or what is still missing).
 */
export default function PortalHomePage() {
  const w = usePortalWords();
  return <PortalFrame title={w.shell.overview}>{(file) => <Overview file={file} />}</PortalFrame>;
}

const card = 'rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6';
const rowLink =
  'flex min-h-14 items-center justify-between gap-3 rounded-xl px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-navy-500';

function Overview({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords();
  const others = file.applicants.filter((applicant) => applicant.id !== file.you.applicant_id);
  return (
    <div className="space-y-5">
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
          {w.home.greeting(file.you.name)}
        </h1>
        <dl className="mt-3">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {w.shell.stageLabel}
          </dt>
          <dd className="text-lg font-semibold text-navy-900">{w.shell.stages[file.stage]}</dd>
        </dl>
        {others.length > 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            {w.shell.youAre(w.shell.roles[file.you.role])}{' '}
            {w.shell.others(others.map((other) => `${other.name} (${w.shell.roles[other.role]})`).join(', '))}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-slate-500">{w.shell.private}</p>
      </header>
      {isEditableStage(file.stage) ? null : (
        <p role="note" className="rounded-xl bg-navy-50 p-4 text-sm text-navy-900">
          {w.home.locked}
        </p>
      )}
      <Application file={file} />
      <Consents file={file} />
      <Documents file={file} />
      <Submit file={file} />
    </div>
  );
}

function Application({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords();
  const headingId = useId();
  const { done, total } = file.progress;
  const resume = firstIncomplete(file);
  const percent = total ? Math.round((done / total) * 100) : 0;
  const shared = file.applicants.length > 1;
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="font-display text-xl font-bold text-navy-950">
        {w.home.applicationTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{w.home.progress(done, total)}</p>
      <div
        role="progressbar"
        aria-label={w.home.applicationTitle}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={w.home.progress(done, total)}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
      {resume && isEditableStage(file.stage) ? (
        <Link to={sectionPath(resume)} className={buttonClass('primary', 'lg', 'mt-4 w-full sm:w-auto')}>
          {done === 0 ? w.home.start : w.home.resume}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-100">
        {file.progress.sections.map((line) => (
          <li key={line.section}>
            <Link to={sectionPath(line.section)} className={rowLink}>
              <span className="min-w-0">
                <span className="block font-medium text-navy-950">{w.sections.names[line.section]}</span>
                {shared ? (
                  <span className="block text-xs text-slate-500">{w.home.scopes[line.scope]}</span>
                ) : null}
              </span>
              <span className="flex items-center gap-2">
                <DoneBadge
                  done={line.complete}
                  label={w.home.sectionStates[line.complete ? 'complete' : 'incomplete']}
                />
                <ChevronRight className="size-4 text-slate-400" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Consents({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords();
  const headingId = useId();
  const signed = CONSENT_KINDS.map((kind) => ({
    kind,
    done: hasCurrentConsent(file.consents, file.you.applicant_id, kind),
  }));
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="font-display text-xl font-bold text-navy-950">
        {w.home.consentsTitle}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {signed.map(({ kind, done }) => (
          <li key={kind} className="flex min-h-12 items-center justify-between gap-3 px-3 py-2">
            <span className="font-medium text-navy-950">{w.consents.kinds[kind]}</span>
            <DoneBadge done={done} label={w.home.consentStates[done ? 'signed' : 'unsigned']} />
          </li>
        ))}
      </ul>
      <Link
        to={PORTAL_PATHS.consents}
        className={buttonClass(
          signed.every((line) => line.done) ? 'outline' : 'primary',
          'lg',
          'mt-3 w-full sm:w-auto',
        )}
      >
        <PenLine className="size-4" aria-hidden />
        {signed.every((line) => line.done) ? w.home.viewConsents : w.home.signConsents}
      </Link>
    </section>
  );
}

function Documents({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords();
  const headingId = useId();
  const toSend = file.checklist.filter((item) => item.status === 'requested' || item.status === 'refused');
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="font-display text-xl font-bold text-navy-950">
        {w.home.documentsTitle}
      </h2>
      {file.checklist.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{w.home.documentsEmpty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {toSend.length > 0 ? w.home.documentsToDo(toSend.length) : w.home.documentsAllSent}
          </p>
          <ul className="mt-3 divide-y divide-slate-100">
            {file.checklist.map((item) => (
              <li key={item.id} className="flex min-h-12 items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 text-sm font-medium text-navy-950">{documentName(item, w)}</span>
                <DocumentBadge status={item.status} label={w.documents.statuses[item.status]} />
              </li>
            ))}
          </ul>
          <Link
            to={PORTAL_PATHS.documents}
            className={buttonClass(toSend.length > 0 ? 'primary' : 'outline', 'lg', 'mt-3 w-full sm:w-auto')}
          >
            <FileCheck2 className="size-4" aria-hidden />
            {w.home.openDocuments}
          </Link>
        </>
      )}
    </section>
  );
}

function Submit({ file }: { file: BorrowerFileView }) {
  const w = usePortalWords();
  const f = usePortalFormat();
  const headingId = useId();
  const queryClient = useQueryClient();
  const failure = useRef<HTMLParagraphElement>(null);
  const submit = useMutation({
    mutationFn: submitFile,
    onSuccess: (view) => {
      queryClient.setQueryData(portalKeys.file(), view);
      toast.success(w.home.submittedToast);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: portalKeys.file() }),
  });
  useEffect(() => {
    if (submit.isError) failure.current?.focus();
  }, [submit.isError]);
  if (file.submitted_at) {
    return (
      <section aria-labelledby={headingId} className={card}>
        <h2 id={headingId} className="font-display text-xl font-bold text-navy-950">
          {w.home.submitTitle}
        </h2>
        <p className="mt-2 text-slate-700">{w.home.submitted(f.dateTime(file.submitted_at))}</p>
      </section>
    );
  }
  if (!isEditableStage(file.stage)) return null;
  const missing = missingLines(file, w);
  const missingId = `${headingId}-missing`;
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="font-display text-xl font-bold text-navy-950">
        {w.home.submitTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{w.home.submitLead}</p>
      {file.can_submit ? null : (
        <div id={missingId} className="mt-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="text-sm font-semibold text-navy-950">{w.home.missingTitle}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <Button
        size="lg"
        className="mt-4 w-full sm:w-auto"
        disabled={!file.can_submit || submit.isPending}
        aria-describedby={file.can_submit ? undefined : missingId}
        onClick={() => submit.mutate()}
      >
        <Send className="size-4" aria-hidden />
        {submit.isPending ? w.home.submitting : w.home.submit}
      </Button>
      {submit.isError ? (
        <p ref={failure} tabIndex={-1} role="alert" className="mt-3 text-sm font-medium text-maple-700">
          {w.home.submitFailed}
        </p>
      ) : null}
    </section>
  );
}
