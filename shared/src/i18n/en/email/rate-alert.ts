import { pct, rateAlertMessages } from '../rate-alert';

/** The e-mail of a fired rate alert (issue 21; ADR 082), apart from the form's words so /rates never loads it. */
export const rateAlertEmailWords = {
  subject: (what: string, rate: number) => `Rate alert: ${what} is now ${pct(rate)}`,
  heading: 'Your rate alert',
  body: (what: string, rate: number, target: number) =>
    `Our ${what} rate is now ${pct(rate)}, at or below your target of ${pct(target)}.`,
  once: "This alert has fired, so we won't e-mail you about it again unless you keep watching.",
  seeRates: rateAlertMessages.pages.backToRates,
  keepWatching: rateAlertMessages.rearm.title,
  unsubscribe: rateAlertMessages.unsubscribe.button,
  why: (brand: string) =>
    `You receive this e-mail because you asked ${brand} for a rate alert and agreed to be e-mailed about it.`,
};
