import type { subscriptionMessages } from '../en/subscription';
import type { Words } from '../words';

/** A subscription's confirmation in Canadian French: the e-mail and the pages of its link (ADR 095). */
export const subscriptionFr: Words<typeof subscriptionMessages> = {
  what: {
    rate_alert: (series, target) => `une alerte de taux pour le ${series} à ${target} ou moins`,
    newsletter: (brand) => `l’infolettre de ${brand}`,
  },
  title: {
    rate_alert: 'Confirmez votre alerte de taux',
    newsletter: 'Confirmez votre abonnement à l’infolettre',
  },
  email: {
    asked: (what) => `Quelqu’un, sans doute vous, nous a demandé d’envoyer ${what} à cette adresse.`,
    action: 'Confirmer mon abonnement',
    expires:
      'Le lien est valide 7 jours. Tant que vous ne l’avez pas suivi, nous ne vous envoyons rien d’autre.',
    ignore:
      'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: rien ne se passe sans votre confirmation.',
  },
  page: {
    lead: (what) => `Vous avez demandé ${what}.`,
    consent: 'En confirmant, vous acceptez ceci\u00a0:',
    button: 'Confirmer',
    doneTitle: { rate_alert: 'Alerte de taux activée', newsletter: 'Abonnement confirmé' },
    already: 'C’était déjà confirmé\u00a0: vous n’avez rien d’autre à faire.',
    invalidTitle: 'Ce lien ne fonctionne plus',
    invalid: 'Ce lien de confirmation n’est pas valide ou a expiré. Veuillez vous abonner de nouveau.',
    failed: 'Un problème est survenu. Veuillez suivre le lien de nouveau dans un moment.',
    home: 'Aller à l’accueil',
    rates: 'Voir les taux du jour',
  },
};
