import { formatCad } from '@maplestone/shared/mortgage/money';
import { MINIMUM_DOWN_PAYMENT, PREMIUM_SALES_TAX } from '@maplestone/shared/mortgage/rules';
import { PROVINCES } from '@maplestone/shared/rates/provinces';

const cad0 = (value: number) => formatCad(value, { decimals: 0 });

/**
 * The minimum down payment rule in words, from the shared bands (the model's prompt and the offline
 * advisor say the same): "5% of the first $500,000 and 10% of the part between $500,000 and $1,500,000;
 * from $1,500,000 it's 20% of the price".
 */
export function minimumDownPaymentRule(): string {
  const bands = MINIMUM_DOWN_PAYMENT.bands.map((band) =>
    band.from === 0
      ? `${band.ratePct}% of the first ${cad0(band.to)}`
      : `${band.ratePct}% of the part between ${cad0(band.from)} and ${cad0(band.to)}`,
  );
  const whole = MINIMUM_DOWN_PAYMENT.uninsurableFromPrice;
  return `${bands.join(' and ')}; from ${cad0(whole)} it's ${MINIMUM_DOWN_PAYMENT.uninsurableRatePct}% of the price`;
}

/** The provinces that tax the insurance premium, by name: "Ontario, Quebec and Saskatchewan". */
export function premiumTaxProvinces(): string {
  const names = PROVINCES.filter((province) => province.code in PREMIUM_SALES_TAX.ratePctByProvince).map(
    (province) => province.name,
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
