import { layoutWords } from '../layout';
export const siteMortgageOptionsWords = {
  /** The page's lead paragraph, which is also its description in search results. */
  lead: "Rate type and flexibility are the two biggest choices you'll make. Here is how the options compare.",
  options: {
    fixed: {
      title: 'Fixed Rate Mortgage',
      summary: 'Your interest rate and payment stay the same for the whole term, usually 1 to 10 years.',
      pros: ['Predictable payments', 'Protected if rates rise', 'Easy to budget'],
      cons: ['Usually starts higher than variable', 'Larger penalty to break (IRD)'],
      bestFor: 'Buyers on a tight budget and anyone who values certainty.',
    },
    variable: {
      title: 'Variable Rate Mortgage',
      summary: "Your rate moves with your lender's prime rate, which follows the Bank of Canada.",
      pros: ['Often the lower rate to start', 'Penalty usually 3 months of interest', 'Can lock in to fixed'],
      cons: ['Payment or amortization can change', 'Less predictable'],
      bestFor: 'Borrowers with room in their budget who may move or refinance.',
    },
    open: {
      title: 'Open Mortgage',
      summary: 'Pay it off, in part or in full, at any time without a prepayment penalty.',
      pros: ['No prepayment penalty', 'Flexibility for a sale or windfall'],
      cons: ['Higher rate than closed', 'Usually short terms (6 months to 1 year)'],
      bestFor: 'Selling soon, expecting a bonus or inheritance, or bridging to a new mortgage.',
    },
    closed: {
      title: 'Closed Mortgage',
      summary: 'A lower rate in exchange for limits on how much you can repay early each year.',
      pros: ['Lowest available rates', 'Annual prepayment privileges (often 10-20%)'],
      cons: ['Penalty to pay off or break early', 'Less flexibility'],
      bestFor: 'Most homeowners planning to keep their mortgage for the full term.',
    },
  },
  advantages: 'Advantages',
  tradeOffs: 'Trade-offs',
  /** Before each option's best fit, space included. */
  bestFor: 'Best for: ',
  notSure: {
    title: 'Not sure which fits?',
    lead: 'Most Canadians choose a 5-year closed mortgage, but the right answer depends on your plans. A broker can model each option with your numbers.',
  },
  // Worded by the spec (docs: public-site.md) unless marked ours:
  title: layoutWords.links.mortgageOptions.label,
} as const;
