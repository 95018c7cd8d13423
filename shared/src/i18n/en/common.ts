import { numberFormat } from '../../text/intl';

/**
 * The words many screens share: the forms' buttons and states, the validation messages the shared schemas report
 * and the API's refusals; in the spec's wording (public-site.md) unless marked ours. French in fr/common.ts.
 */

export interface ToastText {
  title: string;
  description: string;
}

export const commonWords = {
  required: 'Please fill in all required fields',
  loading: 'Loading...',
  submit: 'Submit',
  submitting: 'Submitting...',
  applyNow: 'Apply Now',
  returnHome: 'Return Home',
  /** ours */
  tryAgain: 'Try again',
  accessDenied: 'Access denied',
  /** ours */
  invalidEmail: 'Please enter a valid email address',
  /** ours */
  invalidUrl: 'Please enter a valid URL starting with http:// or https://',
  /** ours */
  invalidNumber: 'Please enter a valid number',
  /** ours */
  notNegative: 'Please enter a number of 0 or more',
  /** ours */
  tooLarge: (max: number) => `Please enter a number no greater than ${numberFormat().format(max)}`,
  /** ours */
  tooManyDecimals: (places: number) => `Please use at most ${places} decimals`,
  /** ours */
  wholeNumber: 'Please enter a whole number',
  /** ours */
  invalidPhone: 'Please enter a valid phone number',
  /** ours */
  invalidId: 'Invalid identifier',
  /** ours */
  invalidDate: 'Invalid date',
  /** ours */
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  /** ours */
  notFound: 'Not found',
  /** ours: said once on a French page that shows some of what staff wrote in English, for want of French (issue 37) */
  someInEnglish: 'Some content on this page is only available in English.',
  /** ours */
  unexpected: 'Something went wrong. Please try again.',
  /** ours */
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  /** ours */
  notSignedIn: 'Please sign in to continue',
  /** ours */
  payloadTooLarge: 'Request body too large',
  /** ours */
  amortizationChoice: 'Please choose an amortization of 15, 20, 25 or 30 years',
  /** ours */
  amortizationRange: 'Amortization must be between 1 and 30 years',
  /** ours */
  downPaymentExceedsPrice: 'Down payment cannot be more than the purchase price',
  /** ours */
  outOfRange: 'Rate must be between 0 and 25%',
  consentMissing: 'Please consent to receiving communications',
} as const;
