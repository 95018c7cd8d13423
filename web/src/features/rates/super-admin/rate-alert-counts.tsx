import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { rateAlertSummarySchema } from '@maplestone/shared/schemas/rate-alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { PanelHeading } from '../../../components/back-office/panel-heading';
import { authedRequest } from '../../../lib/authed-api';

const A = rateAlertMessages.admin;

/** GET /api/admin/rate-alerts/summary: the alerts per series (ADR 082). */
export const rateAlertSummaryQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rate-alerts', 'summary'] as const,
    queryFn: () => authedRequest('/api/admin/rate-alerts/summary', { schema: rateAlertSummarySchema }),
  });

/** The Rates tab's rate alert counts: per target (in the server's order), how many wait, fired, left. */
export function RateAlertCounts() {
  const summary = useQuery(rateAlertSummaryQuery());
  const rows = summary.data?.series ?? [];
  return (
    <section aria-labelledby="rate-alerts-heading" className="space-y-3">
      <PanelHeading id="rate-alerts-heading" level={3} title={A.title} lead={A.lead} />
      {summary.isError ? (
        <FetchFailed message={A.failed} error={summary.error} onRetry={() => summary.refetch()} />
      ) : summary.isPending ? null : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{A.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full bg-white text-sm" data-testid="rate-alert-counts">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                {[A.region, A.rateType, A.term].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
                {/* The counts' headers sit right, over their figures. */}
                {[A.target, A.armed, A.fired, A.unsubscribed].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 text-right font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={`${row.province}#${row.rate_type}#${row.term}#${row.target}`}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-navy-950">
                    {row.province}
                  </th>
                  <td className="px-3 py-2 capitalize">{row.rate_type}</td>
                  <td className="px-3 py-2">{row.term}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{rateAlertMessages.pct(row.target)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.armed}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.fired}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.unsubscribed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
