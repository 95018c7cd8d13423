/**
 * The mortgage and form terms several screens label their fields with (the calculators, the quote, the
 * contact and application forms, the rate alert, the rates board, the lead desk and the lead's e-mail), each said once here and translated once in
 * fr/terms.ts (issue 36, ADR 115). A screen's piece names the term it shows: `downPayment: termWords.downPayment`.
 */
export const termWords = {
  email: 'Email',
  phone: 'Phone',
  fullName: 'Full name',
  aboutYou: 'About you',
  preferredBroker: 'Preferred broker',
  noPreference: 'No preference',
  loadingBrokers: 'Loading brokers…',
  province: 'Province',
  rateType: 'Rate type',
  term: 'Term',
  purchasePrice: 'Purchase price',
  downPayment: 'Down payment',
  amortization: 'Amortization',
  interestRate: 'Interest rate',
  mortgageRate: 'Mortgage rate',
  mortgageAmount: 'Mortgage amount',
  paymentFrequency: 'Payment frequency',
  yourMortgage: 'Your mortgage',
  monthlyPayment: 'Monthly payment',
  landTransferTax: 'Land transfer tax',
  provincialTax: 'Provincial tax',
  municipalTax: 'Municipal tax',
  landTransferTaxDue: 'Land transfer tax due',
  firstTimeBuyer: 'First-time buyer',
  firstTimeBuyerRebate: 'First-time buyer rebate',
  closingCosts: 'Closing costs',
  estimate: 'Estimate',
  propertyAddress: 'Property address',
  phoneType: 'Phone type',
  postalCode: 'Postal code',
  message: 'Message',
} as const;
