import { CALCULATOR_DEFAULTS, QUOTE_AMORTIZATION_YEARS, quoteCalculation } from '@maplestone/shared';
import {
  calculatorsCommonWords,
  calculatorsHubWords,
  calculatorsQuoteWords,
} from '@maplestone/shared/i18n/en/calculators';
import { ArrowRight, Calculator, Landmark, PiggyBank, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../../components/form';
import { Link } from '../../../components/ui/link';
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

const HUB = CALCULATOR_DEFAULTS.hub;

/** /calculators: links to the calculators and a simple monthly payment calculator. */
export default function CalculatorsPage() {
  const calculatorsText = useWords('calculators', 'common', calculatorsCommonWords);
  const quote = useWords('calculators', 'quote', calculatorsQuoteWords);
  const f = useFormat();
  const read = useReadAmount();
  const show = useNumberText();
  const hub = useWords('calculators', 'hub', calculatorsHubWords);
  const [price, setPrice] = useState(() => show(HUB.price));
  const [down, setDown] = useState(() => show(HUB.downPayment));
  const [rate, setRate] = useState(() => show(HUB.rate));
  const [years, setYears] = useState(String(CALCULATOR_DEFAULTS.amortization));
  const p = read(price);
  const dp = read(down);
  const r = read(rate);
  const ready = p !== null && p > 0 && dp !== null && r !== null && r > 0;
  const figures = quoteCalculation({
    price: p ?? 0,
    downPayment: dp ?? 0,
    annualRatePct: r ?? 0,
    amortizationYears: Number(years),
    frequency: 'monthly',
  });

  return (
    <CalculatorPage title={hub.title} lead={hub.lead}>
      <div className="grid gap-5 md:grid-cols-2">
        <CalculatorLink
          to="/mortgage-calculator"
          icon={<Calculator className="size-6" aria-hidden />}
          title={hub.payment.title}
          body={hub.payment.body}
        />
        <CalculatorLink
          to="/affordability-calculator"
          icon={<PiggyBank className="size-6" aria-hidden />}
          title={calculatorsText.affordabilityTitle}
          body={hub.affordability}
        />
        <CalculatorLink
          to="/land-transfer-tax-calculator"
          icon={<Landmark className="size-6" aria-hidden />}
          title={calculatorsText.landTransferTitle}
          body={hub.landTransfer}
        />
        <CalculatorLink
          to="/closing-costs-calculator"
          icon={<Wallet className="size-6" aria-hidden />}
          title={calculatorsText.closingCostsTitle}
          body={hub.closingCosts}
        />
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Panel title={hub.quickTitle}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={hub.homePrice}>
              <MoneyInput value={price} onChange={(e) => setPrice(e.target.value)} />
            </Field>
            <Field label={hub.downPayment}>
              <MoneyInput value={down} onChange={(e) => setDown(e.target.value)} />
            </Field>
            <RateField label={hub.interestRate} value={rate} onChange={setRate} />
            <AmortizationField
              label={hub.amortization}
              years={QUOTE_AMORTIZATION_YEARS}
              value={years}
              onChange={setYears}
            />
          </div>
        </Panel>
        <ResultsBox>
          <div className="space-y-4">
            <Figure
              tone="dark"
              size="lg"
              label={hub.monthlyPayment}
              value={ready ? f.money(figures.monthlyPayment, 0) : '—'}
              testId="hub-payment"
            />
            <MoreFigures>
              <Figure
                tone="dark"
                label={quote.labels.totalMortgage}
                value={ready ? f.money(figures.totalMortgage, 0) : '—'}
              />
              <Figure
                tone="dark"
                label={quote.labels.insurance}
                value={ready ? f.money(figures.cmhcInsurance, 0) : '—'}
              />
            </MoreFigures>
          </div>
          <Link
            to="/mortgage-calculator"
            className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-white hover:underline"
          >
            {hub.fullSchedule}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </ResultsBox>
      </div>
    </CalculatorPage>
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
