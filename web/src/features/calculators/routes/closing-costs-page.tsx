import {
  CALCULATOR_DEFAULTS,
  type ClosingCosts,
  type CostRange,
  closingCosts,
  type ProvinceCode,
  purchaseCostMessages,
  QUOTE_AMORTIZATION_YEARS,
} from '@maplestone/shared';
import { calculatorsCommonWords } from '@maplestone/shared/i18n/en/calculators';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { type Formats, useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import { EstimateFormSlot } from '../components/estimate-form-slot';
import {
  AmortizationField,
  CalculatorPage,
  Figure,
  MoreFigures,
  Panel,
  ResultsBox,
  useProvinceName,
} from '../components/parts';
import {
  DEFAULT_PRICE,
  DEFAULT_PURCHASE,
  MoneyField,
  PurchaseFields,
  placeOf,
  useAmountCheck,
  useAmountText,
  useUnavailableText,
} from '../components/purchase';

const ESTIMATES = ['legalFees', 'titleInsurance', 'homeInspection', 'appraisal'] as const;

const useClosingWords = () => useWords('purchaseCost', purchaseCostMessages).closingCosts;

/** '$1,000 – $2,500': a range, wrapping at the dash on a phone. */
const range = (f: Formats, { low, high }: CostRange) => `${f.money(low, 0)} – ${f.money(high, 0)}`;

/** /closing-costs-calculator: the cash needed at closing beside the down payment, taxes exact, fees estimated. */
export default function ClosingCostsPage() {
  const calculators = useWords('calculators', 'common', calculatorsCommonWords);
  const { closingCosts: CC, purchase: P } = useWords('purchaseCost', purchaseCostMessages);
  const f = useFormat();
  const check = useAmountCheck();
  const [purchase, setPurchase] = useState(DEFAULT_PURCHASE);
  const [priceText, onPriceChange] = useAmountText(DEFAULT_PRICE);
  const [downText, onDownChange] = useAmountText(CALCULATOR_DEFAULTS.hub.downPayment);
  const [amortization, setAmortization] = useState(String(CALCULATOR_DEFAULTS.amortization));
  const price = check.price(priceText);
  const down = check.amount(downText, {
    required: CC.downPaymentRequired,
    max: price.amount ?? undefined,
    maxMessage: CC.downPaymentAbovePrice,
  });
  const costs =
    price.amount === null || down.amount === null
      ? null
      : closingCosts({
          ...placeOf(purchase),
          price: price.amount,
          downPayment: down.amount,
          amortizationYears: Number(amortization),
        });

  return (
    <CalculatorPage title={calculators.closingCostsTitle} lead={CC.lead}>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <Panel title={P.formTitle} className="lg:self-start">
          <PurchaseFields purchase={purchase} onChange={setPurchase}>
            <MoneyField label={P.price} amount={priceText} onChange={onPriceChange} error={price.error} />
            <MoneyField label={CC.downPayment} amount={downText} onChange={onDownChange} error={down.error} />
            <AmortizationField
              label={CC.amortization}
              hint={CC.amortizationHint}
              className="sm:col-span-2"
              years={QUOTE_AMORTIZATION_YEARS}
              value={amortization}
              onChange={setAmortization}
            />
          </PurchaseFields>
        </Panel>

        <div className="space-y-4 lg:sticky lg:top-28 lg:self-start">
          <ResultsBox>
            {costs ? (
              <div className="space-y-5">
                <Figure
                  tone="dark"
                  size="lg"
                  label={CC.cashToClose}
                  value={range(f, costs.cashToClose)}
                  note={CC.cashToCloseNote}
                  testId="closing-cash"
                />
                <MoreFigures>
                  <Figure
                    tone="dark"
                    label={CC.downPayment}
                    value={f.money(costs.downPayment, 0)}
                    testId="closing-down"
                  />
                  <Figure
                    tone="dark"
                    label={CC.closingCosts}
                    value={range(f, costs.closingCosts)}
                    testId="closing-costs"
                  />
                </MoreFigures>
              </div>
            ) : (
              <p className="text-navy-100" data-testid="closing-empty">
                {CC.empty}
              </p>
            )}
          </ResultsBox>
          {/* Only a whole estimate is sent: not where the land transfer tax cannot be calculated. */}
          <EstimateFormSlot
            estimate={
              costs?.landTransferTax.available && price.amount !== null && down.amount !== null
                ? {
                    calculator: 'closing_costs',
                    province: purchase.province,
                    city: purchase.city || undefined,
                    price: price.amount,
                    firstTimeBuyer: purchase.firstTimeBuyer,
                    downPayment: down.amount,
                    amortization: QUOTE_AMORTIZATION_YEARS.find((years) => String(years) === amortization),
                  }
                : null
            }
          />
        </div>
      </div>

      {costs ? <CostBreakdown costs={costs} province={purchase.province} /> : null}
    </CalculatorPage>
  );
}

function CostBreakdown({ costs, province }: { costs: ClosingCosts; province: ProvinceCode }) {
  const CC = useClosingWords();
  const f = useFormat();
  const provinceName = useProvinceName();
  const unavailable = useUnavailableText();
  const tax = costs.landTransferTax;
  const insurance = costs.mortgageInsurance;
  const premium = f.money(insurance.premium);
  const premiumNote =
    insurance.status === 'not-required'
      ? CC.premiumTax.notRequired
      : insurance.status === 'not-insurable'
        ? CC.premiumTax.notInsurable
        : insurance.salesTaxRatePct > 0
          ? CC.premiumTax.insured(f.rate(insurance.salesTaxRatePct), premium)
          : CC.premiumTax.noTaxInProvince(premium, provinceName(province));
  return (
    <Panel title={CC.breakdownTitle} className="mt-6">
      <ul className="divide-y divide-slate-100">
        <CostRow
          label={CC.landTransferTax}
          note={
            tax.available ? (
              <>
                {CC.landTransferTaxNote}.{' '}
                <Link to="/land-transfer-tax-calculator" className="font-medium text-navy-700 underline">
                  {CC.seeBrackets}
                  <ArrowRight className="ml-1 inline size-3.5" aria-hidden />
                </Link>
              </>
            ) : (
              <span className="flex gap-1.5 text-maple-700">
                <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                <span>
                  {unavailable.reason(tax)} {CC.notInTotal}
                </span>
              </span>
            )
          }
          value={costs.landTransferTaxDue === null ? CC.notAvailable : f.money(costs.landTransferTaxDue)}
          testId="closing-ltt"
        />
        <CostRow
          label={CC.premiumSalesTax}
          note={premiumNote}
          value={f.money(insurance.salesTax)}
          testId="closing-premium-tax"
        />
        {ESTIMATES.map((key) => (
          <CostRow
            key={key}
            label={CC[key]}
            estimate
            value={range(f, costs.estimates[key])}
            testId={`closing-${key}`}
          />
        ))}
        <CostRow strong label={CC.totalClosingCosts} value={range(f, costs.closingCosts)} />
        <CostRow label={CC.downPayment} value={f.money(costs.downPayment, 0)} />
        <CostRow strong label={CC.cashToClose} value={range(f, costs.cashToClose)} />
      </ul>
      <div className="mt-5 space-y-2 text-xs text-slate-600">
        <p>
          <EstimateBadge /> {CC.estimatesNote}
        </p>
        <p>{CC.notIncluded}</p>
      </div>
    </Panel>
  );
}

function EstimateBadge() {
  const CC = useClosingWords();
  return (
    <span className="inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset">
      {CC.estimate}
    </span>
  );
}

function CostRow({
  label,
  value,
  note,
  estimate,
  strong,
  testId,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  estimate?: boolean;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className={strong ? 'font-semibold text-navy-950' : 'font-medium text-slate-800'}>
          {label} {estimate ? <EstimateBadge /> : null}
        </p>
        {note ? <div className="mt-0.5 text-xs text-slate-600">{note}</div> : null}
      </div>
      <p
        className={strong ? 'font-semibold text-navy-950 tabular-nums' : 'text-slate-800 tabular-nums'}
        data-testid={testId}
      >
        {value}
      </p>
    </li>
  );
}
