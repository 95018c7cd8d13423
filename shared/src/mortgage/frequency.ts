/** Payment frequencies offered by the calculators (spec: monthly 12, semi-monthly 24, bi-weekly 26, weekly 52). */
export const PAYMENT_FREQUENCIES = [
  'monthly',
  'semi-monthly',
  'bi-weekly',
  'accelerated-bi-weekly',
  'weekly',
  'accelerated-weekly',
] as const;

export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** The two frequencies of the quote dialog. */
export const QUOTE_PAYMENT_FREQUENCIES = [
  'monthly',
  'bi-weekly',
] as const satisfies readonly PaymentFrequency[];
export type QuotePaymentFrequency = (typeof QUOTE_PAYMENT_FREQUENCIES)[number];

export interface FrequencyInfo {
  readonly paymentsPerYear: number;
  readonly label: string;
  /** Accelerated ("rapid") frequencies pay the monthly payment divided by this. */
  readonly monthlyDivisor?: number;
}

export const FREQUENCY_INFO: Readonly<Record<PaymentFrequency, FrequencyInfo>> = {
  monthly: { paymentsPerYear: 12, label: 'Monthly' },
  'semi-monthly': { paymentsPerYear: 24, label: 'Semi-monthly' },
  'bi-weekly': { paymentsPerYear: 26, label: 'Bi-weekly' },
  'accelerated-bi-weekly': { paymentsPerYear: 26, label: 'Rapid bi-weekly', monthlyDivisor: 2 },
  weekly: { paymentsPerYear: 52, label: 'Weekly' },
  'accelerated-weekly': { paymentsPerYear: 52, label: 'Rapid weekly', monthlyDivisor: 4 },
};

export function paymentsPerYear(frequency: PaymentFrequency): number {
  return FREQUENCY_INFO[frequency].paymentsPerYear;
}
