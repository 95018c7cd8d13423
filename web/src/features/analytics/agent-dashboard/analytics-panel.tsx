import { numberFormat, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { LoadingState } from '../../../components/ui/states';
import { DaysTable } from '../back-office/days-table';
import { FirstContactFigures } from '../back-office/first-contact';
import { Funnel } from '../back-office/funnel';
import { myAnalyticsQuery } from './api';

const m = staffMessages.agentAnalytics;
const l = staffMessages.leads;
// recharts is large: it downloads with this tab's first render, not with the dashboard.
const AnalyticsChart = lazy(() => import('../back-office/analytics-chart'));

/** The agent's own page views and leads: totals for 7 days, 30 days and all time, over time, by type and source. */
export default function AnalyticsTab(_props: DashboardTabProps) {
  const analytics = useQuery(myAnalyticsQuery());
  if (analytics.isPending) return <LoadingState>{commonWords.loading}</LoadingState>;
  if (analytics.isError) {
    return (
      <FetchFailed message={m.fetchFailed} error={analytics.error} onRetry={() => analytics.refetch()} />
    );
  }
  const { page_views: views, leads } = analytics.data;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Totals
          title={m.pageViews}
          last7={views.last_7_days}
          last30={views.last_30_days}
          allTime={views.all_time}
        />
        <Totals title={m.leads} last7={leads.last_7_days} last30={leads.last_30_days} allTime={leads.total} />
      </div>
      <Card title={m.firstContact.title}>
        <FirstContactFigures summary={leads.first_contact} />
      </Card>
      <Card title={m.funnel.title}>
        <p className="mb-4 text-sm text-slate-600">{m.funnel.allTime}</p>
        <Funnel funnel={leads.funnel} />
      </Card>
      <Card title={m.overTime}>
        <p className="mb-4 text-sm text-slate-600">{m.summary(views.last_30_days, leads.last_30_days)}</p>
        <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-slate-100" />}>
          <AnalyticsChart days={views.by_day} />
        </Suspense>
        <DaysTable days={views.by_day} caption={m.overTime} />
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Breakdown title={m.byType} counts={leads.by_type} labels={l.typeLabels} />
        <Breakdown title={m.bySource} counts={leads.by_source} labels={l.sourceLabels} />
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-navy-950">{title}</h2>
      {children}
    </section>
  );
}

function Totals({
  title,
  last7,
  last30,
  allTime,
}: {
  title: string;
  last7: number;
  last30: number;
  allTime: number;
}) {
  return (
    <Card title={title}>
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            [m.last7Days, last7],
            [m.last30Days, last30],
            [m.allTime, allTime],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-navy-950 tabular-nums">
              {numberFormat().format(value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Counts per category with a bar for each, largest first; the text carries the numbers. */
function Breakdown<K extends string>({
  title,
  counts,
  labels,
}: {
  title: string;
  counts: Record<K, number>;
  labels: Record<K, string>;
}) {
  const entries = (Object.entries(counts) as [K, number][]).sort((a, b) => b[1] - a[1]);
  const largest = Math.max(...entries.map(([, count]) => count), 0);
  return (
    <Card title={title}>
      {largest === 0 ? (
        <p className="text-slate-600">{m.noLeads}</p>
      ) : (
        <ul className="space-y-3">
          {entries.map(([key, count]) => (
            <li key={key}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="text-slate-800">{labels[key]}</span>
                <span className="font-semibold text-navy-950 tabular-nums">
                  {numberFormat().format(count)}
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
                <div
                  className="h-2 rounded-full bg-navy-700"
                  style={{ width: `${(count / largest) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
