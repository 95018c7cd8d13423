/**
 * The words of a subscription's confirmation (double opt-in, issue 34, ADR 095): the e-mail that asks for it
 * and the pages its link opens, for a rate alert and for the newsletter. Sent and rendered by the server in the
 * language the visitor subscribed in (French: fr/subscription.ts); no page of the site loads this module.
 */
export const subscriptionMessages = {
  /** What was asked for, in a sentence: 'a rate alert for 5-year fixed in Ontario at 4.20% or lower'. */
  what: {
    rate_alert: (series: string, target: string) => `a rate alert for ${series} at ${target} or lower`,
    newsletter: (brand: string) => `the ${brand} newsletter`,
  },
  title: {
    rate_alert: 'Confirm your rate alert',
    newsletter: 'Confirm your newsletter subscription',
  },
  email: {
    asked: (what: string) => `Someone, we hope you, asked us to send ${what} to this address.`,
    action: 'Confirm my subscription',
    expires: 'The link works for 7 days. Until you follow it, we send you nothing more.',
    ignore: "If you didn't ask for this, ignore this e-mail: nothing happens without your confirmation.",
  },
  page: {
    lead: (what: string) => `You asked for ${what}.`,
    consent: 'By confirming, you agree to this:',
    button: 'Confirm',
    doneTitle: { rate_alert: 'Rate alert set', newsletter: 'Subscription confirmed' },
    already: 'This was confirmed already: there is nothing more to do.',
    invalidTitle: 'This link no longer works',
    invalid: 'This confirmation link is not valid or has expired. Please subscribe again.',
    failed: 'Something went wrong. Please try the link again in a moment.',
    home: 'Go to the home page',
    rates: "See today's rates",
  },
} as const;
