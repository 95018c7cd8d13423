import { findProvince, NATIONAL } from '../../rates/provinces';
import { numberFormat } from '../../text/intl';
import type { rateAlertMessages } from '../en/rate-alert';
import type { Words } from '../words';
import { commonFr } from './common';
import { domainFr } from './domain';
import { termsFr } from './terms';

/** A rate as the French words show it ('4,20 %'). */
export const pct = (value: number) =>
  numberFormat({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }, 'fr-CA').format(
    value / 100,
  );

/** A rate as typed in the form, in French ('4,20'). */
const decimal = (value: number) =>
  numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }, 'fr-CA').format(value);

/** 'taux fixe de 5 ans (Ontario)', 'taux variable de 3 ans (Québec)', 'taux fixe de 5 ans (national)'. */
function series(alert: { province: string; rate_type: string; term: string }): string {
  const years = Number.parseInt(alert.term, 10);
  const term = Number.isNaN(years) ? alert.term : `${years} ${years === 1 ? 'an' : 'ans'}`;
  const type =
    alert.rate_type === 'fixed' || alert.rate_type === 'variable'
      ? domainFr.rateTypes[alert.rate_type].toLowerCase()
      : alert.rate_type;
  const code = findProvince(alert.province)?.code;
  const region = alert.province === NATIONAL ? 'national' : code ? domainFr.provinces[code] : alert.province;
  return `taux ${type} de ${term} (${region})`;
}

/** The rate alerts in Canadian French: the form, its pages, the e-mail (sent in the alert's language). */
export const rateAlertFr: Words<typeof rateAlertMessages> = {
  form: {
    title: 'Recevez un courriel quand le taux baisse',
    lead: 'Choisissez un taux et votre cible. Quand notre taux l’atteint, nous vous envoyons un seul courriel.',
    province: termsFr.province,
    rateType: termsFr.rateType,
    term: termsFr.term,
    target: 'Taux cible (%)',
    targetHint: `De ${decimal(0.5)} à ${decimal(15)}, p. ex. ${decimal(4.2)}`,
    email: termsFr.email,
    consentMissing: 'Veuillez cocher la case pour que nous puissions vous écrire.',
    submit: 'Créer mon alerte',
    success: 'Votre alerte de taux est en place. Nous vous écrirons quand le taux atteindra votre cible.',
    failed: 'Impossible de créer votre alerte de taux. Veuillez réessayer.',
    checkInbox: 'Vérifiez votre boîte de réception pour confirmer votre alerte de taux.',
    sentTitle: 'Vérifiez votre boîte de réception pour confirmer',
    sent: (email, what, target) =>
      `Nous avons envoyé un lien à ${email}. Une fois le lien suivi, nous vous écrirons quand le ${what} atteindra ${pct(target)} ou moins. D’ici là, rien n’est activé.`,
    another: 'Créer une autre alerte',
    fixed: 'Fixe',
    variable: 'Variable',
    targetRequired: 'Veuillez entrer un taux cible.',
    targetInvalid: `Entrez un taux sous forme de nombre, p. ex. ${decimal(4.2)}`,
    targetRange: `Le taux cible doit se situer entre ${pct(0.5)} et ${pct(15)}.`,
    targetDecimals: 'Utilisez au plus 2 décimales.',
    regionInvalid: 'Veuillez choisir une province ou l’option National',
    termInvalid: 'Veuillez choisir un terme',
    typeInvalid: 'Veuillez choisir un taux fixe ou variable',
  },
  series,
  pct,
  unsubscribe: {
    title: 'Arrêter cette alerte de taux',
    lead: 'Nous cesserons de vous écrire au sujet de ce taux. Rien d’autre ne change.',
    button: 'Se désabonner',
    done: 'Votre désabonnement est confirmé. Nous ne vous écrirons plus au sujet de ce taux.',
    doneTitle: 'Désabonnement confirmé',
  },
  rearm: {
    title: 'Continuer à surveiller ce taux',
    lead: 'Nous vous écrirons de nouveau la prochaine fois que le taux atteindra votre cible.',
    button: 'Continuer la surveillance',
    done: 'C’est fait. Nous vous écrirons de nouveau quand le taux atteindra votre cible.',
    doneTitle: 'Alerte réactivée',
  },
  pages: {
    pending: 'Traitement en cours…',
    failed: commonFr.unexpected,
    notFound: 'Ce lien d’alerte de taux n’est pas valide ou l’alerte n’existe plus.',
    missingToken: 'Ce lien est incomplet. Veuillez utiliser le lien de votre courriel.',
    backToRates: 'Voir les taux du jour',
  },
  api: {
    notFound: 'Cette alerte de taux n’existe pas.',
    unsubscribed:
      'Vous vous êtes désabonné de cette alerte de taux. Créez-en une nouvelle sur la page des taux.',
  },
  admin: {
    title: 'Alertes de taux',
    lead: 'Nombre d’alertes pour chaque cible\u00a0: en attente, déclenchées et désabonnées.',
    empty: 'Aucune alerte de taux pour l’instant.',
    region: termsFr.province,
    rateType: 'Type',
    term: termsFr.term,
    armed: 'En attente',
    fired: 'Déclenchées',
    unsubscribed: 'Désabonnées',
    target: 'Cible (égale ou inférieure)',
    failed: 'Impossible de charger le nombre d’alertes de taux.',
  },
};
