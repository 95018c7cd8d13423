import { DEFAULT_PROVINCE_CODE, findProvince } from '@maplestone/shared';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { ratesPageWords } from '@maplestone/shared/i18n/en/rates';
import { Lock, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { PageIntro, Section } from '../../components/ui/section';
import { RateAlertSlot } from '../../features/rates/components/rate-alert-slot';
import { RateHistorySection } from '../../features/rates/components/rate-history-section';
import { RatesBoard } from '../../features/rates/components/rates-section';
import { useWords } from '../../lib/i18n';
import { useDialogs } from '../dialogs';

/** /rates: Today's Mortgage Rates, with the bank posted rate beside ours. */
export default function RatesRoute() {
  const layout = useWords('layout', layoutWords);
  const w = useWords('rates', 'page', ratesPageWords);
  const { openQuote } = useDialogs();
  // One province for the page: the rates board's choice drives the history and the alert form's default.
  const [province, setProvince] = useState<string>(DEFAULT_PROVINCE_CODE);
  return (
    <>
      <PageIntro eyebrow={layout.nav.ourRates} title={w.title} lead={w.lead} />
      <Section className="bg-slate-50">
        <RatesBoard
          variant="table"
          province={province}
          onProvinceChange={setProvince}
          onQuote={(rate) => openQuote('purchase', { mortgageRate: rate.our_rate })}
        />
      </Section>
      <Section className="pt-0 bg-slate-50">
        <RateHistorySection province={province} />
      </Section>
      <Section className="pt-0 bg-slate-50">
        <RateAlertSlot province={findProvince(province)?.name} />
      </Section>
      <Section className="pt-0 bg-slate-50">
        <div className="grid gap-5 md:grid-cols-2">
          <article className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <Lock className="size-6 text-navy-700" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-navy-950">{w.fixedTitle}</h2>
            <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{w.fixedBody}</p>
          </article>
          <article className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <TrendingUp className="size-6 text-navy-700" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-navy-950">{w.variableTitle}</h2>
            <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{w.variableBody}</p>
          </article>
        </div>
      </Section>
    </>
  );
}
