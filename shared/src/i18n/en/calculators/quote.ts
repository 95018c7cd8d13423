import { termWords } from '../terms';
/** The purchase and renewal quote dialog. */
export const calculatorsQuoteWords = {
  purchase: {
    description: 'Tell us about the home. A licensed broker will send you a personalized quote.',
    price: termWords.purchasePrice,
    down: termWords.downPayment,
  },
  renewal: {
    description: 'Renewing soon? We shop your renewal across our lenders at no cost to you.',
    price: 'Property value',
    down: 'Home equity (down payment)',
  },
  loadingBrokers: termWords.loadingBrokers,
  noPreference: termWords.noPreference,
  aboutYou: termWords.aboutYou,
  fullName: termWords.fullName,
  email: termWords.email,
  phone: termWords.phone,
  preferredBroker: termWords.preferredBroker,
  yourMortgage: termWords.yourMortgage,
  location: 'Location',
  amortization: termWords.amortization,
  mortgageRate: termWords.mortgageRate,
  paymentFrequency: termWords.paymentFrequency,
  yourEstimate: 'Your estimate',
  footnote:
    'Estimates use semi-annual compounding, as Canadian lenders quote. No credit check, no obligation.',
  submit: 'Get My Quote',
  // Worded by the spec (docs: public-site.md) unless marked ours:
  /** ours */
  purchaseTitle: 'Get Your Mortgage Quote',
  /** ours */
  renewalTitle: 'Get Your Renewal Quote',
  submitFailed: 'Failed to submit form',
  success: 'Your mortgage quote request has been submitted!',
  downPaymentHint: 'Minimum 5% for homes under $500k, 5-10% for $500k-$1M, 20% for $1M+',
  noAgent: 'none',
  /** ours */
  belowMinimumDownPayment: (minimum: string) => `The minimum down payment for this price is ${minimum}`,
  labels: {
    insurance: 'CMHC Insurance',
    totalMortgage: 'Total Mortgage',
    payment: 'Payment',
  },
} as const;
