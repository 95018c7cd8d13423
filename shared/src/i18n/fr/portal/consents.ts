import type { portalConsentsWords } from '../../en/portal/consents';
import type { Words } from '../../words';

/** Les consentements que l’emprunteur signe en tapant son nom (issue 38, ADR 118). */
export const portalConsentsFr: Words<typeof portalConsentsWords> = {
  title: 'Consentements',
  lead: 'Lisez chaque consentement. Pour le signer, tapez votre nom complet tel qu’il figure sur votre pièce d’identité.',
  kinds: { credit_check: 'Vérification de crédit', broker_disclosure: 'Divulgation du courtier' },
  version: (version) => `Version ${version}`,
  typedName: 'Tapez votre nom complet pour signer',
  typedNameHint: 'Votre nom tapé tient lieu de signature. Nous l’enregistrons avec la date et l’heure.',
  sign: 'Signer',
  signing: 'Signature…',
  signedBy: (name, when) => `Signé par ${name} le ${when}`,
  newVersion: 'Le texte a changé depuis votre signature. Veuillez le relire et signer de nouveau.',
  signedToast: 'Consentement signé.',
  failed: 'Impossible d’enregistrer votre signature. Veuillez réessayer.',
  back: 'Retour à votre dossier',
};
