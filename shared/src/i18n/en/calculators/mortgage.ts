import { termWords } from '../terms';
/** /mortgage-calculator */
export const calculatorsMortgageWords = {
  title: 'Mortgage payment calculator',
  lead: 'See your payment at any frequency, how each year splits between principal and interest, and what paying faster saves.',
  formTitle: termWords.yourMortgage,
  amount: termWords.mortgageAmount,
  amortization: termWords.amortization,
  frequency: termWords.paymentFrequency,
  province: termWords.province,
  interestRate: termWords.interestRate,
  todaysRate: "Today's rate for the province",
  loadingRates: 'Loading rates…',
  customRate: 'Custom rate',
  /** A rate of the province: '5-year fixed · 4.74%' (the type is the stored value: 'fixed', 'variable'). */
  rateChoice: (years: number, type: string, rate: string) => `${years}-year ${type} · ${rate}`,
  /** Under the payment: 'at 4.74% over 25 years'. */
  paymentNote: (rate: string, years: string) => `at ${rate} over ${years}`,
  totalInterest: 'Total interest',
  totalPaid: 'Total paid',
  paidOffIn: 'Paid off in',
  payments: 'Payments',
  /** The saving of paying faster: before, the amount, middle, the time, after. */
  saving: {
    accelerated: {
      title: 'Your accelerated saving',
      before: 'Compared with monthly payments, you save',
      middle: 'in interest and be mortgage-free',
      after: 'sooner.',
    },
    faster: {
      title: 'Pay faster, save more',
      before: 'With rapid bi-weekly payments you would save',
      middle: 'in interest and be mortgage-free',
      after: 'sooner.',
    },
  },
  empty: 'Enter a mortgage amount, rate, amortization and payment frequency to see your payment.',
  chartTitle: 'Balance and payments by year',
  scheduleTitle: 'Amortization schedule',
  scheduleRegion: 'Amortization schedule by year',
  scheduleCaption: 'Yearly principal, interest and ending balance',
  columns: {
    year: 'Year',
    payments: 'Payments',
    principal: 'Principal',
    interest: 'Interest',
    endingBalance: 'Ending balance',
  },
  total: 'Total',
  /** The schedule's chart. */
  chart: {
    year: (year: string) => `Year ${year}`,
    principal: 'Principal',
    interest: 'Interest',
    balance: 'Balance',
    caption:
      'Chart of principal and interest paid each year and the remaining balance; the table below lists the same figures.',
  },
} as const;
