import { findProvince, NATIONAL, RATE_HISTORY } from '@maplestone/shared';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { rateHistoryMessages } from '@maplestone/shared/i18n/en/rate-history';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLocale, useWords } from '../../../lib/i18n';
import { type RateHistory, type RateHistoryRange, rateHistoryQuery } from '../api/rate-history';
import { CHART_BOX, formatDay, RateHistoryChart } from './rate-history-chart';

/** 1 year, 5 years, all: the rules' ranges, without loading the schema (and zod) before the data. */
const RANGES = Object.keys(RATE_HISTORY.rangeYears) as RateHistoryRange[];

/** What to say above the chart: nothing, no history at all, or that our own lines are still short. */
export function historyState(history: RateHistory): 'empty' | 'short' | 'full' {
  const ours = Math.max(history.fixed.points.length, history.variable.points.length);
  if (ours === 0 && history.posted.points.length === 0) return 'empty';
  return ours < 2 ? 'short' : 'full';
}

/**
 * /rates: our best 5-year fixed and variable and the bank posted 5-year over 1 year, 5 years or all (ADR 081),
 * for the province (a code) chosen on the page's rates board.
 */
export function RateHistorySection({ province }: { province: string }) {
  const [range, setRange] = useState<RateHistoryRange>('5y');
  const t = useWords('rateHistory', rateHistoryMessages);
  const d = useWords('domain', domainWords);
  const locale = useLocale();
  const found = findProvince(province);
  const provinceName = found?.name ?? province;
  /** The province as the page's language names it. */
  const shownProvince = found
    ? d.provinces[found.code]
    : provinceName === NATIONAL
      ? d.national
      : provinceName;
  const headingId = useId();
  const { data, isPending, isError, refetch, isPlaceholderData } = useQuery({
    ...rateHistoryQuery({ province: provinceName, range }),
    placeholderData: keepPreviousData,
  });
  const rangeLabel = t.ranges[range];
  const state = data ? historyState(data) : undefined;
  const national =
    data &&
    provinceName !== NATIONAL &&
    (data.fixed.region === NATIONAL || data.variable.region === NATIONAL) &&
    state !== 'empty';
  const firstOurs = data
    ? [data.fixed.points[0]?.d, data.variable.points[0]?.d].filter((d): d is string => !!d).sort()[0]
    : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-navy-950">
        {t.title}
      </h2>
      <p className="mt-1 text-[15px] text-slate-600">{t.lead}</p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t.rangeLabel}</legend>
          <div className="flex gap-2">
            {RANGES.map((value) => (
              <Button
                key={value}
                variant={value === range ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={value === range}
                onClick={() => setRange(value)}
              >
                {t.ranges[value]}
              </Button>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-slate-600" data-testid="rate-history-region">
          {t.region(shownProvince)}
        </p>
      </div>

      <div
        className="mt-5"
        aria-live="polite"
        aria-busy={isPending || isPlaceholderData}
        data-testid="rate-history"
        data-range={data?.range}
      >
        {isPending ? (
          <div className={cn(CHART_BOX, 'animate-pulse rounded-xl bg-slate-100')} />
        ) : isError ? (
          <div className="rounded-xl border border-maple-200 bg-maple-50 p-6 text-center">
            <p className="font-medium text-maple-800">{t.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : state === 'empty' ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {t.empty}
          </p>
        ) : (
          <>
            {national ? (
              <p className="mb-2 flex items-center gap-2 text-sm text-slate-600">
                <Info className="size-4 text-navy-500" aria-hidden />
                {t.nationalFallback(shownProvince)}
              </p>
            ) : null}
            {state === 'short' && firstOurs ? (
              <p className="mb-2 text-sm text-slate-600" data-testid="rate-history-short">
                {t.shortHistory(formatDay(firstOurs, locale))}
              </p>
            ) : null}
            <RateHistoryChart history={data} rangeLabel={rangeLabel} />
          </>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-500">{t.source}</p>
    </section>
  );
}
