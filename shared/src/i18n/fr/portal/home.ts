import type { portalHomeWords } from '../../en/portal/home';
import type { Words } from '../../words';

/** La vue d’ensemble du portail de l’emprunteur (issue 38, ADR 118). */
export const portalHomeFr: Words<typeof portalHomeWords> = {
  greeting: (name) => `Bonjour ${name}`,
  applicationTitle: 'Votre demande de prêt hypothécaire',
  progress: (done, total) =>
    `${done} section${done > 1 ? 's' : ''} sur ${total} remplie${done > 1 ? 's' : ''}`,
  sectionStates: { complete: 'Remplie', incomplete: 'À remplir' },
  scopes: { applicant: 'À vous seulement', file: 'Commune à tous les demandeurs du dossier' },
  start: 'Commencer votre demande',
  resume: 'Reprendre là où vous étiez',
  review: 'Revoir votre demande',
  consentsTitle: 'Consentements',
  consentStates: { signed: 'Signé', unsigned: 'À signer' },
  signConsents: 'Lire et signer',
  viewConsents: 'Consulter',
  documentsTitle: 'Documents',
  documentsLead: 'Les documents que votre courtier vous a demandés, et où en est chacun.',
  documentsEmpty: 'Votre courtier ne vous a encore demandé aucun document.',
  documentsToDo: (count) => (count === 1 ? '1 document à envoyer' : `${count} documents à envoyer`),
  documentsAllSent: 'Tout ce qui a été demandé a été envoyé.',
  openDocuments: 'Envoyer des documents',
  submitTitle: 'Envoyer votre demande',
  submitLead:
    'Quand toutes les sections sont remplies et les consentements signés, envoyez la demande à votre courtier.',
  submit: 'Envoyer ma demande',
  submitting: 'Envoi en cours…',
  missingTitle: 'À faire avant de pouvoir envoyer votre demande :',
  missingSection: (section) => section,
  missingConsent: (consent) => consent,
  missingFor: (name, what) => `${name}\u00a0: ${what}`,
  submitted: (when) => `Votre demande a été envoyée le ${when}.`,
  submittedToast: 'Votre demande a été transmise à votre courtier.',
  submitFailed: 'Impossible d’envoyer votre demande. Veuillez réessayer.',
  locked: 'Votre demande a été envoyée. Pour modifier une réponse, communiquez avec votre courtier.',
};
