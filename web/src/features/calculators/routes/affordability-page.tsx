import {
  AFFORDABILITY_AMORTIZATION_YEARS,
  affordability,
  CALCULATOR_DEFAULTS,
  DEBT_SERVICE,
  formatCad,
  formatRate,
  messages,
  STRESS_TEST,
} from '@maplestone/shared';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../../components/form';
import { AffixInput } from '../../../components/ui/input';
import { PageHeader, Section } from '../../../components/ui/section';
import { Select } from '../../../components/ui/select';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { Figure, Panel, parseAmount } from '../components/parts';

const D = CALCULATOR_DEFAULTS.affordability;
const YEAR_OPTIONS = AFFORDABILITY_AMORTIZATION_YEARS.map((y) => ({
  value: String(y),
  label: y === 1 ? '1 year' : `${y} years`,
}));
const pct = (fraction: number) => `${Math.round(fraction * 100)}%`;

type Money = 'income' | 'down' | 'tax' | 'heat' | 'condo' | 'debts';

/** The page's lead paragraph, which is also its description in search results. */
const LEAD =
  'The price range lenders will approve, from your income, debts and down payment, at the federal stress-test rate.';

/** /affordability-calculator: 'How Much Can I Afford?' with GDS 32 % / TDS 40 % at the stress-test rate. */
export default function AffordabilityPage() {
  const title = messages.calculators.affordabilityTitle;
  useDocumentMeta({ title: pageTitle(title), description: LEAD });
  const [values, setValues] = useState<Record<Money, string>>({
    income: String(D.annualIncome),
    down: String(D.downPayment),
    tax: '',
    heat: '',
    condo: '',
    debts: '',
  });
  const [rate, setRate] = useState(String(D.rate));
  const [amortization, setAmortization] = useState(String(D.amortization));
  const set = (key: Money) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const n = (key: Money) => parseAmount(values[key]) ?? 0;

  const income = parseAmount(values.income);
  const r = parseAmount(rate);
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
      <AffixInput
        prefix="$"
        type="number"
        inputMode="numeric"
        min={0}
        step={key === 'income' || key === 'down' ? 1000 : 10}
        placeholder="0"
        value={values[key]}
        onChange={set(key)}
      />
    </Field>
  );

  return (
    <>
      <PageHeader eyebrow="Calculators" title={title} lead={LEAD} />
      <Section className="bg-slate-50">
        <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
          <div className="space-y-6">
            <Panel title="Income and down payment">
              <div className="grid gap-4 sm:grid-cols-2">
                {money('income', 'Annual household income', 'Before tax, all borrowers')}
                {money('down', 'Down payment')}
                <Field label="Mortgage rate">
                  <AffixInput
                    suffix="%"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={25}
                    step={0.01}
                    value={rate}
                    onChange={(e) => setRate(e.target.value)}
                  />
                </Field>
                <Field label="Amortization">
                  <Select value={amortization} onValueChange={setAmortization} options={YEAR_OPTIONS} />
                </Field>
              </div>
            </Panel>
            <Panel title="Monthly housing costs and debts">
              <div className="grid gap-4 sm:grid-cols-2">
                {money('tax', 'Property tax (monthly)')}
                {money('heat', 'Heating (monthly)')}
                {money('condo', 'Condo fees (monthly)', 'Half counts, as lenders do')}
                {money('debts', 'Other debt payments (monthly)', 'Car loans, credit cards, lines of credit')}
              </div>
            </Panel>
          </div>

          <div className="space-y-4 lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl bg-navy-900 p-6 text-white" aria-live="polite">
              {ready ? (
                <div className="space-y-5">
                  <Figure
                    tone="dark"
                    size="lg"
                    label="You could afford a home up to"
                    value={formatCad(result.maxPrice, { decimals: 0 })}
                    testId="afford-price"
                  />
                  <div className="grid grid-cols-2 gap-4 border-t border-white/10 pt-4">
                    <Figure
                      tone="dark"
                      label="Maximum mortgage"
                      value={formatCad(result.maxMortgage, { decimals: 0 })}
                    />
                    <Figure
                      tone="dark"
                      label="Monthly payment"
                      value={formatCad(result.maxMonthlyPayment, { decimals: 0 })}
                    />
                    <Figure
                      tone="dark"
                      label="Stress-test rate"
                      value={formatRate(result.qualifyingRatePct)}
                      testId="afford-qualifying"
                    />
                    <Figure
                      tone="dark"
                      label="Limited by"
                      value={
                        result.limitedBy === 'income' ? result.bindingRatio.toUpperCase() : 'Down payment'
                      }
                    />
                  </div>
                  {result.insurancePremium > 0 ? (
                    <p className="text-sm text-navy-100">
                      Includes a {formatCad(result.insurancePremium, { decimals: 0 })} mortgage default
                      insurance premium.
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="text-navy-100">
                  Enter your income and a mortgage rate to see what you can afford.
                </p>
              )}
            </div>
            <div className="rounded-2xl bg-white p-5 text-sm text-slate-600 ring-1 ring-slate-200">
              <p className="flex items-center gap-2 font-semibold text-navy-950">
                <Info className="size-4 text-navy-600" aria-hidden />
                How we calculate
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>
                  Housing costs (payment, property tax, heat, half of condo fees) up to{' '}
                  {pct(DEBT_SERVICE.gds)} of gross income (GDS); with other debts up to{' '}
                  {pct(DEBT_SERVICE.tds)} (TDS).
                </li>
                <li>
                  You qualify at the greater of your rate + {STRESS_TEST.bufferPct}% or{' '}
                  {formatRate(STRESS_TEST.floorPct)}.
                </li>
                <li>The down payment must meet the legal minimum for the price.</li>
              </ul>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
