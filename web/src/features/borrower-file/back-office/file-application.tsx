import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import {
  type BrokerApplicant,
  type BrokerFile,
  CONSENT_KINDS,
  type FileProgress,
  PERSONAL_SECTIONS,
  type SectionKey,
  SHARED_SECTIONS,
} from '@maplestone/shared/schemas/borrower-file';
import { CheckCircle2, ChevronRight, CircleDashed } from 'lucide-react';
import { StatusPill } from '../../../components/back-office/status-pill';
import { cn } from '../../../lib/cn';
import { FileSection } from './file-section';
import { formatDay, formatMoney, formatWhen } from './format';

const m = fileWords.application;

const MONEY = new Set([
  'annual_amount',
  'value',
  'balance',
  'monthly_payment',
  'mortgage_balance',
  'purchase_price',
  'amount',
]);
const DAYS = new Set(['date_of_birth', 'from', 'to', 'closing_date']);

/**
 * The application as the borrowers entered it, read-only: each applicant's personal sections with their progress,
 * then the sections the applicants share. Each section opens (a native disclosure) to its values.
 */
export function FileApplication({ file }: { file: BrokerFile }) {
  const anyProgress = Object.values(file.progress)[0];
  return (
    <FileSection id="file-application" title={m.title} lead={m.lead}>
      <div className="space-y-6">
        {file.applicants.map((applicant) => (
          <ApplicantSections key={applicant.id} applicant={applicant} file={file} />
        ))}
        <div>
          <h4 className="mb-2 font-semibold text-navy-950">{m.shared}</h4>
          <SectionList keys={SHARED_SECTIONS} values={file.sections} progress={anyProgress} />
        </div>
      </div>
    </FileSection>
  );
}

function ApplicantSections({ applicant, file }: { applicant: BrokerApplicant; file: BrokerFile }) {
  const progress = file.progress[applicant.id];
  return (
    <div>
      <div className="mb-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h4 className="font-semibold text-navy-950">{m.of(applicant.name)}</h4>
        {progress ? <Progress progress={progress} label={m.of(applicant.name)} /> : null}
      </div>
      <SectionList
        keys={PERSONAL_SECTIONS}
        values={file.applicant_sections[applicant.id] ?? {}}
        progress={progress}
      />
    </div>
  );
}

/** 'n of m sections complete' with a bar (a <progress>, named by the words beside it). */
function Progress({ progress, label }: { progress: FileProgress; label: string }) {
  const text = m.progress(progress.done, progress.total);
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      <progress
        className="h-2 w-28 overflow-hidden rounded-full accent-emerald-600"
        max={progress.total || 1}
        value={progress.done}
        aria-label={`${label}: ${text}`}
      />
      <span>{text}</span>
    </div>
  );
}

function SectionList({
  keys,
  values,
  progress,
}: {
  keys: readonly SectionKey[];
  values: Partial<Record<SectionKey, unknown>>;
  progress: FileProgress | undefined;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
      {keys.map((key) => {
        const complete = progress?.sections.find((line) => line.section === key)?.complete ?? false;
        return (
          <li key={key}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-navy-500 [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
                  aria-hidden
                />
                <span className="flex-1">{m.sections[key]}</span>
                {complete ? (
                  <StatusPill tone="on">
                    <CheckCircle2 className="mr-1 size-3.5" aria-hidden />
                    {m.complete}
                  </StatusPill>
                ) : (
                  <StatusPill tone="off">
                    <CircleDashed className="mr-1 size-3.5" aria-hidden />
                    {m.incomplete}
                  </StatusPill>
                )}
              </summary>
              <div className="px-3 pt-1 pb-3 sm:pl-9">
                <SectionValue value={values[key]} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** A section's value: its fields, or each entry of a list in turn. */
function SectionValue({ value }: { value: unknown }) {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
    return <p className="text-sm text-slate-600">{m.empty}</p>;
  }
  if (Array.isArray(value)) {
    return (
      <ol className="space-y-3">
        {value.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a saved section's entries, shown read-only
          <li key={index} className="rounded-lg bg-slate-50 p-3">
            <SectionValue value={entry} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value !== 'object') return <p className="text-sm text-slate-900">{shown('', value)}</p>;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {Object.entries(value).map(([field, fieldValue]) => (
        <div key={field} className="contents">
          <dt className="text-slate-600">{m.fields[field] ?? field}</dt>
          <dd className={cn('break-words text-slate-900', Array.isArray(fieldValue) && 'sm:col-span-1')}>
            {Array.isArray(fieldValue) ? <SectionValue value={fieldValue} /> : shown(field, fieldValue)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One field's value as read: money in CAD, days as dates, choices in words, yes/no, an open period 'current'. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined) return field === 'to' ? m.current : '—';
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (typeof value === 'number') return MONEY.has(field) ? formatMoney(value) : String(value);
  if (typeof value === 'string') {
    if (DAYS.has(field)) return formatDay(value);
    return m.values[value] ?? value;
  }
  return String(value);
}

/** Each applicant's consents: the typed name and the time signed, the wording's version and language. */
export function FileConsents({ file }: { file: BrokerFile }) {
  const c = fileWords.consents;
  return (
    <FileSection id="file-consents" title={c.title} lead={c.lead}>
      <div className="space-y-4">
        {file.applicants.map((applicant) => (
          <div key={applicant.id}>
            <h4 className="mb-1.5 text-sm font-semibold text-navy-950">{applicant.name}</h4>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
              {CONSENT_KINDS.map((kind) => {
                const consent = file.consents.find(
                  (signed) => signed.applicant_id === applicant.id && signed.kind === kind,
                );
                return (
                  <div key={kind} className="contents">
                    <dt className="text-slate-600">{c.kinds[kind]}</dt>
                    <dd className="text-slate-900">
                      {consent ? (
                        <>
                          {c.signed(consent.typed_name, formatWhen(consent.signed_at))}
                          <span className="block text-xs text-slate-600">
                            {c.version(consent.version, fileWords.applicants.languages[consent.language])}
                          </span>
                        </>
                      ) : (
                        <span className="text-slate-600">{c.notSigned}</span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ))}
      </div>
    </FileSection>
  );
}
