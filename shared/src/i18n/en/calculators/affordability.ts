import { termWords } from '../terms';
/** /affordability-calculator (its title is the spec's, messages.calculators.affordabilityTitle). */
export const calculatorsAffordabilityWords = {
  lead: 'The price range lenders will approve, from your income, debts and down payment, at the federal stress-test rate.',
  incomeTitle: 'Income and down payment',
  income: 'Annual household income',
  incomeHint: 'Before tax, all borrowers',
  downPayment: termWords.downPayment,
  rate: termWords.mortgageRate,
  amortization: termWords.amortization,
  costsTitle: 'Monthly housing costs and debts',
  propertyTax: 'Property tax (monthly)',
  heat: 'Heating (monthly)',
  heatHint: (assumed: string) => `Lenders assume ${assumed} a month without a bill`,
  condo: 'Condo fees (monthly)',
  condoHint: 'Half counts, as lenders do',
  debts: 'Other debt payments (monthly)',
  debtsHint: 'Car loans, credit cards, lines of credit',
  maxPrice: 'You could afford a home up to',
  maxMortgage: 'Maximum mortgage',
  /** The payment the ratios allow, worked out at the stress-test rate (issue 35: it says so). */
  monthlyPayment: 'Monthly payment at the stress-test rate',
  /** What the largest mortgage costs a month at the rate entered. */
  paymentAtRate: (rate: string) => `Monthly payment at ${rate}`,
  stressTestRate: 'Stress-test rate',
  limitedBy: 'Limited by',
  /** What limits the price: a debt service ratio, or the down payment. */
  ratios: { gds: 'GDS', tds: 'TDS' },
  limitedByDown: termWords.downPayment,
  insurance: (premium: string) => `Includes a ${premium} mortgage default insurance premium.`,
  empty: 'Enter your income and a mortgage rate to see what you can afford.',
  howTitle: 'How we calculate',
  how: {
    ratios: (gds: string, tds: string) =>
      `Housing costs (payment, property tax, heat, half of condo fees) up to ${gds} of gross income (GDS); with other debts up to ${tds} (TDS).`,
    stressTest: (buffer: string, floor: string) =>
      `You qualify at the greater of your rate + ${buffer} or ${floor}.`,
    minimumDown: 'The down payment must meet the legal minimum for the price.',
  },
} as const;
