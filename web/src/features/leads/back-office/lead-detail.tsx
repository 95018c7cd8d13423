import {
  chatTranscript,
  dateTimeFormat,
  estimateRows,
  formatCad,
  formatPhone,
  givenFigure,
  type Lead,
  type LeadMetadata,
  quoteHasFigures,
  staffMessages,
  telHref,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/states';
import { cn } from '../../../lib/cn';
import type { LeadActivityApi } from './activity-api';
import { LeadActivity } from './lead-activity';
import { LeadConsentDetails } from './lead-consent';
import { LeadDuplicates } from './lead-duplicates';
import { FirstContact } from './lead-first-contact';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadStatusSelect, type LeadStatusUpdate } from './lead-status-select';

const m = staffMessages.leads;
const f = m.figures;

const received: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
/** The lead's borrower file, "Open file" or "Invite borrower" (issue 38): its own chunk, with the file's schema. */
const LeadFileEntry = lazy(() => import('./lead-file-entry'));

/**
 * One lead with everything it carries (ADR 038: the dialog has its own URL, ?lead=<id>): contact,
 * quote figures, application amount and address, the message with phone type and postal code, the
 * chatbot conversation; its status, changed here through `statusUpdate` (the agent's own call or
 * the admin's), with the time to first contact; and its activity and notes through `activity` (the same
 * audience's API). The agent dashboard and the admin's leads panel show this same view.
 */
export function LeadDetailDialog({
  lead,
  loading,
  open,
  onOpenChange,
  statusUpdate,
  activity,
  reassign,
}: {
  lead: Lead | undefined;
  loading: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  statusUpdate: LeadStatusUpdate;
  activity: LeadActivityApi;
  /** The super admin's reassignment control for the lead (the agent's dashboard has none). */
  reassign?: (lead: Lead) => ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={lead ? lead.client_name : m.detailTitle}
      description={
        lead ? `${m.received} ${dateTimeFormat(received).format(new Date(lead.created_at))}` : undefined
      }
      width="max-w-2xl"
    >
      {lead ? (
        <LeadDetail lead={lead} statusUpdate={statusUpdate} activity={activity} reassign={reassign} />
      ) : loading ? (
        <LoadingState>{commonWords.loading}</LoadingState>
      ) : (
        <p className="text-slate-600">{m.notFound}</p>
      )}
    </Dialog>
  );
}

function LeadDetail({
  lead,
  statusUpdate,
  activity,
  reassign,
}: {
  lead: Lead;
  statusUpdate: LeadStatusUpdate;
  activity: LeadActivityApi;
  reassign?: (lead: Lead) => ReactNode;
}) {
  const meta: LeadMetadata = lead.metadata ?? {};
  const quote = quoteRows(meta);
  const estimate = meta.estimate ? estimateRows(meta.estimate) : [];
  const application = rows([
    [f.mortgage_amount, money(meta.mortgage_amount)],
    [f.property_address, meta.property_address],
  ]);
  return (
    <div className="space-y-6">
      <StatusControl lead={lead} update={statusUpdate} />
      <LeadDuplicates lead={lead} activity={activity} />
      {reassign?.(lead)}
      <Suspense fallback={null}>
        <LeadFileEntry leadId={lead.id} />
      </Suspense>
      <DetailSection title={m.contactSection}>
        <Rows
          rows={rows([
            [m.columns.email, lead.client_email, lead.client_email && `mailto:${lead.client_email}`],
            [
              m.columns.phone,
              lead.client_phone && formatPhone(lead.client_phone),
              lead.client_phone && telHref(lead.client_phone),
            ],
            [f.phoneType, meta.phoneType],
            [f.postalCode, meta.postalCode],
            [m.columns.type, m.typeLabels[lead.type]],
            [m.columns.source, m.sourceLabels[lead.source]],
            // The language the visitor wrote in, and the CRM e-mail was (issue 20); none recorded: English.
            [m.columns.language, m.languages[lead.language ?? 'en']],
            // The admin's list carries the agent's name; an agent's own leads do not.
            [m.columns.agent, lead.agent_name],
          ])}
        />
      </DetailSection>
      <DetailSection title={m.consent.label}>
        <LeadConsentDetails lead={lead} activity={activity} />
      </DetailSection>
      {quote.length > 0 ? (
        <DetailSection title={m.quoteSection}>
          <Rows rows={quote} />
        </DetailSection>
      ) : null}
      {estimate.length > 0 ? (
        <DetailSection title={m.estimate.section}>
          <Rows rows={estimate} />
        </DetailSection>
      ) : null}
      {application.length > 0 ? (
        <DetailSection title={m.applicationSection}>
          <Rows rows={application} />
        </DetailSection>
      ) : null}
      {lead.message ? (
        <DetailSection title={m.messageSection}>
          <p className="whitespace-pre-wrap text-slate-800">{lead.message}</p>
        </DetailSection>
      ) : null}
      <DetailSection title={m.activity.title}>
        {/* Keyed by lead: another lead's dialog starts with an empty note. */}
        <LeadActivity key={lead.id} leadId={lead.id} api={activity} />
      </DetailSection>
      {lead.notes ? <Notes notes={lead.notes} /> : null}
    </div>
  );
}

