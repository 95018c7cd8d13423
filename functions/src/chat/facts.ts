import type { Locale } from '@maplestone/shared/i18n/locale';
import { MINIMUM_DOWN_PAYMENT, PREMIUM_SALES_TAX } from '@maplestone/shared/mortgage/rules';
import { PROVINCES, type ProvinceName } from '@maplestone/shared/rates/provinces';
import { advisorEn } from './advisor/answers-en';
import { advisorFr } from './advisor/answers-fr';

/**
 * The minimum down payment rule in words, from the shared bands (the model's prompt and the offline
 * advisor say the same): "5% of the first $500,000 and 10% of the part between $500,000 and $1,500,000;
 * from $1,500,000 it's 20% of the price" (in French: « 5 % des premiers 500 000 $ … »).
 */
export function minimumDownPaymentRule(locale: Locale = 'en'): string {
  return (locale === 'fr' ? advisorFr : advisorEn).minimumDown.rule(MINIMUM_DOWN_PAYMENT);
}

/** The provinces that tax the insurance premium (their stored names), in the table's order. */
export function premiumTaxProvinceNames(): ProvinceName[] {
  return PROVINCES.filter((province) => province.code in PREMIUM_SALES_TAX.ratePctByProvince).map(
    (province) => province.name,
  );
}

/** The provinces that tax the insurance premium, by name: "Ontario, Quebec and Saskatchewan". */
export function premiumTaxProvinces(): string {
  const names = premiumTaxProvinceNames();
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
