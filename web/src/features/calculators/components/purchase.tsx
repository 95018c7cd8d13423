import {
  CALCULATOR_DEFAULTS,
  DEFAULT_PROVINCE_CODE,
  dateTimeFormat,
  INPUT_LIMITS,
  type LandTransferCity,
  type LandTransferLevel,
  type LandTransferSource,
  type LandTransferTaxUnavailable,
  PROVINCE_CODES,
  PROVINCIAL_LAND_TRANSFER_RULES,
  type ProvinceCode,
  purchaseCostMessages,
} from '@maplestone/shared';
import { calculatorsLandTransferRulesWords } from '@maplestone/shared/i18n/en/calculators';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import { type ChangeEvent, type ReactNode, useMemo, useState } from 'react';
import { Field } from '../../../components/form';
import { Select } from '../../../components/ui/select';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import { MoneyInput, useNumberText, useProvinceName, useProvinceOptions, useReadAmount } from './parts';

/** The cities with a rule of their own in the core (land-transfer-rules.ts), by province. */
const CITY_CHOICES: Partial<Record<ProvinceCode, { value: LandTransferCity; label: string }[]>> = {
  ON: [{ value: 'toronto', label: 'Toronto' }],
  QC: [{ value: 'montreal', label: 'Montréal' }],
};

/** What the two calculators ask about the home: where, how much, and whether it is a first home. */
export interface Purchase {
  province: ProvinceCode;
  /** '' when the province's own rule applies (no city, or elsewhere in the province). */
  city: LandTransferCity | '';
  firstTimeBuyer: boolean;
}

/** The purchase as the core's input takes it (a city flag only where it means something). */
export function placeOf(purchase: Purchase) {
  return {
    province: purchase.province,
    firstTimeBuyer: purchase.firstTimeBuyer,
    toronto: purchase.city === 'toronto',
    montreal: purchase.city === 'montreal',
  };
}

export const DEFAULT_PURCHASE: Purchase = {
  province: DEFAULT_PROVINCE_CODE,
  city: '',
  firstTimeBuyer: false,
};
export const DEFAULT_PRICE = CALCULATOR_DEFAULTS.hub.price;

/** A money box's text, starting at `initial` as the page's language writes it ('500000', '500 000'). */
export function useAmountText(initial: number) {
  const show = useNumberText();
  const [text, setText] = useState(() => show(initial));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value);
  return [text, onChange] as const;
}

/** An amount the calculators can use, or the message to show under the field (never NaN). */
export type CheckedAmount = { amount: number; error?: undefined } | { amount: null; error: string };

interface AmountRules {
  required: string;
  aboveZero?: string;
  max?: number;
  maxMessage?: string;
}

/**
 * Checks the calculators' money boxes in the page's language: `amount(text, rules)` for any amount, `price(text)`
 * for the purchase price. The messages are the page's (the rules' texts are given in its language).
 */
export function useAmountCheck() {
  const read = useReadAmount();
  const common = useWords('common', commonWords);
  const p = useWords('purchaseCost', purchaseCostMessages).purchase;
  return useMemo(() => {
    const amount = (text: string, rules: AmountRules): CheckedAmount => {
      const value = read(text);
      if (text.trim() !== '' && value === null) return { amount: null, error: common.invalidNumber };
      if (value === null) return { amount: null, error: rules.required };
      if (value < 0) return { amount: null, error: common.notNegative };
      if (rules.aboveZero && value === 0) return { amount: null, error: rules.aboveZero };
      const max = rules.max ?? INPUT_LIMITS.maxPrice;
      if (value > max) return { amount: null, error: rules.maxMessage ?? common.tooLarge(max) };
      return { amount: value };
    };
    const price = (text: string) => amount(text, { required: p.priceRequired, aboveZero: p.priceAboveZero });
    return { amount, price };
  }, [read, common, p]);
}

/** A money field: '$' beside it, the number pad on phones, the message under it. */
export function MoneyField({
  label,
  amount,
  onChange,
  error,
  hint,
}: {
  label: string;
  amount: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <MoneyInput value={amount} onChange={onChange} />
    </Field>
  );
}

