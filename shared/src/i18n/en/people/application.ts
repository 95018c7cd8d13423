import { termWords } from '../terms';
export const peopleApplicationWords = {
  eyebrow: 'Apply online',
  lead: 'Tell us about yourself and the mortgage you need. A licensed broker reviews every application and calls you within one business day.',
  nextTitle: 'What happens next',
  next: [
    'A broker calls you within one business day to understand your goals.',
    'We compare offers from 40+ lenders and hold your best rate for up to 120 days.',
    'You choose. No cost for most borrowers, no obligation.',
  ],
  encrypted: 'Your application is sent over an encrypted connection and is only seen by our brokers.',
  form: {
    aboutYou: termWords.aboutYou,
    fullName: 'Full Name',
    email: termWords.email,
    phone: 'Phone Number',
    yourMortgage: termWords.yourMortgage,
    amount: termWords.mortgageAmount,
    broker: termWords.preferredBroker,
    noPreference: termWords.noPreference,
    loadingBrokers: termWords.loadingBrokers,
    propertyAddress: termWords.propertyAddress,
    message: termWords.message,
    messagePlaceholder: 'Purchase, renewal or refinance? Your timeline? Anything we should know.',
    note: "Applying is free and doesn't affect your credit score. A broker will call you within one business day.",
    submit: 'Submit Application',
  },
  /** The recent applications beside the form, for signed-in staff only. */
  list: {
    title: 'Recent applications',
    allScope: 'Every application (super admin view).',
    ownScope: 'Applications assigned to you.',
    staffOnly: 'Visible to signed-in staff only.',
    empty: 'No applications yet.',
    amount: 'Amount',
    noAmount: 'Amount not given',
    received: 'Received',
    property: 'Property',
    broker: 'Broker',
    unassigned: 'Unassigned',
    /** Each status as the list shows it (capitalized by its style). */
    statuses: { new: 'new', contacted: 'contacted', qualified: 'qualified', closed: 'closed' },
  },
  // Worded by the spec (docs: public-site.md) unless marked ours:
  title: 'Apply for a Mortgage',
  failed: 'Failed to submit application. Please try again.',
  listFailed: 'Failed to load applications',
  success: "Application submitted successfully! We'll contact you soon.",
} as const;
