import type { portalDocumentsWords } from '../../en/portal/documents';
import type { Words } from '../../words';

/** La liste des documents de l’emprunteur (issue 38, ADR 118) : statuts, motif d’un refus, envois. */
export const portalDocumentsFr: Words<typeof portalDocumentsWords> = {
  title: 'Documents',
  lead: 'Envoyez chaque document que votre courtier vous a demandé. Une photo prise avec votre téléphone convient si chaque page est nette et complète.',
  empty:
    'Votre courtier ne vous a encore demandé aucun document. Nous vous écrirons par courriel dès qu’il le fera.',
  types: {
    photo_id: 'Pièce d’identité avec photo délivrée par un gouvernement',
    t4: 'Feuillets T4 (deux dernières années)',
    notice_of_assessment: 'Avis de cotisation (deux dernières années)',
    pay_stub: 'Talon de paie récent',
    employment_letter: 'Lettre d’emploi',
    down_payment_history: 'Historique de la mise de fonds (relevés des 90 derniers jours)',
    purchase_agreement: 'Promesse d’achat',
    mls_listing: 'Fiche descriptive MLS',
    gift_letter: 'Lettre de don',
    void_cheque: 'Spécimen de chèque',
    property_tax_bill: 'Compte de taxes foncières',
    mortgage_statement: 'Relevé hypothécaire',
    custom: 'Document',
  },
  statuses: { requested: 'Demandé', uploaded: 'Envoyé', accepted: 'Accepté', refused: 'Refusé' },
  forYou: 'Le vôtre',
  forFile: 'Pour le dossier',
  forApplicant: (name) => `Pour ${name}`,
  refusedTitle: 'Votre courtier vous demande un autre fichier',
  refusedReason: (reason) => `Motif\u00a0: ${reason}`,
  files: 'Fichiers envoyés',
  fileLine: (name, size, when) => `${name} · ${size} · ${when}`,
  addFiles: 'Ajouter des fichiers',
  addMore: 'Ajouter d’autres fichiers',
  addFilesFor: (document) => `Ajouter des fichiers pour ${document}`,
  limits: 'PDF, JPEG, PNG ou HEIC, jusqu’à 25 Mo chacun. Vous pouvez choisir plusieurs fichiers.',
  uploading: (name) => `Envoi de ${name}`,
  checking: (name) => `Vérification de ${name}…`,
  uploaded: (name) => `${name} a été envoyé.`,
  cancel: 'Annuler',
  tooLarge: (name, size) => `${name} fait ${size}. Chaque fichier peut faire jusqu’à 25 Mo.`,
  wrongType: (name) => `${name} n’est pas un fichier PDF, JPEG, PNG ou HEIC.`,
  contentMismatch: (name) =>
    `${name} ne contient pas ce que son nom indique (un fichier PDF, JPEG, PNG ou HEIC). Veuillez envoyer le fichier original.`,
  tooManyFiles:
    'Ce document a déjà autant de fichiers qu’il peut en recevoir. Communiquez avec votre courtier.',
  failed: (name) => `Impossible d’envoyer ${name}. Veuillez réessayer.`,
  rateLimited: 'Trop d’envois à la fois. Veuillez patienter un moment, puis réessayer.',
  back: 'Retour à votre dossier',
};
