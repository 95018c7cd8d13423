import {
  ALBERTA_LAND_TITLES_TRANSFER_FEE,
  BRITISH_COLUMBIA_PROPERTY_TRANSFER_TAX,
  type LandTransferRule,
  MANITOBA_LAND_TRANSFER_TAX,
  MONTREAL_TRANSFER_DUTIES,
  NEW_BRUNSWICK_REAL_PROPERTY_TRANSFER_TAX,
  ONTARIO_LAND_TRANSFER_TAX,
  PRINCE_EDWARD_ISLAND_REAL_PROPERTY_TRANSFER_TAX,
  PROVINCIAL_LAND_TRANSFER_RULES,
  type ProvincialLandTransferEntry,
  QUEBEC_TRANSFER_DUTIES,
  SASKATCHEWAN_TITLE_TRANSFER_FEE,
  TORONTO_MUNICIPAL_LAND_TRANSFER_TAX,
} from '../mortgage/land-transfer-rules';

/** A rule's name and source as the land transfer tax page shows them (the rule keeps its own English). */
const shown = (rule: LandTransferRule) => ({ name: rule.name, source: rule.source });
/** Why a province has no figure, as the rules say it. */
const detailOf = (entry: ProvincialLandTransferEntry) => (entry.available ? '' : entry.detail);

/**
 * ours: the calculators' and the quote dialog's words that lived in their components (issue 20), beside the
 * spec's (`messages`) and the purchase-cost calculators' (purchase-cost-messages.ts). English; French in
 * fr/calculators.ts (ADR 085).
 */
export const calculatorsWords = {
  /** Every calculator page's eyebrow. */
  eyebrow: 'Calculators',
  /** 'Monthly payment': a payment's label by its frequency (domain's label: 'Monthly', 'Bi-weekly'…). */
  paymentAt: (frequency: string) => `${frequency} payment`,
  /** A duration that may have a decimal (paid off in 24.5 years). */
  years: (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`,
  /** /calculators */
  hub: {
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
    downPayment: 'Down payment',
    interestRate: 'Interest rate',
    amortization: 'Amortization',
    monthlyPayment: 'Monthly payment',
    fullSchedule: 'See the full schedule',
  },
  /** /mortgage-calculator */
  mortgage: {
    title: 'Mortgage payment calculator',
    lead: 'See your payment at any frequency, how each year splits between principal and interest, and what paying faster saves.',
    formTitle: 'Your mortgage',
    amount: 'Mortgage amount',
    amortization: 'Amortization',
    frequency: 'Payment frequency',
    province: 'Province',
    interestRate: 'Interest rate',
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
  },
  /** /affordability-calculator (its title is the spec's, messages.calculators.affordabilityTitle). */
  affordability: {
    lead: 'The price range lenders will approve, from your income, debts and down payment, at the federal stress-test rate.',
    incomeTitle: 'Income and down payment',
    income: 'Annual household income',
    incomeHint: 'Before tax, all borrowers',
    downPayment: 'Down payment',
    rate: 'Mortgage rate',
    amortization: 'Amortization',
    costsTitle: 'Monthly housing costs and debts',
    propertyTax: 'Property tax (monthly)',
    heat: 'Heating (monthly)',
    condo: 'Condo fees (monthly)',
    condoHint: 'Half counts, as lenders do',
    debts: 'Other debt payments (monthly)',
    debtsHint: 'Car loans, credit cards, lines of credit',
    maxPrice: 'You could afford a home up to',
    maxMortgage: 'Maximum mortgage',
    monthlyPayment: 'Monthly payment',
    stressTestRate: 'Stress-test rate',
    limitedBy: 'Limited by',
    /** What limits the price: a debt service ratio, or the down payment. */
    ratios: { gds: 'GDS', tds: 'TDS' },
    limitedByDown: 'Down payment',
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
  },
  /** The purchase and renewal quote dialog (its titles are the spec's, messages.quote). */
  quote: {
    purchase: {
      description: 'Tell us about the home. A licensed broker will send you a personalized quote.',
      price: 'Purchase price',
      down: 'Down payment',
    },
    renewal: {
      description: 'Renewing soon? We shop your renewal across our lenders at no cost to you.',
      price: 'Property value',
      down: 'Home equity (down payment)',
    },
    loadingBrokers: 'Loading brokers…',
    noPreference: 'No preference',
    aboutYou: 'About you',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    preferredBroker: 'Preferred broker',
    yourMortgage: 'Your mortgage',
    location: 'Location',
    amortization: 'Amortization',
    mortgageRate: 'Mortgage rate',
    paymentFrequency: 'Payment frequency',
    yourEstimate: 'Your estimate',
    footnote:
      'Estimates use semi-annual compounding, as Canadian lenders quote. No credit check, no obligation.',
    submit: 'Get My Quote',
  },
  /**
   * The land transfer rules' names, sources and reasons as the pages show them: the English is the rules' own
   * (mortgage/land-transfer-rules.ts), named here so that it has a French.
   */
  landTransferRules: {
    /** Between a rule's name and its source in the list of sources. */
    separator: ': ',
    /** By province (its rule) and by city (Toronto's municipal tax). */
    rules: {
      AB: shown(ALBERTA_LAND_TITLES_TRANSFER_FEE),
      BC: shown(BRITISH_COLUMBIA_PROPERTY_TRANSFER_TAX),
      MB: shown(MANITOBA_LAND_TRANSFER_TAX),
      NB: shown(NEW_BRUNSWICK_REAL_PROPERTY_TRANSFER_TAX),
      ON: shown(ONTARIO_LAND_TRANSFER_TAX),
      PE: shown(PRINCE_EDWARD_ISLAND_REAL_PROPERTY_TRANSFER_TAX),
      QC: shown(QUEBEC_TRANSFER_DUTIES),
      SK: shown(SASKATCHEWAN_TITLE_TRANSFER_FEE),
      toronto: shown(TORONTO_MUNICIPAL_LAND_TRANSFER_TAX),
    },
    /** Why there is no figure (the fine print under the reason), by province, Quebec's cases and Montréal. */
    details: {
      NL: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.NL),
      NS: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.NS),
      NT: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.NT),
      NU: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.NU),
      YT: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.YT),
      quebecAbove: QUEBEC_TRANSFER_DUTIES.unavailable?.above?.detail ?? '',
      quebecFirstTimeBuyer: QUEBEC_TRANSFER_DUTIES.unavailable?.firstTimeBuyer?.detail ?? '',
      montreal: MONTREAL_TRANSFER_DUTIES.detail,
    },
  },
} as const;
