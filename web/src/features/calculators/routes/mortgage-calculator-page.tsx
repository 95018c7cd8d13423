import {
  amortizationSchedule,
  CALCULATOR_DEFAULTS,
  DEFAULT_PROVINCE_CODE,
  FREQUENCY_INFO,
  findProvince,
  INPUT_LIMITS,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  sortByTerm,
} from '@maplestone/shared';
import { calculatorsCommonWords, calculatorsMortgageWords } from '@maplestone/shared/i18n/en/calculators';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { lazy, useMemo, useState } from 'react';
import { Field } from '../../../components/form';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { Select } from '../../../components/ui/select';
import { WhenVisible } from '../../../components/ui/when-visible';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import { provinceRatesQuery } from '../api/rates';
import {
  AmortizationField,
  CalculatorPage,
  Figure,
  MoneyInput,
  MoreFigures,
  Panel,
  RateField,
  ResultsBox,
  useNumberText,
  useProvinceOptions,
  useReadAmount,
} from '../components/parts';
import { ScheduleTable } from '../components/schedule-table';

const ScheduleChart = lazy(() => import('../components/schedule-chart'));

const CUSTOM = 'custom';
/** Every whole year from 1 to the longest amortization the calculator takes. */
const AMORTIZATION_YEARS = Array.from({ length: INPUT_LIMITS.maxAmortizationYears }, (_, i) => i + 1);
/** '5 year' → 5 (a rate's term in whole years), or null for another term. */
const termYears = (term: string) => {
  const match = /^(\d+) year$/.exec(term);
  return match ? Number(match[1]) : null;
};

/**
 * The amortization schedule at one frequency, worked out again only when an input changes; null until the
 * amount, the rate and the amortization are all above zero.
 */
function useSchedule(
  principal: number | null,
  annualRatePct: number | null,
  amortizationYears: number,
  frequency: PaymentFrequency,
) {
  return useMemo(
    () =>
      principal !== null &&
      principal > 0 &&
      annualRatePct !== null &&
      annualRatePct > 0 &&
      amortizationYears > 0
        ? amortizationSchedule({ principal, annualRatePct, amortizationYears, frequency })
        : null,
    [principal, annualRatePct, amortizationYears, frequency],
  );
}