function StatusControl({ lead, update }: { lead: Lead; update: LeadStatusUpdate }) {
  const id = useId();
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {m.changeStatus}
        </label>
        <LeadStatusSelect id={id} leadId={lead.id} status={lead.status} update={update} className="w-44" />
        <LeadStatusBadge status={lead.status} />
      </div>
      <FirstContact lead={lead} />
    </div>
  );
}

/** The chatbot's conversation as bubbles; notes that are not that JSON are shown as saved. */
function Notes({ notes }: { notes: string }) {
  const transcript = chatTranscript(notes);
  if (!transcript) {
    return (
      <DetailSection title={m.notesSection}>
        {notes.trimStart().startsWith('{') ? (
          <p className="mb-2 text-sm text-slate-600">{m.transcriptUnreadable}</p>
        ) : null}
        <pre className="max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800">
          {notes}
        </pre>
      </DetailSection>
    );
  }
  return (
    <DetailSection title={m.conversationSection}>
      <ol
        aria-label={m.conversationSection}
        className="max-h-96 space-y-3 overflow-y-auto rounded-xl bg-slate-50 p-3"
      >
        {transcript.map((turn, index) => {
          const fromClient = turn.role === 'user';
          const speaker = fromClient
            ? m.speakers.user
            : turn.role === 'assistant'
              ? m.speakers.assistant
              : turn.role;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: turns of a saved conversation never move
            <li key={index} className={cn('flex flex-col', fromClient ? 'items-end' : 'items-start')}>
              <span className="mb-0.5 text-xs font-semibold text-slate-600">{speaker}</span>
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap',
                  fromClient
                    ? 'rounded-br-sm bg-navy-800 text-white'
                    : 'rounded-bl-sm bg-white text-slate-800 ring-1 ring-slate-200',
                )}
              >
                {turn.content}
              </p>
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}

/** A label, its value, and the link the value opens (mailto:, tel:) if any. */
type Row = [label: string, value: string, href?: string | null];

/** Keeps the rows that have a value. */
function rows(entries: [string, string | null | undefined, (string | null)?][]): Row[] {
  return entries.filter((entry): entry is Row => typeof entry[1] === 'string' && entry[1] !== '');
}

function money(amount: number | null | undefined): string | null {
  return typeof amount === 'number' ? formatCad(amount) : null;
}

function quoteRows(meta: LeadMetadata): Row[] {
  // Figures nobody gave are absent (issue 35): a quote without a price has no calculations either.
  const calc = quoteHasFigures(meta) ? meta.calculations : undefined;
  return rows([
    [f.price, money(givenFigure(meta.price))],
    [f.downPayment, money(givenFigure(meta.downPayment))],
    [f.location, meta.location],
    [f.amortization, typeof meta.amortization === 'number' ? m.years(meta.amortization) : null],
    [f.mortgageRate, typeof meta.mortgageRate === 'number' ? `${meta.mortgageRate}%` : null],
    [f.paymentFrequency, meta.paymentFrequency?.replace(/_/g, ' ')],
    [f.monthlyPayment, money(calc?.monthlyPayment)],
    [f.totalMortgage, money(calc?.totalMortgage)],
    [f.cmhcInsurance, calc?.cmhcInsurance ? money(calc.cmhcInsurance) : null],
  ]);
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Rows({ rows: items }: { rows: Row[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {items.map(([label, value, href]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-slate-900 [&_a]:text-navy-700 [&_a]:underline-offset-4 [&_a:hover]:underline break-words">
            {href ? <a href={href}>{value}</a> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
