import {
  AFFORDABILITY_AMORTIZATION_YEARS,
  affordability,
  CALCULATOR_DEFAULTS,
  DEBT_SERVICE,
  paymentPerPeriod,
  STRESS_TEST,
} from '@maplestone/shared';
import {
  calculatorsAffordabilityWords,
  calculatorsCommonWords,
} from '@maplestone/shared/i18n/en/calculators';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../../components/form';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
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
  useReadAmount,
} from '../components/parts';

const D = CALCULATOR_DEFAULTS.affordability;

type Money = 'income' | 'down' | 'tax' | 'heat' | 'condo' | 'debts';

/** /affordability-calculator: 'How Much Can I Afford?' with GDS 32 % / TDS 40 % at the stress-test rate. */
export default function AffordabilityPage() {
  const calculatorsText = useWords('calculators', 'common', calculatorsCommonWords);
  const f = useFormat();
  const read = useReadAmount();
  const show = useNumberText();
  const a = useWords('calculators', 'affordability', calculatorsAffordabilityWords);
  const title = calculatorsText.affordabilityTitle;
  /** 0.32 → '32%' / '32 %'. */
  const pct = (fraction: number) => f.number(Math.round(fraction * 100) / 100, { style: 'percent' });
  const [values, setValues] = useState<Record<Money, string>>(() => ({
    income: show(D.annualIncome),
    down: show(D.downPayment),
    tax: '',
    heat: show(D.heatMonthly),
    condo: '',
    debts: '',
  }));
  const [rate, setRate] = useState(() => show(D.rate));
  const [amortization, setAmortization] = useState(String(D.amortization));
  const set = (key: Money) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const n = (key: Money) => read(values[key]) ?? 0;

  const income = read(values.income);
  const r = read(rate);
  const ready = income !== null && income > 0 && r !== null && r > 0;
  const result = affordability({
    annualIncome: income ?? 0,
    downPayment: n('down'),
    annualRatePct: r ?? 0,
    amortizationYears: Number(amortization),
    propertyTaxMonthly: n('tax'),
    heatMonthly: n('heat'),
    condoFeesMonthly: n('condo'),
    otherDebtMonthly: n('debts'),
  });

  const money = (key: Money, label: string, hint?: string) => (
    <Field label={label} hint={hint}>
      <MoneyInput placeholder={show(0)} value={values[key]} onChange={set(key)} />
    </Field>
  );

  return (
    <CalculatorPage title={title} lead={a.lead}>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <Panel title={a.incomeTitle}>
            <div className="grid gap-4 sm:grid-cols-2">
              {money('income', a.income, a.incomeHint)}
              {money('down', a.downPayment)}
              <RateField label={a.rate} value={rate} onChange={setRate} />
              <AmortizationField
                label={a.amortization}
                years={AFFORDABILITY_AMORTIZATION_YEARS}
                value={amortization}
                onChange={setAmortization}
              />
            </div>
          </Panel>
          <Panel title={a.costsTitle}>
            <div className="grid gap-4 sm:grid-cols-2">
              {money('tax', a.propertyTax)}
              {money('heat', a.heat, a.heatHint(f.money(D.heatMonthly, 0)))}
              {money('condo', a.condo, a.condoHint)}
              {money('debts', a.debts, a.debtsHint)}
            </div>
          </Panel>
        </div>

        <div className="space-y-4 lg:sticky lg:top-28 lg:self-start">
          <ResultsBox>
            {ready ? (
              <div className="space-y-5">
                <Figure
                  tone="dark"
                  size="lg"
                  label={a.maxPrice}
                  value={f.money(result.maxPrice, 0)}
                  testId="afford-price"
                />
                <MoreFigures>
                  <Figure tone="dark" label={a.maxMortgage} value={f.money(result.maxMortgage, 0)} />
                  <Figure tone="dark" label={a.monthlyPayment} value={f.money(result.maxMonthlyPayment, 0)} />
                  <Figure
                    tone="dark"
                    label={a.paymentAtRate(f.rate(r ?? 0))}
                    value={f.money(
                      paymentPerPeriod({
                        principal: result.maxMortgage,
                        annualRatePct: r ?? 0,
                        amortizationYears: Number(amortization),
                        frequency: 'monthly',
                      }),
                      0,
                    )}
                    testId="afford-payment-at-rate"
                  />
                  <Figure
                    tone="dark"
                    label={a.stressTestRate}
                    value={f.rate(result.qualifyingRatePct)}
                    testId="afford-qualifying"
                  />
                  <Figure
                    tone="dark"
                    label={a.limitedBy}
                    value={result.limitedBy === 'income' ? a.ratios[result.bindingRatio] : a.limitedByDown}
                  />
                </MoreFigures>
                {result.insurancePremium > 0 ? (
                  <p className="text-sm text-navy-100">{a.insurance(f.money(result.insurancePremium, 0))}</p>
                ) : null}
              </div>
            ) : (
              <p className="text-navy-100">{a.empty}</p>
            )}
          </ResultsBox>
          <div className="rounded-2xl bg-white p-5 text-sm text-slate-600 ring-1 ring-slate-200">
            <p className="flex items-center gap-2 font-semibold text-navy-950">
              <Info className="size-4 text-navy-600" aria-hidden />
              {a.howTitle}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{a.how.ratios(pct(DEBT_SERVICE.gds), pct(DEBT_SERVICE.tds))}</li>
              <li>
                {a.how.stressTest(
                  f.number(STRESS_TEST.bufferPct / 100, { style: 'percent', maximumFractionDigits: 2 }),
                  f.rate(STRESS_TEST.floorPct),
                )}
              </li>
              <li>{a.how.minimumDown}</li>
            </ul>
          </div>
        </div>
      </div>
    </CalculatorPage>
  );
}
