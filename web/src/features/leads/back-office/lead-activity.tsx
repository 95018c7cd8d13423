import {
  dateTimeFormat,
  formatPhone,
  type LeadEvent,
  type LeadNoteRequest,
  leadNoteRequestSchema,
  MAX_LEAD_NOTE_LENGTH,
  staffMessages,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  ArrowRightLeft,
  BellOff,
  BellRing,
  FileCheck,
  FileSpreadsheet,
  FolderKanban,
  Inbox,
  MailPlus,
  Send,
  StickyNote,
  UserRoundCog,
  UserRoundPlus,
} from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { BusyButton, Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { LoadingState, RetryAlert } from '../../../components/ui/states';
import { Textarea } from '../../../components/ui/textarea';
import { isSignedOutError } from '../../../lib/authed-api';
import type { LeadActivityApi } from './activity-api';

const m = staffMessages.leads;
const a = m.activity;
const when: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A lead's activity (issue 17): a note field, then every entry newest first (status changes and notes
 * with who and when, the lead's arrival last), read through the audience's `api`.
 */
export function LeadActivity({ leadId, api }: { leadId: string; api: LeadActivityApi }) {
  return (
    <div className="space-y-5">
      <NoteForm leadId={leadId} api={api} />
      <ActivityList leadId={leadId} api={api} />
    </div>
  );
}

function NoteForm({ leadId, api }: { leadId: string; api: LeadActivityApi }) {
  const addNote = api.useAddNote(leadId);
  const form = useZodForm<LeadNoteRequest, LeadNoteRequest>(leadNoteRequestSchema, {
    defaultValues: { text: '' },
  });
  const submit = async (note: LeadNoteRequest) => {
    try {
      await addNote.mutateAsync(note);
      form.reset({ text: '' });
    } catch {
      // Toasted by the mutation; the text stays, to be sent again.
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3">
      <Field name="text" label={a.noteLabel} hint={<NoteLength />}>
        <Textarea
          rows={3}
          maxLength={MAX_LEAD_NOTE_LENGTH}
          placeholder={a.notePlaceholder}
          readOnly={addNote.isPending}
        />
      </Field>
      <div className="flex justify-end">
        <SubmitButton pendingLabel={a.addingNote} icon={<StickyNote className="size-4" aria-hidden />}>
          {a.addNote}
        </SubmitButton>
      </div>
    </Form>
  );
}

function NoteLength() {
  const length = (useWatch<LeadNoteRequest, 'text'>({ name: 'text' }) ?? '').length;
  return <span className="flex justify-end tabular-nums">{a.noteLength(length, MAX_LEAD_NOTE_LENGTH)}</span>;
}

/**
 * The activity's first page (issue 33: a page at a time, newest first), then each older page as "Show older
 * activity" asks for it; the lead's arrival ends the last page.
 */
function ActivityList({ leadId, api }: { leadId: string; api: LeadActivityApi }) {
  const history = useInfiniteQuery(api.historyQuery(leadId));
  if (history.isPending) return <LoadingState className="py-6">{commonWords.loading}</LoadingState>;
  // A call that found the session gone has already left for /auth.
  if (history.isError && isSignedOutError(history.error)) return null;
  if (history.isError && !history.isFetchNextPageError) {
    return (
      <RetryAlert
        title={a.loadFailed}
        retryLabel={staffMessages.backOffice.retry}
        onRetry={() => history.refetch()}
      />
    );
  }
  const events = history.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <div className="space-y-4">
      <ol aria-label={a.title} className="space-y-4">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are only ever added at the top, and two may share a time
          <ActivityEntry key={`${event.at}-${events.length - index}`} event={event} />
        ))}
      </ol>
      {history.isFetchNextPageError ? (
        <RetryAlert
          title={a.loadFailed}
          retryLabel={staffMessages.backOffice.retry}
          onRetry={() => history.fetchNextPage()}
        />
      ) : history.hasNextPage ? (
        <BusyButton
          variant="outline"
          size="sm"
          busy={history.isFetchingNextPage}
          busyLabel={a.loadingOlder}
          onClick={() => history.fetchNextPage()}
        >
          {a.showOlder}
        </BusyButton>
      ) : null}
    </div>
  );
}

