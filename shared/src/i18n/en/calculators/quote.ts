/** The purchase and renewal quote dialog. */
export const calculatorsQuoteWords = {
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
