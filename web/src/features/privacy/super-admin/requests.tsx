import {
  adminMessages,
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequest,
  type PrivacyRequestCreateInput,
  privacyRequestCreateSchema,
} from '@maplestone/shared';
import { AlertTriangle, CheckCircle2, Plus, RotateCcw, Search } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedQueryTable } from '../../../components/back-office/list-query';
import { type ColumnDef, useServerTableState } from '../../../components/data-table';
import { Field, FormDialog, SelectField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { usePagedList } from '../../../lib/admin-resource';
import { privacyRequestsResource, useCreatePrivacyRequest, useUpdatePrivacyRequest } from './api';

const m = adminMessages.privacy;
const PREFIX = 'requests';
const kindOptions = PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: m.kinds[kind] }));

/** Who a request is about: its e-mail, its phone, or both. */
export const personOf = (request: Pick<PrivacyRequest, 'email' | 'phone'>) =>
  [request.email, request.phone].filter(Boolean).join(', ');

/** The due date in words, so an overdue request is told apart without colour. */
function DueState({ request }: { request: PrivacyRequest }) {
  if (request.status === 'done') {
    return (
      <span className="inline-flex items-center gap-1.5 text-slate-700">
        <CheckCircle2 className="size-4 text-emerald-700" aria-hidden />
        {m.closedOn((request.closed_at ?? '').slice(0, 10), request.closed_by?.name ?? null)}
      </span>
    );
  }
  const words =
    request.days_left < 0
      ? m.overdue(-request.days_left)
      : request.days_left === 0
        ? m.dueToday
        : m.dueIn(request.days_left);
  return (
    <span className="flex flex-col">
      <span>{request.due_on}</span>
      <span
        className={
          request.overdue
            ? 'inline-flex items-center gap-1 font-semibold text-maple-800'
            : 'text-sm text-slate-600'
        }
      >
        {request.overdue ? <AlertTriangle className="size-4" aria-hidden /> : null}
        {words}
      </span>
    </span>
  );
}

const columns: ColumnDef<PrivacyRequest, unknown>[] = [
  {
    id: 'person',
    accessorFn: personOf,
    header: m.columns.person,
    cell: ({ row }) => <span className="font-medium break-all text-navy-900">{personOf(row.original)}</span>,
  },
  { id: 'kind', accessorFn: (request) => m.kinds[request.kind], header: m.columns.kind },
  { accessorKey: 'received_on', header: m.columns.received },
  {
    accessorKey: 'due_on',
    header: m.columns.due,
    enableGlobalFilter: false,
    cell: ({ row }) => <DueState request={row.original} />,
  },
  {
    id: 'status',
    accessorFn: (request) => m.statuses[request.status],
    header: m.columns.status,
    enableSorting: false,
  },
];

const emptyRequest: PrivacyRequestCreateInput = {
  email: '',
  phone: '',
  kind: '' as PrivacyRequestCreateInput['kind'],
  received_on: '',
  note: '',
};

/** Which requests the table shows, kept in the URL: the open ones (the default) or every one. */
type View = 'open' | 'all';
const VIEW_PARAM = `${PREFIX}_view`;

/**
 * The privacy requests (PIPEDA, ADR 072): the open ones first, soonest due first, with their due date in words
 * (or, on asking, every request, newest received first), a page at a time (issue 33); a form to log one, and
 * per row a search of what is held on the person and "Mark done" (or "Reopen").
 */
export function PrivacyRequests({ onLookUp }: { onLookUp: (request: PrivacyRequest) => void }) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'all' ? 'all' : 'open';
  // Each view pages on its own: a cursor of one is never sent to the other.
  const table = useServerTableState(view === 'all' ? `${PREFIX}-all` : PREFIX, { facetIds: [] });
  const requests = usePagedList(privacyRequestsResource, {
    ...table.query,
    status: view === 'open' ? 'open' : undefined,
  });
  const showView = (next: View) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'all') changed.set(VIEW_PARAM, 'all');
        else changed.delete(VIEW_PARAM);
        return changed;
      },
      { replace: true },
    );
  const create = useCreatePrivacyRequest();
  const update = useUpdatePrivacyRequest();
  const [creating, setCreating] = useState(false);

  return (
    <section aria-labelledby="privacy-requests-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="privacy-requests-heading" className="text-lg font-semibold text-navy-950">
          {m.requests}
        </h3>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden />
          {m.newRequest}
        </Button>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{m.views.label}</legend>
        {(['open', 'all'] as const).map((option) => (
          <Button
            key={option}
            variant={view === option ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={view === option}
            onClick={() => showView(option)}
          >
            {m.views[option]}
          </Button>
        ))}
      </fieldset>
      <PagedQueryTable
        query={requests}
        failed={m.requestsFailed}
        state={table}
        columns={columns}
        label={m.title}
        emptyMessage={view === 'open' ? m.openEmpty : m.requestsEmpty}
        rowActions={(request) => (
          <div className="flex gap-1 whitespace-nowrap">
            <Button
              variant="ghost"
              size="sm"
              aria-label={m.lookUp(personOf(request))}
              onClick={() => onLookUp(request)}
            >
              <Search className="size-4" aria-hidden />
              <span className="hidden sm:inline">{m.lookUpShort}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={
                request.status === 'open' ? m.close(personOf(request)) : m.reopen(personOf(request))
              }
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ id: request.id, status: request.status === 'open' ? 'done' : 'open' })
              }
            >
              {request.status === 'open' ? (
                <CheckCircle2 className="size-4" aria-hidden />
              ) : (
                <RotateCcw className="size-4" aria-hidden />
              )}
              <span className="hidden sm:inline">
                {request.status === 'open' ? m.closeShort : m.reopenShort}
              </span>
            </Button>
          </div>
        )}
      />
      <FormDialog
        open={creating}
        onOpenChange={setCreating}
        title={m.newRequestTitle}
        description={m.newRequestDescription}
        schema={privacyRequestCreateSchema}
        defaultValues={emptyRequest}
        onSubmit={(values) => create.mutateAsync(values)}
        submitLabel={m.submitRequest}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field<PrivacyRequestCreateInput> name="email" label={m.email} optional>
            <Input type="email" autoComplete="off" />
          </Field>
          <Field<PrivacyRequestCreateInput> name="phone" label={m.phone} optional>
            <Input type="tel" autoComplete="off" />
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField<PrivacyRequestCreateInput>
            name="kind"
            label={m.kind}
            options={kindOptions}
            placeholder={m.chooseKind}
          />
          <Field<PrivacyRequestCreateInput>
            name="received_on"
            label={m.receivedOn}
            hint={m.receivedOnHint}
            optional
          >
            <Input type="date" />
          </Field>
        </div>
        <Field<PrivacyRequestCreateInput> name="note" label={m.note} hint={m.noteHint} optional>
          <Textarea rows={3} />
        </Field>
      </FormDialog>
    </section>
  );
}
