import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import { useQuery } from '@tanstack/react-query';
import { TrendingDown } from 'lucide-react';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import { bestRateQuery } from '../api/rates';
import { useTermLabel } from './term-label';

/** 'Best Rate Today': the active rate with the lowest our_rate, its term and type. Hidden when none. */
export function BestRateBadge() {
  const { data } = useQuery(bestRateQuery());
  const ratesText = useWords('rates', 'common', ratesCommonWords);
  const f = useFormat();
  const termLabel = useTermLabel();
  if (!data) return <div className="h-[76px]" aria-hidden />;
  return (
    <div className="inline-flex items-center gap-4 rounded-2xl bg-white/95 py-3 pr-6 pl-3 text-left shadow-xl ring-1 ring-white/40">
      <span className="flex size-12 items-center justify-center rounded-xl bg-maple-600 text-white">
        <TrendingDown className="size-6" aria-hidden />
      </span>
      <span>
        <span className="block text-xs font-semibold tracking-[0.14em] text-maple-700 uppercase">
          {ratesText.bestRateToday}
        </span>
        <span className="mt-0.5 flex items-baseline gap-2">
          <span className="text-3xl font-bold text-navy-950 tabular-nums" data-testid="best-rate">
            {f.rate(data.our_rate)}
          </span>
          <span className="text-sm font-medium text-slate-600">{termLabel(data.term, data.rate_type)}</span>
        </span>
      </span>
    </div>
  );
}
