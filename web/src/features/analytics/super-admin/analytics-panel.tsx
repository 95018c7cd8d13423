import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  adminMessages,
  dateTimeFormat,
  numberFormat,
  type PlatformAnalytics,
  staffMessages,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/states';
import { DaysTable } from '../back-office/days-table';
import { FiguresTable } from '../back-office/figures-table';
import { FirstContactFigures, medianText } from '../back-office/first-contact';
import { Funnel } from '../back-office/funnel';
import { analyticsAgentsQuery, periodOf, platformAnalyticsQuery } from './api';

const m = adminMessages.analytics;
// recharts downloads with this tab's first render, not with the panel.
const AnalyticsChart = lazy(() => import('../back-office/analytics-chart'));
const when: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value, i) => ({
  value,
  label: adminMessages.analyticsPeriods[i]!,
}));
const COUNTS = ['agents', 'leads', 'page_views', 'testimonials', 'posts'] as const;

/**
 * /super-admin/analytics: the period select (All Time, 30 days, 7 days, kept in ?period=) applied to
 * the counts, the top 5 agents by leads, the 5 latest activities and leads over time (ADR 052).
 */
export default function AnalyticsPanel() {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const analytics = useQuery({ ...platformAnalyticsQuery(period), placeholderData: keepPreviousData });
  const choose = (next: string) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      if (next === 'all') url.delete('period');
      else url.set('period', next);
      return url;
    });

  return (
    <section aria-labelledby="admin-analytics-heading" className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="admin-analytics-heading" className="text-xl font-semibold text-navy-950">
          {adminMessages.analyticsTitle}
        </h2>
        <div className="flex items-center gap-3">
          {analytics.isFetching && !analytics.isPending ? (
            <span role="status">
              <Loader2 className="size-4 animate-spin text-navy-600" aria-hidden />
              <span className="sr-only">{commonWords.loading}</span>
            </span>
          ) : null}
          <LabelledSelect
            label={m.period}
            labelClassName="text-sm font-medium text-slate-700"
            value={period}
            onValueChange={choose}
            options={PERIOD_OPTIONS}
            className="w-40"
          />
        </div>
      </div>
      {analytics.isPending ? (
        <LoadingState>{commonWords.loading}</LoadingState>
      ) : analytics.isError ? (
        <FetchFailed message={m.fetchFailed} error={analytics.error} onRetry={() => analytics.refetch()} />
      ) : (
        <Figures data={analytics.data} period={period} />
      )}
    </section>
  );
}

function Figures({ data, period }: { data: PlatformAnalytics; period: AnalyticsPeriod }) {
  return (
    <div className="space-y-6" aria-busy={data.period !== period || undefined}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {COUNTS.map((name) => (
          <div key={name} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-600">{m.counts[name]}</dt>
            <dd className="mt-1 text-2xl font-semibold text-navy-950 tabular-nums">
              {numberFormat().format(data.counts[name])}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={m.topAgents}>
          {data.top_agents.length === 0 ? (
            <p className="text-slate-600">{m.noTopAgents}</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {data.top_agents.map((agent, index) => (
                <li key={agent.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="flex items-center gap-3">
                    <span className="grid size-7 place-items-center rounded-full bg-navy-50 text-sm font-semibold text-navy-800">
                      {index + 1}
                    </span>
                    <span className="font-medium text-slate-900">{agent.name}</span>
                  </span>
                  <span className="text-sm text-slate-600 tabular-nums">{m.leadCount(agent.leads)}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title={m.recentActivity}>
          {data.recent_activity.length === 0 ? (
            <p className="text-slate-600">{m.noActivity}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.recent_activity.map((activity) => (
                <li key={`${activity.type}-${activity.id}`} className="py-2">
                  <p className="text-slate-900">{activity.description}</p>
                  <p className="text-sm text-slate-600">
                    {m.activityTypes[activity.type]}
                    {activity.agent_name ? ` · ${activity.agent_name}` : ''} ·{' '}
                    <time dateTime={activity.at}>{dateTimeFormat(when).format(new Date(activity.at))}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={staffMessages.agentAnalytics.funnel.title}>
          <Funnel funnel={data.funnel} />
        </Card>
        <Card title={staffMessages.agentAnalytics.firstContact.title}>
          <FirstContactFigures summary={data.first_contact} />
        </Card>
      </div>
      <Card title={m.byAgent}>
        <ByAgent key={data.period} data={data} />
      </Card>
      <Card title={m.overTime}>
        <p className="mb-4 text-sm text-slate-600">{m.summary(data.counts.leads, data.counts.page_views)}</p>
        <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-slate-100" />}>
          <AnalyticsChart days={data.by_day} />
        </Suspense>
        <DaysTable days={data.by_day} caption={m.overTime} />
      </Card>
    </div>
  );
}

/**
 * Each agent with page views or leads held in the period: its funnel and first contact, most leads first. The first
 * page comes with the figures; the next ones (a brokerage has hundreds of agents) on request, a page at a time, so
 * neither the panel nor its answer grows with the agents (ADR 108).
 */
function ByAgent({ data }: { data: PlatformAnalytics }) {
  const [expanded, setExpanded] = useState(false);
  const more = useInfiniteQuery({ ...analyticsAgentsQuery(data.period), enabled: expanded });
  const c = m.byAgentColumns;
  if (data.by_agent_total === 0) return <p className="text-slate-600">{m.noAgentsInPeriod}</p>;
  const counts = ['page_views', 'leads', 'contacted', 'qualified', 'closed'] as const;
  const shown = expanded
    ? [...data.by_agent, ...(more.data?.pages.flatMap((page) => page.items) ?? [])]
    : data.by_agent;
  const loading = expanded && more.isFetching;
  const canShowMore = !expanded || (more.hasNextPage ?? true);
  return (
    <>
      <FiguresTable
        caption={m.byAgent}
        nameHeader={c.agent}
        headers={[...counts.map((name) => c[name]), c.median, c.overdue]}
        rows={shown.map((agent) => ({
          key: agent.id,
          name: agent.name,
          figures: [
            ...counts.map((name) => numberFormat().format(agent[name])),
            medianText(agent.first_contact),
            numberFormat().format(agent.first_contact.overdue),
          ],
        }))}
        className="min-w-[40rem]"
      />
      {more.isError ? (
        <FetchFailed message={m.fetchFailed} error={more.error} onRetry={() => more.fetchNextPage()} />
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {data.by_agent_total > data.by_agent.length && canShowMore ? (
          <Button
            variant="outline"
            size="sm"
            disabled={loading}
            onClick={() => (expanded ? more.fetchNextPage() : setExpanded(true))}
          >
            {loading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            {m.showMoreAgents(shown.length, data.by_agent_total)}
          </Button>
        ) : null}
        {expanded ? (
          <Button variant="outline" size="sm" onClick={() => setExpanded(false)}>
            {m.showFirstAgents(data.by_agent.length)}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 className="mb-4 text-lg font-semibold text-navy-950">{title}</h3>
      {children}
    </section>
  );
}