/** Province, a city where one has its own rule, and the first-time buyer box; the page adds its amounts. */
export function PurchaseFields({
  purchase,
  onChange,
  children,
}: {
  purchase: Purchase;
  onChange: (purchase: Purchase) => void;
  /** The page's money fields, placed after the place. */
  children: ReactNode;
}) {
  const p = useWords('purchaseCost', purchaseCostMessages).purchase;
  const provinceName = useProvinceName();
  const provinceOptions = useProvinceOptions();
  const cities = CITY_CHOICES[purchase.province];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={p.province}>
        <Select
          value={purchase.province}
          onValueChange={(value) => {
            const province = PROVINCE_CODES.find((code) => code === value) ?? DEFAULT_PROVINCE_CODE;
            onChange({ ...purchase, province, city: '' });
          }}
          options={provinceOptions}
        />
      </Field>
      {cities ? (
        <Field label={p.city}>
          <Select
            value={purchase.city}
            onValueChange={(value) =>
              onChange({ ...purchase, city: cities.find((city) => city.value === value)?.value ?? '' })
            }
            options={[{ value: '', label: p.elsewhereIn(provinceName(purchase.province)) }, ...cities]}
          />
        </Field>
      ) : null}
      {children}
      <label className="flex cursor-pointer gap-3 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-navy-800"
          checked={purchase.firstTimeBuyer}
          onChange={(event) => onChange({ ...purchase, firstTimeBuyer: event.target.checked })}
        />
        <span>
          <span className="block font-medium text-slate-800">{p.firstTimeBuyer}</span>
          <span className="block text-xs text-slate-600">{p.firstTimeBuyerHint}</span>
        </span>
      </label>
    </div>
  );
}

const asOfFormat = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

/**
 * 'November 23, 2026' / '23 novembre 2026' for the day '2026-11-23' (a rule's as-of day, the same in every time
 * zone).
 */
export function formatAsOf(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateTimeFormat(asOfFormat, LANGUAGE_TAGS[locale]).format(date);
}

/** A rule's name and source in the page's language: the source is the province's rule, or the city's. */
export function useRuleText(): (
  source: LandTransferSource,
  level: LandTransferLevel,
  place: { province: ProvinceCode; city: LandTransferCity | null },
) => { name: string; source: string } {
  const rules = useWords('calculators', 'landTransferRules', calculatorsLandTransferRulesWords).rules;
  return (source, level, { province, city }) => {
    const key = level === 'municipal' ? city : province;
    const found = key ? (rules as Partial<Record<string, { name: string; source: string }>>)[key] : undefined;
    // Every rule has its words (a unit test checks it); a new one shows as the rules write it until it does.
    return found ?? source;
  };
}

/** Why there is no figure, in the buyer's words (the catalogue's text for the core's reason), and its detail. */
export function useUnavailableText() {
  const ltt = useWords('purchaseCost', purchaseCostMessages).landTransfer;
  const details = useWords('calculators', 'landTransferRules', calculatorsLandTransferRulesWords).details;
  const f = useFormat();
  return useMemo(() => {
    const reason = (result: LandTransferTaxUnavailable): string => {
      const charge =
        result.city === 'montreal'
          ? ltt.montrealCharge
          : result.province
            ? ltt.chargeOf[result.province]
            : '';
      const entry = result.province ? PROVINCIAL_LAND_TRANSFER_RULES[result.province] : null;
      const limit =
        result.reason === 'price-out-of-range'
          ? INPUT_LIMITS.maxPrice
          : entry?.available && entry.rule.kind === 'brackets'
            ? entry.rule.unavailable?.above?.price
            : undefined;
      // 'municipal-rate-varies' names the price only where the province computes below it (Quebec).
      const above =
        limit !== undefined && (result.reason !== 'municipal-rate-varies' || entry?.available)
          ? f.money(limit, 0)
          : undefined;
      return ltt.unavailable[result.reason](charge, above);
    };
    /**
     * The rules' own sentence on why (the fine print). The province and price checks come first on the pages,
     * so an unknown province or a price out of range (whose detail holds the input) never reaches here.
     */
    const detail = (result: LandTransferTaxUnavailable): string => {
      if (result.city === 'montreal') return details.montreal;
      if (result.province === 'QC') {
        if (result.reason === 'municipal-rate-varies') return details.quebecAbove;
        if (result.reason === 'first-time-buyer-relief-unconfirmed') return details.quebecFirstTimeBuyer;
      }
      const byProvince = result.province
        ? (details as Partial<Record<string, string>>)[result.province]
        : undefined;
      return byProvince ?? result.detail;
    };
    return { reason, detail };
  }, [ltt, details, f]);
}
