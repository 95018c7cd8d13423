import {
  DEFAULT_PROVINCE_CODE,
  findProvince,
  PROVINCES,
  type RateType,
  ratesForView,
} from '@maplestone/shared';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { ratesBoardWords, ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarClock, Info } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Segmented } from '../../../components/ui/segmented';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import { type PublicRate, ratesQuery } from '../api/rates';
import { useTermLabel } from './term-label';

interface RatesBoardProps {
  /** Called with a card's rate when the visitor asks for a quote at it. */
  onQuote?: (rate: PublicRate) => void;
  /** 'cards' on the home page; 'table' adds the posted rate and the saving. */
  variant?: 'cards' | 'table';
  /** The province (a code) when the page shares it with other parts (/rates); the board's own otherwise. */
  province?: string;
  onProvinceChange?: (code: string) => void;
}

/**
 * The rates view: Fixed/Variable (default fixed), the 13 provinces (default ON), cards sorted by term
 * with the National rates when a province has none, the OAC note and the last-updated date.
 */
export function RatesBoard({ onQuote, variant = 'cards', ...shared }: RatesBoardProps) {
  const [type, setType] = useState<RateType>('fixed');
  const [ownProvince, setOwnProvince] = useState<string>(DEFAULT_PROVINCE_CODE);
  const province = shared.province ?? ownProvince;
  const setProvince = shared.onProvinceChange ?? setOwnProvince;
  const ratesText = useWords('rates', 'common', ratesCommonWords);
  const d = useWords('domain', domainWords);
  const w = useWords('rates', 'board', ratesBoardWords);
  const f = useFormat();
  const found = findProvince(province);
  const provinceName = found?.name ?? province;
  const selectId = useId();
  const typeOptions = useMemo(
    () =>
      [
        { value: 'fixed', label: d.rateTypes.fixed },
        { value: 'variable', label: d.rateTypes.variable },
      ] as const satisfies readonly { value: RateType; label: string }[],
    [d],
  );
  const provinceOptions = useMemo(
    () => PROVINCES.map((p) => ({ value: p.code, label: d.provinces[p.code] })),
    [d],
  );
  const { data, isPending, isError, refetch, isPlaceholderData } = useQuery({
    ...ratesQuery({ province: provinceName, type }),
    placeholderData: keepPreviousData,
  });
  const shown = data ? ratesForView(data, { type, province }) : [];
  const national = shown.length > 0 && shown[0]?.province !== provinceName;
  const lowest = shown.reduce<PublicRate | undefined>(
    (a, r) => (!a || r.our_rate < a.our_rate ? r : a),
    undefined,
  );
  // In Toronto time, as the prerendered page says it: a visitor elsewhere sees the same day (no hydration mismatch).
  const scrapedAt = data?.[0]?.scraped_at;
  const lastUpdated = scrapedAt ? f.date(scrapedAt, 'long') : '';

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800" id={`${selectId}-type`}>
            {w.rateType}
          </p>
          <Segmented
            value={type}
            onValueChange={setType}
            options={typeOptions}
            ariaLabel={w.rateType}
            className="w-full sm:w-auto"
          />
        </div>
        <div className="sm:w-72">
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {w.province}
          </label>
          <Select id={selectId} value={province} onValueChange={setProvince} options={provinceOptions} />
        </div>
      </div>

      <div className="mt-6" aria-live="polite" aria-busy={isPending || isPlaceholderData}>
        {isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-44 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
        ) : isError ? (
          <div className="rounded-2xl border border-maple-200 bg-maple-50 p-6 text-center">
            <p className="font-medium text-maple-800">{ratesText.fetchFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => refetch()}>
              {w.tryAgain}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
            {ratesText.noRates(type)}
          </p>
        ) : (
          <>
            {national ? (
              <p className="mb-3 flex items-center gap-2 text-sm text-slate-600">
                <Info className="size-4 text-navy-500" aria-hidden />
                {w.nationalFallback(type, found ? d.provinces[found.code] : provinceName)}
              </p>
            ) : null}
            <ul
              className={cn(
                'grid gap-4 sm:grid-cols-2',
                shown.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
              )}
              data-testid="rate-cards"
            >
              {shown.map((rate) => (
                <RateCard
                  key={rate.id}
                  rate={rate}
                  best={rate.id === lowest?.id && shown.length > 1}
                  showPosted={variant === 'table'}
                  onQuote={onQuote}
                />
              ))}
            </ul>
          </>
        )}
      </div>

      <div className="mt-5 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>{ratesText.note}</p>
        {/* Kept in place while the rates load, so nothing below moves when the date arrives. */}
        <p className={cn('flex items-center gap-1.5 whitespace-nowrap', !lastUpdated && 'invisible')}>
          <CalendarClock className="size-4" aria-hidden />
          {w.lastUpdated} <span data-testid="rates-updated">{lastUpdated}</span>
        </p>
      </div>
    </div>
  );
}

function RateCard({
  rate,
  best,
  showPosted,
  onQuote,
}: {
  rate: PublicRate;
  best: boolean;
  showPosted: boolean;
  onQuote?: (rate: PublicRate) => void;
}) {
  const w = useWords('rates', 'board', ratesBoardWords);
  const f = useFormat();
  const termLabel = useTermLabel();
  const saving = rate.posted_rate != null ? rate.posted_rate - rate.our_rate : 0;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 transition-shadow hover:shadow-md sm:p-5',
        best ? 'ring-2 ring-navy-700' : 'ring-slate-200',
      )}
      data-testid="rate-card"
      data-term={rate.term}
      data-province={rate.province}
    >
      {best ? (
        <span className="absolute -top-3 left-5 rounded-full bg-navy-800 px-2.5 py-0.5 text-xs font-semibold text-white">
          {w.lowestRate}
        </span>
      ) : null}
      <p className="text-sm font-semibold text-slate-600">{termLabel(rate.term, rate.rate_type)}</p>
      <p
        className="mt-2 text-4xl font-bold tracking-tight text-navy-950 tabular-nums"
        data-testid="rate-value"
      >
        {f.rate(rate.our_rate)}
      </p>
      {showPosted || rate.posted_rate != null ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-600">
          {rate.posted_rate != null ? (
            <>
              <span>
                {w.bankPosted} <span className="tabular-nums line-through">{f.rate(rate.posted_rate)}</span>
              </span>
              {saving > 0 ? (
                <span className="rounded bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-800">
                  {w.save(f.rate(saving))}
                </span>
              ) : null}
            </>
          ) : (
            <span>&nbsp;</span>
          )}
        </p>
      ) : null}
      {rate.province === 'National' ? <p className="mt-1 text-xs text-slate-500">{w.nationalRate}</p> : null}
      {onQuote ? (
        <div className="mt-auto pt-5">
          <Button
            variant="outline"
            size="sm"
            className="w-full"
            onClick={() => onQuote(rate)}
            aria-label={w.getThisRateLabel(termLabel(rate.term, rate.rate_type), f.rate(rate.our_rate))}
          >
            {w.getThisRate}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
