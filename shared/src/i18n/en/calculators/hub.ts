import { termWords } from '../terms';
/** /calculators */
export const calculatorsHubWords = {
  title: 'Mortgage calculators',
  lead: "Canadian math, done right: semi-annual compounding, CMHC insurance and today's stress test.",
  payment: {
    title: 'Mortgage payment calculator',
    body: 'Payments at all six frequencies, a yearly amortization schedule with a chart, and what accelerated payments save.',
  },
  affordability:
    'Your maximum home price from your income, debts and down payment, at the stress-test rate lenders use.',
  landTransfer:
    'Provincial and Toronto land transfer tax with first-time buyer rebates, bracket by bracket, with sources.',
  closingCosts:
    'The cash you need on closing day: down payment, land transfer tax, the sales tax on mortgage insurance and typical fees.',
  quickTitle: 'Quick payment estimate',
  homePrice: 'Home price',
  downPayment: termWords.downPayment,
  interestRate: termWords.interestRate,
  amortization: termWords.amortization,
  monthlyPayment: termWords.monthlyPayment,
  fullSchedule: 'See the full schedule',
} as const;
