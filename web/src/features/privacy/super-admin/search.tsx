import {
  adminMessages,
  leadDay,
  type PrivacyContactQuery,
  type PrivacyContactQueryInput,
  type PrivacyLead,
  type PrivacyRateAlert,
  privacyContactQuerySchema,
  staffMessages,
} from '@maplestone/shared';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { useQuery } from '@tanstack/react-query';
import { Download, Search, ShieldCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { type ColumnDef, DataTable } from '../../../components/data-table';
import { BusyButton, ConfirmDialog, Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { EmptyState, LoadingState, RetryAlert } from '../../../components/ui/states';
import { isSignedOutError } from '../../../lib/authed-api';
import { privacySearchQuery, useAnonymisePerson, useExportPrivacy } from './api';

const m = adminMessages.privacy;
const l = staffMessages.leads;

const typeOf = (found: PrivacyLead) => l.typeLabels[found.lead.type];
const holdText = (found: PrivacyLead) =>
  found.hold ? `${m.holdReasons[found.hold.reason]}. ${m.heldUntil(leadDay(found.hold.until))}` : m.notHeld;

const columns: ColumnDef<PrivacyLead, unknown>[] = [
  { id: 'received', accessorFn: (found) => leadDay(found.lead.created_at), header: m.leadColumns.received },
  { id: 'type', accessorFn: typeOf, header: m.leadColumns.type },
  { id: 'agent', accessorFn: (found) => found.lead.agent_name ?? m.noAgent, header: m.leadColumns.agent },
  { id: 'status', accessorFn: (found) => l.statusLabels[found.lead.status], header: m.leadColumns.status },
  {
    id: 'activity',
    accessorFn: (found) =>
      [m.entries(found.events.length), found.transcript ? m.transcriptTurns(found.transcript.length) : null]
        .filter(Boolean)
        .join(', '),
    header: m.leadColumns.activity,
    enableSorting: false,
  },
  {
    id: 'hold',
    accessorFn: holdText,
    header: m.leadColumns.hold,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.hold ? (
        <span className="inline-flex items-start gap-1.5 font-medium text-navy-900">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {holdText(row.original)}
        </span>
      ) : (
        m.notHeld
      ),
  },
];

const alertColumns: ColumnDef<PrivacyRateAlert, unknown>[] = [
  { id: 'rate', accessorFn: (alert) => rateAlertMessages.series(alert), header: m.rateAlertColumns.rate },
  {
    id: 'target',
    accessorFn: (alert) => alert.target,
    header: m.rateAlertColumns.target,
    cell: ({ row }) => rateAlertMessages.pct(row.original.target),
  },
  {
    id: 'status',
    accessorFn: (alert) => rateAlertMessages.admin[alert.status],
    header: m.rateAlertColumns.status,
  },
  { id: 'created', accessorFn: (alert) => leadDay(alert.created_at), header: m.rateAlertColumns.created },
];

/** The search form: an e-mail, a phone, or both, checked with the API's own schema. */
export function PrivacySearchForm({
  initial,
  onSearch,
}: {
  initial: PrivacyContactQuery | null;
  onSearch: (person: PrivacyContactQuery) => void;
}) {
  const form = useZodForm(privacyContactQuerySchema, {
    defaultValues: { email: initial?.email ?? '', phone: initial?.phone ?? '' } as PrivacyContactQueryInput,
  });
  return (
    <Form
      form={form}
      onSubmit={onSearch}
      aria-label={m.search}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-start"
    >
      <Field<PrivacyContactQueryInput> name="email" label={m.email} className="sm:flex-1">
        <Input type="email" autoComplete="off" />
      </Field>
      <Field<PrivacyContactQueryInput> name="phone" label={m.phone} className="sm:flex-1">
        <Input type="tel" autoComplete="off" />
      </Field>
      <SubmitButton className="sm:mt-7" icon={<Search className="size-4" aria-hidden />}>
        {m.searchSubmit}
      </SubmitButton>
    </Form>
  );
}

/**
 * What is held on the person: their leads (date, type, agent, status, activity, retention hold), their
 * newsletter subscription, their rate alerts, an Export of it all as a file, and Anonymise after a confirmation that lists what
 * goes and what is held and why.
 */
export function PrivacyResults({
  person,
  requestId,
}: {
  person: PrivacyContactQuery;
  requestId: string | null;
}) {
  const search = useQuery(privacySearchQuery(person));
  const exportFile = useExportPrivacy();
  const anonymise = useAnonymisePerson();
  const [confirming, setConfirming] = useState(false);
  const who = [person.email, person.phone].filter(Boolean).join(', ');

  if (search.isPending) return <LoadingState>{m.searching}</LoadingState>;
  if (search.isError) {
    if (isSignedOutError(search.error)) return null;
    return (
      <RetryAlert
        title={m.searchFailed}
        retryLabel={staffMessages.dataTable.retry}
        onRetry={() => search.refetch()}
      />
    );
  }
  const { leads, subscription, rate_alerts: alerts } = search.data;
  if (leads.length === 0 && !subscription && alerts.length === 0)
    return <EmptyState>{m.nothingFound}</EmptyState>;
  const free = leads.filter((found) => !found.hold);
  const held = leads.filter((found) => found.hold);
  const label = (found: PrivacyLead) => m.leadLabel(typeOf(found), leadDay(found.lead.created_at));

  return (
    <section aria-labelledby="privacy-results-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h3 id="privacy-results-heading" className="text-lg font-semibold break-all text-navy-950">
            {m.results(who)}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{m.found(leads.length, Boolean(subscription))}</p>
          {subscription ? (
            <p className="text-sm text-slate-600">{m.subscription(leadDay(subscription.created_at))}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <BusyButton
            variant="outline"
            onClick={() => exportFile.mutate(person)}
            busy={exportFile.isPending}
            busyLabel={m.exporting}
            icon={<Download className="size-4" aria-hidden />}
          >
            {m.export}
          </BusyButton>
          <Button
            variant="accent"
            onClick={() => setConfirming(true)}
            disabled={anonymise.isPending || (free.length === 0 && !subscription && alerts.length === 0)}
          >
            <UserX className="size-4" aria-hidden />
            {m.anonymise}
          </Button>
        </div>
      </div>
      {free.length === 0 && held.length > 0 ? (
        <p className="text-sm text-slate-700">{m.nothingToAnonymise}</p>
      ) : null}
      {leads.length > 0 ? (
        <DataTable
          columns={columns}
          data={leads}
          urlPrefix="held"
          label={m.leadsTable}
          emptyMessage={m.nothingFound}
          getRowId={(found) => found.lead.id}
        />
      ) : null}
      {alerts.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-semibold text-navy-950">{m.rateAlerts}</h4>
          <DataTable
            columns={alertColumns}
            data={alerts}
            urlPrefix="alerts"
            label={m.rateAlertsTable}
            emptyMessage={m.nothingFound}
            // One alert per address and series (ADR 082).
            getRowId={(alert) => `${alert.province}#${alert.rate_type}#${alert.term}`}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.anonymiseTitle}
        confirmLabel={anonymise.isPending ? m.anonymising : m.anonymise}
        pending={anonymise.isPending}
        description={
          <span className="block max-h-[50vh] space-y-3 overflow-y-auto">
            <span className="block">{m.anonymiseIntro}</span>
            {free.length > 0 ? (
              <span className="block">
                {m.willAnonymise(free.length)}
                <span className="mt-1 block pl-3">
                  {free.map((found) => (
                    <span key={found.lead.id} className="block before:mr-1.5 before:content-['•']">
                      {label(found)}
                    </span>
                  ))}
                </span>
              </span>
            ) : null}
            {held.length > 0 ? (
              <span className="block">
                {m.willHold(held.length)}
                <span className="mt-1 block pl-3">
                  {held.map((found) => (
                    <span key={found.lead.id} className="block before:mr-1.5 before:content-['•']">
                      {label(found)}: {holdText(found)}
                    </span>
                  ))}
                </span>
              </span>
            ) : null}
            {subscription ? <span className="block">{m.willUnsubscribe}</span> : null}
            {alerts.length > 0 ? (
              <span className="block">{m.willDeleteRateAlerts(alerts.length)}</span>
            ) : null}
            {requestId ? <span className="block">{m.forRequest}.</span> : null}
          </span>
        }
        onConfirm={() =>
          anonymise.mutate(
            { ...person, ...(requestId ? { request_id: requestId } : {}) },
            { onSettled: () => setConfirming(false) },
          )
        }
      />
    </section>
  );
}
