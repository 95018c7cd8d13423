import {
  CALCULATOR_DEFAULTS,
  type ClosingCosts,
  type CostRange,
  closingCosts,
  formatCad,
  formatRate,
  messages,
  type ProvinceCode,
  purchaseCostMessages,
  QUOTE_AMORTIZATION_YEARS,
} from '@maplestone/shared';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/form';
import { PageHeader, Section } from '../../../components/ui/section';
import { Select } from '../../../components/ui/select';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { EstimateFormSlot } from '../components/estimate-form-slot';
import { Figure, Panel } from '../components/parts';
import {
  checkAmount,
  checkPrice,
  DEFAULT_PRICE,
  DEFAULT_PURCHASE,
  MoneyField,
  PurchaseFields,
  placeOf,
  provinceName,
  unavailableText,
  useAmountText,
} from '../components/purchase';

const CC = purchaseCostMessages.closingCosts;
const P = purchaseCostMessages.purchase;
const AMORTIZATION_OPTIONS = QUOTE_AMORTIZATION_YEARS.map((y) => ({ value: String(y), label: `${y} years` }));
const ESTIMATES = [
  ['legalFees', CC.legalFees],
  ['titleInsurance', CC.titleInsurance],
  ['homeInspection', CC.homeInspection],
  ['appraisal', CC.appraisal],
] as const;

const whole = (amount: number) => formatCad(amount, { decimals: 0 });
/** '$1,000 – $2,500': a range, wrapping at the dash on a phone. */
const range = ({ low, high }: CostRange) => `${whole(low)} – ${whole(high)}`;

/** /closing-costs-calculator: the cash needed at closing beside the down payment, taxes exact, fees estimated. */
export default function ClosingCostsPage() {
  useDocumentMeta({ title: pageTitle(messages.calculators.closingCostsTitle), description: CC.lead });
  const [purchase, setPurchase] = useState(DEFAULT_PURCHASE);
  const [priceText, onPriceChange] = useAmountText(DEFAULT_PRICE);
  const [downText, onDownChange] = useAmountText(String(CALCULATOR_DEFAULTS.hub.downPayment));
  const [amortization, setAmortization] = useState(String(CALCULATOR_DEFAULTS.amortization));
  const price = checkPrice(priceText);
  const down = checkAmount(downText, {
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
    <>
      <PageHeader eyebrow="Calculators" title={messages.calculators.closingCostsTitle} lead={CC.lead} />
      <Section className="bg-slate-50">
        <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
          <Panel title={P.formTitle}>
            <PurchaseFields purchase={purchase} onChange={setPurchase}>
              <MoneyField label={P.price} amount={priceText} onChange={onPriceChange} error={price.error} />
              <MoneyField
                label={CC.downPayment}
                amount={downText}
                onChange={onDownChange}
                error={down.error}
              />
              <Field label={CC.amortization} hint={CC.amortizationHint} className="sm:col-span-2">
                <Select value={amortization} onValueChange={setAmortization} options={AMORTIZATION_OPTIONS} />
              </Field>
            </PurchaseFields>
          </Panel>

          <div className="space-y-4 lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl bg-navy-900 p-6 text-white" aria-live="polite">
              {costs ? (
                <div className="space-y-5">
                  <Figure
                    tone="dark"
                    size="lg"
                    label={CC.cashToClose}
                    value={range(costs.cashToClose)}
                    note={CC.cashToCloseNote}
                    testId="closing-cash"
                  />
                  <div className="grid grid-cols-2 gap-4 border-t border-white/10 pt-4">
                    <Figure
                      tone="dark"
                      label={CC.downPayment}
                      value={whole(costs.downPayment)}
                      testId="closing-down"
                    />
                    <Figure
                      tone="dark"
                      label={CC.closingCosts}
                      value={range(costs.closingCosts)}
                      testId="closing-costs"
                    />
                  </div>
                </div>
              ) : (
                <p className="text-navy-100" data-testid="closing-empty">
                  {CC.empty}
                </p>
              )}
            </div>
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
      </Section>
    </>
  );
}

function CostBreakdown({ costs, province }: { costs: ClosingCosts; province: ProvinceCode }) {
  const tax = costs.landTransferTax;
  const insurance = costs.mortgageInsurance;
  const premium = formatCad(insurance.premium);
  const premiumNote =
    insurance.status === 'not-required'
      ? CC.premiumTax.notRequired
      : insurance.status === 'not-insurable'
        ? CC.premiumTax.notInsurable
        : insurance.salesTaxRatePct > 0
          ? CC.premiumTax.insured(formatRate(insurance.salesTaxRatePct), premium)
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
                  {unavailableText(tax)} {CC.notInTotal}
                </span>
              </span>
            )
          }
          value={costs.landTransferTaxDue === null ? CC.notAvailable : formatCad(costs.landTransferTaxDue)}
          testId="closing-ltt"
        />
        <CostRow
          label={CC.premiumSalesTax}
          note={premiumNote}
          value={formatCad(insurance.salesTax)}
          testId="closing-premium-tax"
        />
        {ESTIMATES.map(([key, label]) => (
          <CostRow
            key={key}
            label={label}
            estimate
            value={range(costs.estimates[key])}
            testId={`closing-${key}`}
          />
        ))}
        <CostRow strong label={CC.totalClosingCosts} value={range(costs.closingCosts)} />
        <CostRow label={CC.downPayment} value={whole(costs.downPayment)} />
        <CostRow strong label={CC.cashToClose} value={range(costs.cashToClose)} />
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
