import { rateAlertMessages } from '@maplestone/shared/rate-alert-messages';
import { rateAlertSummarySchema } from '@maplestone/shared/schemas/rate-alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { authedRequest } from '../../../lib/authed-api';

const A = rateAlertMessages.admin;

/** GET /api/admin/rate-alerts/summary: the alerts per series (ADR 082). */
export const rateAlertSummaryQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rate-alerts', 'summary'] as const,
    queryFn: ({ signal }) =>
      authedRequest('/api/admin/rate-alerts/summary', { schema: rateAlertSummarySchema, signal }),
  });

/** The Rates tab's rate alert counts: per target (in the server's order), how many wait, fired, left. */
export function RateAlertCounts() {
  const summary = useQuery(rateAlertSummaryQuery());
  const rows = summary.data?.series ?? [];
  return (
    <section aria-labelledby="rate-alerts-heading" className="space-y-3">
      <div>
        <h3 id="rate-alerts-heading" className="text-lg font-semibold text-navy-950">
          {A.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{A.lead}</p>
      </div>
      {summary.isError ? (
        <FetchFailed message={A.failed} error={summary.error} onRetry={() => summary.refetch()} />
      ) : summary.isPending ? null : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{A.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full bg-white text-sm" data-testid="rate-alert-counts">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {A.region}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {A.rateType}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {A.term}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {A.target}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {A.armed}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {A.fired}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {A.unsubscribed}
                </th>
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
