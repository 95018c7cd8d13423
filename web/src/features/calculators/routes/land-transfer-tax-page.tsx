import {
  type LandTransferTax,
  landTransferTax,
  PROVINCIAL_LAND_TRANSFER_RULES,
  purchaseCostMessages,
} from '@maplestone/shared';
import { calculatorsCommonWords } from '@maplestone/shared/i18n/en/calculators';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useFormat } from '../../../lib/format';
import { useLocale, useWords } from '../../../lib/i18n';
import { EstimateFormSlot } from '../components/estimate-form-slot';
import { LandTransferBreakdown, LandTransferSources } from '../components/land-transfer-breakdown';
import { CalculatorPage, Figure, MoreFigures, Panel, ResultsBox, useProvinceName } from '../components/parts';
import {
  DEFAULT_PRICE,
  DEFAULT_PURCHASE,
  formatAsOf,
  MoneyField,
  PurchaseFields,
  placeOf,
  useAmountCheck,
  useAmountText,
  useUnavailableText,
} from '../components/purchase';

/** /land-transfer-tax-calculator: the tax by province (and Toronto), rebates, and the brackets behind it. */
export default function LandTransferTaxPage() {
  const calculators = useWords('calculators', 'common', calculatorsCommonWords);
  const { landTransfer: LTT, purchase: P } = useWords('purchaseCost', purchaseCostMessages);
  const locale = useLocale();
  const unavailable = useUnavailableText();
  const [purchase, setPurchase] = useState(DEFAULT_PURCHASE);
  const [priceText, onPriceChange] = useAmountText(DEFAULT_PRICE);
  const price = useAmountCheck().price(priceText);
  const result =
    price.amount === null ? null : landTransferTax({ ...placeOf(purchase), price: price.amount });

  return (
    <CalculatorPage title={calculators.landTransferTitle} lead={LTT.lead}>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <Panel title={P.formTitle} className="lg:self-start">
          <PurchaseFields purchase={purchase} onChange={setPurchase}>
            <MoneyField label={P.price} amount={priceText} onChange={onPriceChange} error={price.error} />
          </PurchaseFields>
        </Panel>

        <div className="space-y-4 lg:sticky lg:top-28 lg:self-start">
          <ResultsBox>
            {result === null ? (
              <p className="text-navy-100" data-testid="ltt-empty">
                {LTT.empty}
              </p>
            ) : result.available ? (
              <TaxFigures result={result} firstTimeBuyer={purchase.firstTimeBuyer} />
            ) : (
              <div data-testid="ltt-unavailable">
                <p className="flex items-center gap-2 font-semibold text-gold-400">
                  <CircleAlert className="size-5" aria-hidden />
                  {LTT.notAvailableTitle}
                </p>
                <p className="mt-2 text-lg text-white">{unavailable.reason(result)}</p>
                <p className="mt-3 text-xs text-navy-200">{unavailable.detail(result)}</p>
                <p className="mt-1 text-xs text-navy-200">{LTT.asOf(formatAsOf(result.asOf, locale))}</p>
              </div>
            )}
          </ResultsBox>
          <EstimateFormSlot
            estimate={
              result?.available && price.amount !== null
                ? {
                    calculator: 'land_transfer_tax',
                    province: purchase.province,
                    city: purchase.city || undefined,
                    price: price.amount,
                    firstTimeBuyer: purchase.firstTimeBuyer,
                  }
                : null
            }
          />
        </div>
      </div>

      {result?.available ? (
        <Panel title={LTT.breakdownTitle} className="mt-6">
          <LandTransferBreakdown result={result} />
          <LandTransferSources result={result} />
        </Panel>
      ) : null}
    </CalculatorPage>
  );
}

function TaxFigures({ result, firstTimeBuyer }: { result: LandTransferTax; firstTimeBuyer: boolean }) {
  const LTT = useWords('purchaseCost', purchaseCostMessages).landTransfer;
  const f = useFormat();
  const fee = result.charge === 'registration-fee';
  const name = useProvinceName()(result.province);
  const entry = PROVINCIAL_LAND_TRANSFER_RULES[result.province];
  const hasRelief = entry.available && entry.rule.firstTimeBuyer !== null;
  const reliefNote =
    firstTimeBuyer && result.rebate === 0
      ? hasRelief
        ? LTT.noReliefAtThisPrice
        : LTT.noFirstTimeRelief(name)
      : null;
  return (
    <div className="space-y-5">
      <Figure
        tone="dark"
        size="lg"
        label={fee ? LTT.totalFee : LTT.total}
        value={f.money(result.total)}
        testId="ltt-total"
      />
      <MoreFigures>
        <Figure
          tone="dark"
          label={fee ? LTT.registrationFee : LTT.provincial}
          value={f.money(result.provincial)}
          testId="ltt-provincial"
        />
        {result.city ? (
          <Figure
            tone="dark"
            label={LTT.municipal}
            value={f.money(result.municipal)}
            testId="ltt-municipal"
          />
        ) : null}
        <Figure
          tone="dark"
          label={LTT.rebate}
          value={result.rebate > 0 ? `−${f.money(result.rebate)}` : f.money(0)}
          testId="ltt-rebate"
        />
      </MoreFigures>
      {fee || reliefNote ? (
        <ul className="space-y-1 text-sm text-navy-100">
          {fee ? <li>{LTT.feeNote(name)}</li> : null}
          {reliefNote ? <li>{reliefNote}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
