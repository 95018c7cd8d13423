import type { LandTransferUnavailableReason } from '../../mortgage/land-transfer-rules';
import type { ProvinceCode } from '../../rates/provinces';
import { termWords } from './terms';

/**
 * ours (issue 21): the words of the land transfer tax and closing costs calculators. In a module of their own, apart from
 * the calculators' common words, so that only these two pages download them.
 */
export const purchaseCostMessages = {
  /** The fields both calculators share. */
  purchase: {
    formTitle: 'Your purchase',
    province: 'Province or territory',
    city: 'City',
    elsewhereIn: (province: string) => `Elsewhere in ${province}`,
    price: termWords.purchasePrice,
    firstTimeBuyer: termWords.firstTimeBuyer,
    firstTimeBuyerHint: 'Buying your first home (each province sets its own test)',
    priceRequired: 'Please enter the purchase price',
    priceAboveZero: 'Please enter a price above $0',
  },
  landTransfer: {
    lead: "The land transfer tax on a home in any province, with Toronto's municipal tax, first-time buyer rebates and every bracket behind the figure.",
    empty: 'Enter a purchase price to see the land transfer tax.',
    total: termWords.landTransferTaxDue,
    totalFee: 'Registration fee due',
    provincial: termWords.provincialTax,
    registrationFee: 'Land titles registration fee',
    municipal: termWords.municipalTax,
    rebate: termWords.firstTimeBuyerRebate,
    /** The charge is a fee, not a tax (Alberta, Saskatchewan). */
    feeNote: (province: string) =>
      `${province} has no land transfer tax: buyers pay a land titles registration fee instead.`,
    noFirstTimeRelief: (province: string) => `${province} has no first-time buyer rebate.`,
    noReliefAtThisPrice: 'No first-time buyer relief applies at this price.',
    notAvailableTitle: 'Not available yet',
    breakdownTitle: 'How the tax adds up',
    breakdownCaption: 'Each bracket, rate and part of the price taxed, then any rebate and the total due',
    breakdownRegion: 'Land transfer tax brackets',
    columns: { range: 'Range', rate: 'Rate', taxed: 'Part taxed', tax: 'Tax' },
    taxedPart: (amount: string) => `on ${amount}`,
    rangeTo: (from: string, to: string) => `${from} to ${to}`,
    rangeOver: (from: string) => `Over ${from}`,
    wholePrice: 'Whole price',
    surtax: (from: string) => `Additional tax over ${from}`,
    baseFee: 'Base fee',
    subtotal: (name: string) => `Total ${name}`,
    rebateOf: (name: string) => `First-time buyer rebate on the ${name}`,
    sourcesTitle: 'Sources',
    asOf: (date: string) => `Rules as of ${date}`,
    /** "We can't calculate <charge> …", e.g. "Nova Scotia's deed transfer tax". */
    chargeOf: {
      AB: "Alberta's land titles registration fee",
      BC: "British Columbia's property transfer tax",
      MB: "Manitoba's land transfer tax",
      NB: "New Brunswick's real property transfer tax",
      NL: "Newfoundland and Labrador's registration fees",
      NT: "the Northwest Territories' land titles fees",
      NS: "Nova Scotia's deed transfer tax",
      NU: "Nunavut's land titles fees",
      ON: "Ontario's land transfer tax",
      PE: "Prince Edward Island's real property transfer tax",
      QC: "Quebec's welcome tax",
      SK: "Saskatchewan's land titles transfer fee",
      YT: "Yukon's land titles fees",
    } satisfies Record<ProvinceCode, string>,
    montrealCharge: "Montréal's welcome tax",
    /** By the core's reason (LandTransferUnavailableReason); `above` is the price limit, formatted. */
    unavailable: {
      'no-rule-yet': (charge: string) =>
        `We can't calculate ${charge} yet: we haven't confirmed the current fee schedule.`,
      'municipal-rate-varies': (charge: string, above?: string) =>
        above
          ? `We can't calculate ${charge} above ${above} yet: above that price each municipality sets its own rate.`
          : `We can't calculate ${charge} yet: each municipality sets its own rate.`,
      'rates-unconfirmed': (charge: string) =>
        `We can't calculate ${charge} yet: the published rates disagree, and we only show figures we have confirmed.`,
      'first-time-buyer-relief-unconfirmed': (charge: string) =>
        `We can't calculate ${charge} for first-time buyers yet: the terms of the first-time buyer credit aren't confirmed. Untick "First-time buyer" to see the tax before any credit.`,
      'unknown-province': () => 'Choose a province or territory to see its land transfer tax.',
      'price-out-of-range': (_charge: string, above?: string) =>
        `We can't calculate the tax on a price above ${above ?? 'our limit'}.`,
    } satisfies Record<LandTransferUnavailableReason, (charge: string, above?: string) => string>,
  },
  closingCosts: {
    lead: 'The cash you need on closing day: your down payment, land transfer tax, the sales tax on mortgage insurance, and typical legal, title insurance, inspection and appraisal costs.',
    downPayment: termWords.downPayment,
    downPaymentRequired: 'Please enter your down payment',
    downPaymentAbovePrice: "The down payment can't be more than the purchase price",
    amortization: termWords.amortization,
    amortizationHint: 'Over 25 years adds 0.20 points to the mortgage insurance premium',
    empty: 'Enter a purchase price and down payment to see the cash you need at closing.',
    cashToClose: 'Cash needed at closing',
    cashToCloseNote: 'Down payment plus closing costs; the range comes from the estimates',
    closingCosts: termWords.closingCosts,
    breakdownTitle: 'Closing costs, item by item',
    landTransferTax: termWords.landTransferTax,
    landTransferTaxNote: 'After any first-time buyer rebate',
    seeBrackets: 'See the brackets in the land transfer tax calculator',
    notAvailable: 'Not available',
    notInTotal: 'Not included in the totals.',
    premiumSalesTax: 'Sales tax on mortgage insurance',
    premiumTax: {
      insured: (rate: string, premium: string) =>
        `${rate} of the ${premium} premium, paid in cash at closing (the premium itself is added to the mortgage)`,
      noTaxInProvince: (premium: string, province: string) =>
        `${province} charges no sales tax on the ${premium} premium (added to the mortgage)`,
      notRequired: 'None: with 20% or more down, no mortgage insurance is needed',
      notInsurable:
        'None: this purchase cannot be insured (under 20% down, an insured mortgage needs at least 5% down and a price under $1,500,000)',
    },
    legalFees: 'Legal fees and disbursements',
    titleInsurance: 'Title insurance',
    homeInspection: 'Home inspection',
    appraisal: 'Appraisal',
    estimate: termWords.estimate,
    totalClosingCosts: 'Total closing costs',
    estimatesNote:
      'Estimates are typical ranges for a resale home bought with a mortgage, from published broker, lawyer and inspector price guides, not quotes. Your lawyer or notary gives the exact figures before closing.',
    notIncluded:
      'Not included: mortgage registration fees, property tax and utility adjustments, moving costs, and GST/HST on a new build.',
  },
  /** "Send me this estimate" under either calculator's figures (issue 21; ADR 080). */
  estimateLead: {
    title: 'Send me this estimate',
    lead: 'A licensed broker e-mails you these figures and answers your questions. No credit check, no obligation.',
    name: termWords.fullName,
    email: termWords.email,
    phone: termWords.phone,
    submit: 'Send me this estimate',
    /** The toasts. */
    success: 'Your estimate request has been sent!',
    failed: 'Failed to send your estimate. Please try again.',
    /** What sending means (consent is implied by the request, as for a quote: ADR 073, 080). */
    notice:
      'By sending, you ask a Maplestone broker to contact you about this estimate. Your information is private and never sold.',
    sentTitle: 'Estimate sent',
    sent: (email: string) =>
      `Thank you. A licensed broker will e-mail this estimate to ${email}, usually within one business day.`,
    sendAnother: 'Send a different estimate',
  },
} as const;
