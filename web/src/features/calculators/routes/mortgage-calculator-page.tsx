import {
  amortizationSchedule,
  CALCULATOR_DEFAULTS,
  DEFAULT_PROVINCE_CODE,
  FREQUENCY_INFO,
  findProvince,
  formatCad,
  formatRate,
  INPUT_LIMITS,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  PROVINCES,
  sortByTerm,
} from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { lazy, useMemo, useState } from 'react';
import { Field } from '../../../components/form';
import { AffixInput } from '../../../components/ui/input';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { PageHeader, Section } from '../../../components/ui/section';
import { Select } from '../../../components/ui/select';
import { WhenVisible } from '../../../components/ui/when-visible';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { provinceRatesQuery } from '../api/rates';
import { Figure, Panel, parseAmount } from '../components/parts';

const ScheduleChart = lazy(() => import('../components/schedule-chart'));

const YEAR_OPTIONS = Array.from({ length: INPUT_LIMITS.maxAmortizationYears }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 year' : `${i + 1} years`,
}));
const FREQUENCY_OPTIONS = PAYMENT_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_INFO[f].label }));
const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));
const CUSTOM = 'custom';

function years(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'year' : 'years'}`;
}

/** The page's lead paragraph, which is also its description in search results. */
const LEAD =
  'See your payment at any frequency, how each year splits between principal and interest, and what paying faster saves.';

/** /mortgage-calculator: payment at six frequencies, yearly schedule, chart, interest and accelerated saving. */
export default function MortgageCalculatorPage() {
  useDocumentMeta({ title: pageTitle('Mortgage payment calculator'), description: LEAD });
  const [amount, setAmount] = useState(String(CALCULATOR_DEFAULTS.mortgageAmount));
  const [amortization, setAmortization] = useState(String(CALCULATOR_DEFAULTS.amortization));
  const [frequency, setFrequency] = useState<PaymentFrequency>('monthly');
  const [province, setProvince] = useState<string>(DEFAULT_PROVINCE_CODE);
  const [rateChoice, setRateChoice] = useState<string | null>(null);
  const [customRate, setCustomRate] = useState('');

  const provinceName = findProvince(province)?.name ?? province;
  const rates = useQuery(provinceRatesQuery(provinceName));
  const rateOptions = useMemo(() => {
    const list = sortByTerm(rates.data ?? []).sort((a, b) => a.rate_type.localeCompare(b.rate_type));
    return list.map((r) => ({
      value: r.id,
      label: `${r.term.replace(' year', '-year')} ${r.rate_type} · ${formatRate(r.our_rate)}`,
      rate: r.our_rate,
    }));
  }, [rates.data]);
  // Until the visitor picks, the 5-year fixed (or the first rate) of the province; custom if there is none.
  const defaultChoice =
    rateOptions.find((o) => /^5-year fixed/.test(o.label))?.value ??
    rateOptions[0]?.value ??
    (rates.isPending ? null : CUSTOM);
  const choice =
    rateChoice && (rateChoice === CUSTOM || rateOptions.some((o) => o.value === rateChoice))
      ? rateChoice
      : defaultChoice;
  const rate =
    choice === CUSTOM ? parseAmount(customRate) : (rateOptions.find((o) => o.value === choice)?.rate ?? null);

  const principal = parseAmount(amount);
  const term = Number(amortization);
  const ready =
    principal !== null && principal > 0 && rate !== null && rate > 0 && term > 0 && Boolean(frequency);

  const schedule = useMemo(
    () =>
      ready
        ? amortizationSchedule({
            principal: principal!,
            annualRatePct: rate!,
            amortizationYears: term,
            frequency,
          })
        : null,
    [ready, principal, rate, term, frequency],
  );
  const monthly = useMemo(
    () =>
      ready
        ? amortizationSchedule({
            principal: principal!,
            annualRatePct: rate!,
            amortizationYears: term,
            frequency: 'monthly',
          })
        : null,
    [ready, principal, rate, term],
  );
  const rapid = useMemo(
    () =>
      ready
        ? amortizationSchedule({
            principal: principal!,
            annualRatePct: rate!,
            amortizationYears: term,
            frequency: 'accelerated-bi-weekly',
          })
        : null,
    [ready, principal, rate, term],
  );
  const accelerated = Boolean(FREQUENCY_INFO[frequency].monthlyDivisor);
  const compareTo = accelerated ? schedule : rapid;
  const saving = monthly && compareTo ? monthly.totals.interest - compareTo.totals.interest : 0;
  const sooner = monthly && compareTo ? monthly.totals.years - compareTo.totals.years : 0;

  const rateSelectOptions = [
    ...rateOptions.map(({ value, label }) => ({ value, label })),
    { value: CUSTOM, label: 'Custom rate' },
  ];

  return (
    <>
      <PageHeader eyebrow="Calculators" title="Mortgage payment calculator" lead={LEAD} />
      <Section className="bg-slate-50">
        <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
          <Panel title="Your mortgage">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Mortgage amount">
                <AffixInput
                  prefix="$"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1000}
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </Field>
              <Field label="Amortization">
                <Select value={amortization} onValueChange={setAmortization} options={YEAR_OPTIONS} />
              </Field>
              <Field label="Payment frequency" className="sm:col-span-2">
                <Select
                  value={frequency}
                  onValueChange={(v) => setFrequency(v as PaymentFrequency)}
                  options={FREQUENCY_OPTIONS}
                />
              </Field>
              <Field label="Province">
                <Select value={province} onValueChange={setProvince} options={PROVINCE_OPTIONS} />
              </Field>
              <Field
                label="Interest rate"
                hint={choice === CUSTOM ? undefined : "Today's rate for the province"}
              >
                <Select
                  value={choice ?? ''}
                  onValueChange={setRateChoice}
                  options={rateSelectOptions}
                  placeholder="Loading rates…"
                />
              </Field>
              {choice === CUSTOM ? (
                <Field label="Custom rate" className="sm:col-span-2">
                  <AffixInput
                    suffix="%"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={25}
                    step={0.01}
                    placeholder="4.50"
                    value={customRate}
                    onChange={(e) => setCustomRate(e.target.value)}
                  />
                </Field>
              ) : null}
            </div>
          </Panel>

          <div className="rounded-2xl bg-navy-900 p-6 text-white" aria-live="polite">
            {schedule ? (
              <div className="space-y-5">
                <Figure
                  tone="dark"
                  size="lg"
                  label={`${FREQUENCY_INFO[frequency].label} payment`}
                  value={formatCad(schedule.payment)}
                  testId="calc-payment"
                  note={`at ${formatRate(rate!)} over ${years(term)}`}
                />
                <div className="grid grid-cols-2 gap-4 border-t border-white/10 pt-4">
                  <Figure
                    tone="dark"
                    label="Total interest"
                    value={formatCad(schedule.totals.interest, { decimals: 0 })}
                    testId="calc-interest"
                  />
                  <Figure
                    tone="dark"
                    label="Total paid"
                    value={formatCad(schedule.totals.paid, { decimals: 0 })}
                  />
                  <Figure tone="dark" label="Paid off in" value={years(schedule.totals.years)} />
                  <Figure
                    tone="dark"
                    label="Payments"
                    value={schedule.totals.payments.toLocaleString('en-CA')}
                  />
                </div>
                {saving > 0.5 ? (
                  <div
                    className="rounded-xl bg-white/10 p-4 text-sm ring-1 ring-white/15"
                    data-testid="calc-saving"
                  >
                    <p className="flex items-center gap-2 font-semibold text-gold-400">
                      <Sparkles className="size-4" aria-hidden />
                      {accelerated ? 'Your accelerated saving' : 'Pay faster, save more'}
                    </p>
                    <p className="mt-1 text-navy-100">
                      {accelerated
                        ? 'Compared with monthly payments, you'
                        : 'With rapid bi-weekly payments you would'}{' '}
                      save <strong className="text-white">{formatCad(saving, { decimals: 0 })}</strong> in
                      interest and be mortgage-free <strong className="text-white">{years(sooner)}</strong>{' '}
                      sooner.
                    </p>
                  </div>
                ) : null}
              </div>
            ) : (
              <p className="text-navy-100" data-testid="calc-empty">
                Enter a mortgage amount, rate, amortization and payment frequency to see your payment.
              </p>
            )}
          </div>
        </div>

        {schedule ? (
          <>
            <Panel title="Balance and payments by year" className="mt-6">
              <WhenVisible placeholder={<div className="h-80 animate-pulse rounded-xl bg-slate-100" />}>
                <ScheduleChart rows={schedule.rows} />
              </WhenVisible>
            </Panel>
            <Panel title="Amortization schedule" className="mt-6">
              <ScrollBox
                label="Amortization schedule by year"
                className="max-h-[28rem] overflow-auto ring-1 ring-slate-200"
              >
                <table className="w-full text-right text-sm tabular-nums">
                  <caption className="sr-only">Yearly principal, interest and ending balance</caption>
                  <thead className="sticky top-0 bg-slate-100 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="px-4 py-3 text-left">
                        Year
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Payments
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Principal
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Interest
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Ending balance
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {schedule.rows.map((row) => (
                      <tr key={row.year} className="odd:bg-white even:bg-slate-50/60">
                        <th scope="row" className="px-4 py-2.5 text-left font-medium text-slate-800">
                          {row.year}
                        </th>
                        <td className="px-4 py-2.5 text-slate-600">{row.payments}</td>
                        <td className="px-4 py-2.5 text-slate-800">{formatCad(row.principal)}</td>
                        <td className="px-4 py-2.5 text-slate-800">{formatCad(row.interest)}</td>
                        <td className="px-4 py-2.5 font-medium text-navy-950">
                          {formatCad(row.endingBalance)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot className="bg-navy-50 font-semibold text-navy-950">
                    <tr>
                      <th scope="row" className="px-4 py-3 text-left">
                        Total
                      </th>
                      <td className="px-4 py-3">{schedule.totals.payments}</td>
                      <td className="px-4 py-3">{formatCad(schedule.totals.principal)}</td>
                      <td className="px-4 py-3">{formatCad(schedule.totals.interest)}</td>
                      <td className="px-4 py-3">{formatCad(0)}</td>
                    </tr>
                  </tfoot>
                </table>
              </ScrollBox>
            </Panel>
          </>
        ) : null}
      </Section>
    </>
  );
}
