import { commonWords } from './common';
import { termWords } from './terms';
/**
 * Every word of the rate alerts (issue 21; ADR 082): the form on /rates, the unsubscribe and keep-watching
 * pages and the admin's counts (its e-mail: email/rate-alert.ts). A module of its own, so the home page never loads it.
 */

/** A rate as the English words show it ('4.20%'). */
export const pct = (value: number) => `${value.toFixed(2)}%`;

export const rateAlertMessages = {
  form: {
    title: 'Email me when the rate drops',
    lead: 'Pick a rate and your target. When our rate reaches it, we send you one e-mail.',
    province: termWords.province,
    rateType: termWords.rateType,
    term: termWords.term,
    target: 'Target rate (%)',
    targetHint: 'Between 0.50 and 15.00, e.g. 4.20',
    email: termWords.email,
    consentMissing: 'Please tick the box so we may e-mail you.',
    submit: 'Create my rate alert',
    /** Shown once the e-mail's link confirmed the alert (double opt-in, ADR 095). */
    success: "Your rate alert is set. We'll e-mail you when the rate reaches your target.",
    failed: "We couldn't set your rate alert. Please try again.",
    /** The form's answer: nothing is armed until the e-mail's link is followed (ADR 095). */
    checkInbox: 'Check your inbox to confirm your rate alert.',
    sentTitle: 'Check your inbox to confirm',
    sent: (email: string, what: string, target: number) =>
      `We sent a link to ${email}. Once you follow it, we'll e-mail you when ${what} reaches ${pct(target)} or lower. Until then nothing is set.`,
    another: 'Set another alert',
    fixed: 'Fixed',
    variable: 'Variable',
    targetRequired: 'Please enter a target rate.',
    targetInvalid: 'Enter a rate as a number, e.g. 4.20',
    targetRange: 'A target rate is between 0.50% and 15.00%.',
    targetDecimals: 'Use at most 2 decimals.',
    regionInvalid: 'Please choose a province or National',
    termInvalid: 'Please choose a term',
    typeInvalid: 'Please choose fixed or variable',
  },
  /** '5-year fixed in Ontario', '5-year fixed (National)' */
  series: (alert: { province: string; rate_type: string; term: string }) =>
    `${alert.term.replace(' year', '-year')} ${alert.rate_type} ${alert.province === 'National' ? '(National)' : `in ${alert.province}`}`,
  pct,
  unsubscribe: {
    title: 'Stop this rate alert',
    lead: 'We will stop e-mailing you about this rate. Nothing else changes.',
    button: 'Unsubscribe',
    done: "You're unsubscribed. We won't e-mail you about this rate again.",
    doneTitle: 'Unsubscribed',
  },
  rearm: {
    title: 'Keep watching this rate',
    lead: 'We will e-mail you again the next time the rate reaches your target.',
    button: 'Keep watching',
    done: "Done. We'll e-mail you again when the rate reaches your target.",
    doneTitle: 'Alert re-armed',
  },
  pages: {
    pending: 'Working…',
    failed: commonWords.unexpected,
    notFound: 'This rate alert link is not valid or the alert no longer exists.',
    missingToken: 'This link is incomplete. Please use the link in your e-mail.',
    backToRates: "See today's rates",
  },
  api: {
    notFound: 'This rate alert does not exist.',
    unsubscribed: 'This rate alert was unsubscribed. Create a new one on the rates page.',
  },
  admin: {
    title: 'Rate alerts',
    lead: 'How many alerts exist for each target: waiting, fired, and unsubscribed.',
    empty: 'No rate alerts yet.',
    region: termWords.province,
    rateType: 'Type',
    term: termWords.term,
    armed: 'Waiting',
    fired: 'Fired',
    unsubscribed: 'Unsubscribed',
    target: 'Target (at or below)',
    failed: "The rate alert counts couldn't be loaded.",
  },
} as const;
