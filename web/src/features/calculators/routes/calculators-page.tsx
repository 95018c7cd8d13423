import {
  CALCULATOR_DEFAULTS,
  formatCad,
  messages,
  QUOTE_AMORTIZATION_YEARS,
  quoteCalculation,
} from '@maplestone/shared';
import { ArrowRight, Calculator, Landmark, PiggyBank, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/form';
import { AffixInput } from '../../../components/ui/input';
import { PageHeader, Section } from '../../../components/ui/section';
import { Select } from '../../../components/ui/select';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { Figure, Panel, parseAmount } from '../components/parts';

const HUB = CALCULATOR_DEFAULTS.hub;
const AMORTIZATION_OPTIONS = QUOTE_AMORTIZATION_YEARS.map((y) => ({ value: String(y), label: `${y} years` }));

/** The page's lead paragraph, which is also its description in search results. */
const LEAD = "Canadian math, done right: semi-annual compounding, CMHC insurance and today's stress test.";

/** /calculators: links to the calculators and a simple monthly payment calculator. */
export default function CalculatorsPage() {
  useDocumentMeta({ title: pageTitle('Mortgage calculators'), description: LEAD });
  const [price, setPrice] = useState(String(HUB.price));
  const [down, setDown] = useState(String(HUB.downPayment));
  const [rate, setRate] = useState(String(HUB.rate));
  const [years, setYears] = useState(String(CALCULATOR_DEFAULTS.amortization));
  const p = parseAmount(price);
  const d = parseAmount(down);
  const r = parseAmount(rate);
  const ready = p !== null && p > 0 && d !== null && r !== null && r > 0;
  const figures = quoteCalculation({
    price: p ?? 0,
    downPayment: d ?? 0,
    annualRatePct: r ?? 0,
    amortizationYears: Number(years),
    frequency: 'monthly',
  });

  return (
    <>
      <PageHeader eyebrow="Calculators" title="Mortgage calculators" lead={LEAD} />
      <Section className="bg-slate-50">
        <div className="grid gap-5 md:grid-cols-2">
          <CalculatorLink
            to="/mortgage-calculator"
            icon={<Calculator className="size-6" aria-hidden />}
            title="Mortgage payment calculator"
            body="Payments at all six frequencies, a yearly amortization schedule with a chart, and what accelerated payments save."
          />
          <CalculatorLink
            to="/affordability-calculator"
            icon={<PiggyBank className="size-6" aria-hidden />}
            title={messages.calculators.affordabilityTitle}
            body="Your maximum home price from your income, debts and down payment, at the stress-test rate lenders use."
          />
          <CalculatorLink
            to="/land-transfer-tax-calculator"
            icon={<Landmark className="size-6" aria-hidden />}
            title={messages.calculators.landTransferTitle}
            body="Provincial and Toronto land transfer tax with first-time buyer rebates, bracket by bracket, with sources."
          />
          <CalculatorLink
            to="/closing-costs-calculator"
            icon={<Wallet className="size-6" aria-hidden />}
            title={messages.calculators.closingCostsTitle}
            body="The cash you need on closing day: down payment, land transfer tax, the sales tax on mortgage insurance and typical fees."
          />
        </div>

        <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <Panel title="Quick payment estimate">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Home price">
                <AffixInput
                  prefix="$"
                  type="number"
                  min={0}
                  step={1000}
                  value={price}
                  onChange={(e) => setPrice(e.target.value)}
                />
              </Field>
              <Field label="Down payment">
                <AffixInput
                  prefix="$"
                  type="number"
                  min={0}
                  step={1000}
                  value={down}
                  onChange={(e) => setDown(e.target.value)}
                />
              </Field>
              <Field label="Interest rate">
                <AffixInput
                  suffix="%"
                  type="number"
                  min={0}
                  max={25}
                  step={0.01}
                  value={rate}
                  onChange={(e) => setRate(e.target.value)}
                />
              </Field>
              <Field label="Amortization">
                <Select value={years} onValueChange={setYears} options={AMORTIZATION_OPTIONS} />
              </Field>
            </div>
          </Panel>
          <div className="rounded-2xl bg-navy-900 p-6 text-white" aria-live="polite">
            <div className="space-y-4">
              <Figure
                tone="dark"
                size="lg"
                label="Monthly payment"
                value={ready ? formatCad(figures.monthlyPayment, { decimals: 0 }) : '—'}
                testId="hub-payment"
              />
              <div className="grid grid-cols-2 gap-4 border-t border-white/10 pt-4">
                <Figure
                  tone="dark"
                  label={messages.quote.labels.totalMortgage}
                  value={ready ? formatCad(figures.totalMortgage, { decimals: 0 }) : '—'}
                />
                <Figure
                  tone="dark"
                  label={messages.quote.labels.insurance}
                  value={ready ? formatCad(figures.cmhcInsurance, { decimals: 0 }) : '—'}
                />
              </div>
            </div>
            <Link
              to="/mortgage-calculator"
              className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-white hover:underline"
            >
              See the full schedule
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}

function CalculatorLink({
  to,
  icon,
  title,
  body,
}: {
  to: string;
  icon: React.ReactNode;
  title: string;
  body: string;
}) {
  return (
    <Link
      to={to}
      className="group flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-navy-300"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
        {icon}
      </span>
      <span>
        <span className="flex items-center gap-2 text-lg font-semibold text-navy-950">
          {title}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
        <span className="mt-1 block text-[15px] text-slate-600">{body}</span>
      </span>
    </Link>
  );
}
