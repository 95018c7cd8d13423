/** The purchase and renewal quote dialog (its titles are the spec's, messages.quote). */
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
} as const;
