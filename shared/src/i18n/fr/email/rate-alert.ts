import type { rateAlertEmailWords } from '../../en/email/rate-alert';
import type { Words } from '../../words';
import { pct, rateAlertFr } from '../rate-alert';

/** The fired rate alert's e-mail in French (issue 20), for an alert asked for on a French page. */
export const rateAlertEmailFr: Words<typeof rateAlertEmailWords> = {
  subject: (what, rate) => `Alerte de taux\u00a0: ${what} maintenant à ${pct(rate)}`,
  heading: 'Votre alerte de taux',
  body: (what, rate, target) =>
    `Notre ${what} est maintenant de ${pct(rate)}, soit égal ou inférieur à votre cible de ${pct(target)}.`,
  once: 'Cette alerte a été déclenchée\u00a0: nous ne vous écrirons plus à son sujet, sauf si vous choisissez de continuer la surveillance.',
  seeRates: rateAlertFr.pages.backToRates,
  keepWatching: rateAlertFr.rearm.title,
  unsubscribe: rateAlertFr.unsubscribe.button,
  why: (brand) =>
    `Vous recevez ce courriel parce que vous avez demandé une alerte de taux à ${brand} et accepté de recevoir des courriels à ce sujet.`,
};