const ICONS = {
  created: Inbox,
  status: ArrowRightLeft,
  note: StickyNote,
  crm_email: Send,
  reassigned: UserRoundCog,
  csv_export: FileSpreadsheet,
  consent_withdrawn: BellOff,
  chat_contact: UserRoundPlus,
  file_stage: FolderKanban,
  file_invitation: MailPlus,
  file_document: FileCheck,
  file_reminder: BellRing,
} as const;

function ActivityEntry({ event }: { event: LeadEvent }) {
  const Icon = ICONS[event.kind];
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-navy-700">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{sentence(event)}</span>
          {/* Entries nobody signed in made (the arrival, the CRM e-mail, details given in the chat) name nobody. */}
          {'actor' in event && event.actor ? (
            <span className="text-slate-600"> {a.by(event.actor.name ?? a.someone)}</span>
          ) : null}
        </p>
        <time dateTime={event.at} className="text-xs text-slate-600">
          {dateTimeFormat(when).format(new Date(event.at))}
        </time>
        {event.kind === 'chat_contact' ? <ChatContactDetails event={event} /> : null}
        {event.kind === 'file_stage' && event.reason ? (
          <p className="mt-1 text-sm break-words text-slate-700">{a.fileStageReason(event.reason)}</p>
        ) : null}
        {event.kind === 'note' ? (
          <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200">
            {event.text}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function sentence(event: LeadEvent): string {
  switch (event.kind) {
    case 'created':
      return event.page
        ? a.createdOn(m.sourceLabels[event.source], event.page)
        : a.created(m.sourceLabels[event.source]);
    case 'status':
      return a.status(m.statusLabels[event.from], m.statusLabels[event.to]);
    case 'note':
      return a.note;
    case 'crm_email':
      return a.crmEmail(event.to);
    case 'reassigned':
      return a.reassigned(event.from?.name ?? a.unassigned, event.to.name);
    case 'csv_export':
      return a.csvExport;
    case 'consent_withdrawn':
      return a.consentWithdrawn;
    case 'chat_contact':
      return Object.keys(event.added).length > 0 ? a.chatContactAdded : a.chatContactFilled;
    case 'file_stage':
      return event.from
        ? a.fileStage(a.fileStages[event.from], a.fileStages[event.to])
        : a.fileOpened(a.fileStages[event.to]);
    case 'file_invitation':
      return (event.resent ? a.fileInvitationResent : a.fileInvitation)(a.fileRoles[event.role]);
    case 'file_document':
      return a.fileDocument(a.fileDocumentStatuses[event.status]);
    case 'file_reminder':
      return a.fileReminder(event.items);
  }
}

/** The details a chat gave: those that completed the lead, then those kept beside its own. */
function ChatContactDetails({ event }: { event: Extract<LeadEvent, { kind: 'chat_contact' }> }) {
  const groups = [
    [a.chatContactFilledLabel, event.filled],
    [a.chatContactAddedLabel, event.added],
  ] as const;
  const rows = groups.flatMap(([label, details]) => {
    const shown = (['client_name', 'client_email', 'client_phone'] as const).flatMap((field) =>
      details[field]
        ? [
            `${a.chatContactFields[field]}: ${field === 'client_phone' ? formatPhone(details[field]) : details[field]}`,
          ]
        : [],
    );
    return shown.length > 0 ? [{ label, shown }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1 rounded-lg bg-slate-50 p-3 text-sm break-words text-slate-800 ring-1 ring-slate-200">
      {rows.map(({ label, shown }) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{label}</dt>
          <dd>{shown.join(' · ')}</dd>
        </div>
      ))}
    </dl>
  );
}
