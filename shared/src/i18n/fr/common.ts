import { numberFormat } from '../../text/intl';
import type { commonWords } from '../en/common';
import type { Words } from '../words';

const n = (value: number) => numberFormat({}, 'fr-CA').format(value);

/** The words many screens share, in Canadian French (docs/french-glossary.md). */
export const commonFr: Words<typeof commonWords> = {
  required: 'Veuillez remplir tous les champs obligatoires',
  loading: 'Chargement…',
  submit: 'Envoyer',
  submitting: 'Envoi en cours…',
  applyNow: 'Faire une demande',
  returnHome: 'Retour à l’accueil',
  tryAgain: 'Réessayer',
  accessDenied: 'Accès refusé',
  invalidEmail: 'Veuillez entrer une adresse courriel valide',
  invalidUrl: 'Veuillez entrer une adresse URL valide commençant par http:// ou https://',
  invalidNumber: 'Veuillez entrer un nombre valide',
  notNegative: 'Veuillez entrer un nombre égal ou supérieur à 0',
  tooLarge: (max) => `Veuillez entrer un nombre d’au plus ${n(max)}`,
  tooManyDecimals: (places) => `Veuillez utiliser au plus ${places} décimales`,
  wholeNumber: 'Veuillez entrer un nombre entier',
  invalidPhone: 'Veuillez entrer un numéro de téléphone valide',
  invalidId: 'Identifiant non valide',
  invalidDate: 'Date non valide',
  tooLong: (max) => `Veuillez ne pas dépasser ${n(max)} caractères`,
  notFound: 'Introuvable',
  someInEnglish: 'Certains contenus de cette page ne sont offerts qu’en anglais.',
  unexpected: 'Une erreur est survenue. Veuillez réessayer.',
  rateLimited: 'Trop de demandes. Veuillez patienter un moment, puis réessayer.',
  notSignedIn: 'Veuillez vous connecter pour continuer',
  payloadTooLarge: 'Le contenu de la demande est trop volumineux',
  amortizationChoice: 'Veuillez choisir un amortissement de 15, 20, 25 ou 30 ans',
  amortizationRange: 'L’amortissement doit se situer entre 1 et 30 ans',
  downPaymentExceedsPrice: 'La mise de fonds ne peut pas dépasser le prix d’achat',
  outOfRange: 'Le taux doit se situer entre 0 et 25\u00a0%',
  consentMissing: 'Veuillez consentir à recevoir nos communications',
};