/** /mortgage-calculator: payment at six frequencies, yearly schedule, chart, interest and accelerated saving. */
export default function MortgageCalculatorPage() {
  const w = useWords('calculators', 'common', calculatorsCommonWords);
  const d = useWords('domain', domainWords);
  const f = useFormat();
  const read = useReadAmount();
  const show = useNumberText();
  const t = useWords('calculators', 'mortgage', calculatorsMortgageWords);
  const [amount, setAmount] = useState(() => show(CALCULATOR_DEFAULTS.mortgageAmount));
  const [amortization, setAmortization] = useState(String(CALCULATOR_DEFAULTS.amortization));
  const [frequency, setFrequency] = useState<PaymentFrequency>('monthly');
  const [province, setProvince] = useState<string>(DEFAULT_PROVINCE_CODE);
  const [rateChoice, setRateChoice] = useState<string | null>(null);
  const [customRate, setCustomRate] = useState('');

  const frequencyOptions = PAYMENT_FREQUENCIES.map((value) => ({ value, label: d.frequencies[value] }));
  const provinceOptions = useProvinceOptions();
  const years = (value: number) => w.years(Math.round(value * 10) / 10);

  const provinceName = findProvince(province)?.name ?? province;
  const rates = useQuery(provinceRatesQuery(provinceName));
  const rateOptions = useMemo(() => {
    const list = sortByTerm(rates.data ?? []).sort((a, b) => a.rate_type.localeCompare(b.rate_type));
    return list.map((r) => {
      const termInYears = termYears(r.term);
      return {
        value: r.id,
        label:
          termInYears === null
            ? `${r.term} ${r.rate_type} · ${f.rate(r.our_rate)}`
            : t.rateChoice(termInYears, r.rate_type, f.rate(r.our_rate)),
        rate: r.our_rate,
        fiveYearFixed: r.term === '5 year' && r.rate_type === 'fixed',
      };
    });
  }, [rates.data, t, f]);
  // Until the visitor picks, the 5-year fixed (or the first rate) of the province; custom if there is none.
  const defaultChoice =
    rateOptions.find((o) => o.fiveYearFixed)?.value ??
    rateOptions[0]?.value ??
    (rates.isPending ? null : CUSTOM);
  const choice =
    rateChoice && (rateChoice === CUSTOM || rateOptions.some((o) => o.value === rateChoice))
      ? rateChoice
      : defaultChoice;
  const rate =
    choice === CUSTOM ? read(customRate) : (rateOptions.find((o) => o.value === choice)?.rate ?? null);

  const principal = read(amount);
  const term = Number(amortization);
  const schedule = useSchedule(principal, rate, term, frequency);
  const monthly = useSchedule(principal, rate, term, 'monthly');
  const rapid = useSchedule(principal, rate, term, 'accelerated-bi-weekly');
  const accelerated = Boolean(FREQUENCY_INFO[frequency].monthlyDivisor);
  const compareTo = accelerated ? schedule : rapid;
  const saving = monthly && compareTo ? monthly.totals.interest - compareTo.totals.interest : 0;
  const sooner = monthly && compareTo ? monthly.totals.years - compareTo.totals.years : 0;
  const savingWords = accelerated ? t.saving.accelerated : t.saving.faster;

  const rateSelectOptions = [
    ...rateOptions.map(({ value, label }) => ({ value, label })),
    { value: CUSTOM, label: t.customRate },
  ];

  return (
    <CalculatorPage title={t.title} lead={t.lead}>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <Panel title={t.formTitle}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.amount}>
              <MoneyInput value={amount} onChange={(e) => setAmount(e.target.value)} />
            </Field>
            <AmortizationField
              label={t.amortization}
              years={AMORTIZATION_YEARS}
              value={amortization}
              onChange={setAmortization}
            />
            <Field label={t.frequency} className="sm:col-span-2">
              <Select
                value={frequency}
                onValueChange={(v) => setFrequency(v as PaymentFrequency)}
                options={frequencyOptions}
              />
            </Field>
            <Field label={t.province}>
              <Select value={province} onValueChange={setProvince} options={provinceOptions} />
            </Field>
            <Field label={t.interestRate} hint={choice === CUSTOM ? undefined : t.todaysRate}>
              <Select
                value={choice ?? ''}
                onValueChange={setRateChoice}
                options={rateSelectOptions}
                placeholder={t.loadingRates}
              />
            </Field>
            {choice === CUSTOM ? (
              <RateField
                label={t.customRate}
                className="sm:col-span-2"
                placeholder={show(4.5, 2)}
                value={customRate}
                onChange={setCustomRate}
              />
            ) : null}
          </div>
        </Panel>

        <ResultsBox>
          {schedule ? (
            <div className="space-y-5">
              <Figure
                tone="dark"
                size="lg"
                label={w.paymentAt(d.frequencies[frequency])}
                value={f.money(schedule.payment)}
                testId="calc-payment"
                note={t.paymentNote(f.rate(rate!), d.years(term))}
              />
              <MoreFigures>
                <Figure
                  tone="dark"
                  label={t.totalInterest}
                  value={f.money(schedule.totals.interest, 0)}
                  testId="calc-interest"
                />
                <Figure tone="dark" label={t.totalPaid} value={f.money(schedule.totals.paid, 0)} />
                <Figure tone="dark" label={t.paidOffIn} value={years(schedule.totals.years)} />
                <Figure tone="dark" label={t.payments} value={f.number(schedule.totals.payments)} />
              </MoreFigures>
              {saving > 0.5 ? (
                <div
                  className="rounded-xl bg-white/10 p-4 text-sm ring-1 ring-white/15"
                  data-testid="calc-saving"
                >
                  <p className="flex items-center gap-2 font-semibold text-gold-400">
                    <Sparkles className="size-4" aria-hidden />
                    {savingWords.title}
                  </p>
                  <p className="mt-1 text-navy-100">
                    {savingWords.before} <strong className="text-white">{f.money(saving, 0)}</strong>{' '}
                    {savingWords.middle} <strong className="text-white">{years(sooner)}</strong>{' '}
                    {savingWords.after}
                  </p>
                </div>
              ) : null}
            </div>
          ) : (
            <p className="text-navy-100" data-testid="calc-empty">
              {t.empty}
            </p>
          )}
        </ResultsBox>
      </div>

      {schedule ? (
        <>
          <Panel title={t.chartTitle} className="mt-6">
            <WhenVisible placeholder={<div className="h-80 animate-pulse rounded-xl bg-slate-100" />}>
              <ScheduleChart rows={schedule.rows} />
            </WhenVisible>
          </Panel>
          <Panel title={t.scheduleTitle} className="mt-6">
            <ScrollBox
              label={t.scheduleRegion}
              // Below 640 px the schedule takes some of the panel's padding, so a year fits (issue 35).
              className="-mx-2 max-h-[28rem] overflow-auto ring-1 ring-slate-200 sm:mx-0"
            >
              <ScheduleTable schedule={schedule} />
            </ScrollBox>
          </Panel>
        </>
      ) : null}
    </CalculatorPage>
  );
}
