import type { portalShellWords } from '../../en/portal/shell';
import type { Words } from '../../words';

/** Le cadre du portail de l’emprunteur (issue 38, ADR 118), en français canadien (docs/french-glossary.md). */
export const portalShellFr: Words<typeof portalShellWords> = {
  name: 'Votre dossier hypothécaire',
  overview: 'Vue d’ensemble',
  signOut: 'Se déconnecter',
  signingOut: 'Déconnexion…',
  loading: 'Chargement de votre dossier…',
  loadFailed: 'Impossible de charger votre dossier.',
  tryAgain: 'Réessayer',
  sessionEnded: 'Votre session a pris fin. Veuillez vous connecter de nouveau.',
  signedOut: 'Vous êtes déconnecté.',
  noFile: 'Nous n’avons trouvé aucun dossier à votre nom. Veuillez communiquer avec votre courtier.',
  noPage: 'Cette page ne fait pas partie de votre dossier.',
  stageLabel: 'Où en est votre dossier',
  stages: {
    lead: 'Pas commencé',
    application_started: 'Demande en cours',
    application_submitted: 'Demande envoyée',
    documents_complete: 'Documents complets',
    sent_to_lender: 'Transmis au prêteur',
    approved: 'Approuvé',
    funded: 'Prêt versé',
    lost: 'Fermé',
  },
  roles: { primary: 'Demandeur principal', co_applicant: 'Codemandeur' },
  youAre: (role) => `Vous êtes le ${role.toLocaleLowerCase('fr-CA')} de ce dossier.`,
  others: (names) => `Aussi dans ce dossier\u00a0: ${names}.`,
  private: 'Seuls vous et votre courtier pouvez voir cette page.',
};
