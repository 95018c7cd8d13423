import type { Lead, LeadListRow } from '@maplestone/shared';
import { peopleApplicationWords } from '@maplestone/shared/i18n/en/people';
import { FileText } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';

const STATUS_STYLE: Record<Lead['status'], string> = {
  new: 'bg-navy-50 text-navy-800 ring-navy-200',
  contacted: 'bg-amber-50 text-amber-900 ring-amber-200',
  qualified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Recent applications (staff only): who, how much, where, for which broker, when. */
export function ApplicationsList({
  leads,
  showAgent,
}: {
  leads: readonly LeadListRow[] | undefined;
  showAgent: boolean;
}) {
  const w = useWords('people', 'application', peopleApplicationWords).list;
  const f = useFormat();
  if (!leads) return null;
  if (leads.length === 0) {
    return <p className="rounded-xl bg-white p-5 text-sm text-slate-600 ring-1 ring-slate-200">{w.empty}</p>;
  }
  return (
    <ul className="space-y-3" data-testid="applications-list">
      {leads.slice(0, 20).map((lead) => (
        <li key={lead.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-navy-950">{lead.client_name}</p>
              <p className="truncate text-sm text-slate-600">{lead.client_email}</p>
            </div>
            <span
              className={cn(
                'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1',
                STATUS_STYLE[lead.status],
              )}
            >
              {w.statuses[lead.status]}
            </span>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600">
            <dt className="sr-only">{w.amount}</dt>
            <dd>
              {lead.metadata?.mortgage_amount != null
                ? f.money(lead.metadata.mortgage_amount, 0)
                : w.noAmount}
            </dd>
            <dt className="sr-only">{w.received}</dt>
            <dd className="text-right">{f.date(lead.created_at)}</dd>
            {lead.metadata?.property_address ? (
              <>
                <dt className="sr-only">{w.property}</dt>
                <dd className="col-span-2 truncate">{lead.metadata.property_address}</dd>
              </>
            ) : null}
            {showAgent ? (
              <>
                <dt className="sr-only">{w.broker}</dt>
                <dd className="col-span-2 flex items-center gap-1">
                  <FileText className="size-3.5" aria-hidden />
                  {lead.agent_name ?? w.unassigned}
                </dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
