import {
  CALCULATOR_DEFAULTS,
  DEFAULT_PROVINCE_CODE,
  dateTimeFormat,
  findProvince,
  formatCad,
  INPUT_LIMITS,
  type LandTransferCity,
  type LandTransferTaxUnavailable,
  messages,
  PROVINCE_CODES,
  PROVINCES,
  PROVINCIAL_LAND_TRANSFER_RULES,
  type ProvinceCode,
  purchaseCostMessages,
} from '@maplestone/shared';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { Field } from '../../../components/form';
import { AffixInput } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { parseAmount } from './parts';

const P = purchaseCostMessages.purchase;
const LTT = purchaseCostMessages.landTransfer;

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));

/** The cities with a rule of their own in the core (land-transfer-rules.ts), by province. */
const CITY_CHOICES: Partial<Record<ProvinceCode, { value: LandTransferCity; label: string }[]>> = {
  ON: [{ value: 'toronto', label: 'Toronto' }],
  QC: [{ value: 'montreal', label: 'Montréal' }],
};

export function provinceName(code: ProvinceCode): string {
  return findProvince(code)?.name ?? code;
}

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
export const DEFAULT_PRICE = String(CALCULATOR_DEFAULTS.hub.price);

/**
 * A money input's text and whether the browser could read it: a number input reports '' for '1e' or 'abc',
 * and only `validity.badInput` tells that apart from an empty box.
 */
export interface AmountText {
  value: string;
  unreadable: boolean;
}

export function useAmountText(initial: string) {
  const [amount, setAmount] = useState<AmountText>({ value: initial, unreadable: false });
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    setAmount({ value: event.target.value, unreadable: event.target.validity.badInput });
  return [amount, onChange] as const;
}

/** An amount the calculators can use, or the message to show under the field (never NaN). */
export type CheckedAmount = { amount: number; error?: undefined } | { amount: null; error: string };

export function checkAmount(
  { value, unreadable }: AmountText,
  rules: { required: string; aboveZero?: string; max?: number; maxMessage?: string },
): CheckedAmount {
  const amount = unreadable ? null : parseAmount(value);
  if (unreadable || (value.trim() !== '' && amount === null)) {
    return { amount: null, error: messages.common.invalidNumber };
  }
  if (amount === null) return { amount: null, error: rules.required };
  if (amount < 0) return { amount: null, error: messages.common.notNegative };
  if (rules.aboveZero && amount === 0) return { amount: null, error: rules.aboveZero };
  const max = rules.max ?? INPUT_LIMITS.maxPrice;
  if (amount > max) return { amount: null, error: rules.maxMessage ?? messages.common.tooLarge(max) };
  return { amount };
}

export function checkPrice(price: AmountText): CheckedAmount {
  return checkAmount(price, { required: P.priceRequired, aboveZero: P.priceAboveZero });
}

/** A money field: '$' before it, the number pad on phones, the message under it. */
export function MoneyField({
  label,
  amount,
  onChange,
  error,
  hint,
}: {
  label: string;
  amount: AmountText;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <AffixInput
        prefix="$"
        type="number"
        inputMode="decimal"
        min={0}
        step={1000}
        value={amount.value}
        onChange={onChange}
      />
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
  const cities = CITY_CHOICES[purchase.province];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={P.province}>
        <Select
          value={purchase.province}
          onValueChange={(value) => {
            const province = PROVINCE_CODES.find((code) => code === value) ?? DEFAULT_PROVINCE_CODE;
            onChange({ ...purchase, province, city: '' });
          }}
          options={PROVINCE_OPTIONS}
        />
      </Field>
      {cities ? (
        <Field label={P.city}>
          <Select
            value={purchase.city}
            onValueChange={(value) =>
              onChange({ ...purchase, city: cities.find((city) => city.value === value)?.value ?? '' })
            }
            options={[{ value: '', label: P.elsewhereIn(provinceName(purchase.province)) }, ...cities]}
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
          <span className="block font-medium text-slate-800">{P.firstTimeBuyer}</span>
          <span className="block text-xs text-slate-600">{P.firstTimeBuyerHint}</span>
        </span>
      </label>
    </div>
  );
}

const asOfFormat = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

/** 'November 23, 2026' for the day '2026-11-23' (a rule's as-of day, the same in every time zone). */
export function formatAsOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateTimeFormat(asOfFormat).format(date);
}

/** Why there is no figure, in the buyer's words (the catalogue's text for the core's reason). */
export function unavailableText(result: LandTransferTaxUnavailable): string {
  const charge =
    result.city === 'montreal' ? LTT.montrealCharge : result.province ? LTT.chargeOf[result.province] : '';
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
      ? formatCad(limit, { decimals: 0 })
      : undefined;
  return LTT.unavailable[result.reason](charge, above);
}
