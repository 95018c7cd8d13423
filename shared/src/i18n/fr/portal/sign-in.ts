import type { portalSignInWords } from '../../en/portal/sign-in';
import type { Words } from '../../words';
import { termsFr } from '../terms';

/** La connexion au portail de l’emprunteur (issue 38, ADR 118), par le lien reçu par courriel ou par un code. */
export const portalSignInFr: Words<typeof portalSignInWords> = {
  title: 'Connectez-vous à votre dossier hypothécaire',
  lead: 'Utilisez le lien du courriel que votre courtier vous a envoyé, ou recevez un code à usage unique par courriel.',
  checkingLink: 'Connexion en cours…',
  signedIn: 'Vous êtes connecté.',
  linkUsed: {
    title: 'Ce lien a déjà servi',
    text: 'Pour votre sécurité, chaque lien de connexion ne fonctionne qu’une fois. Nous pouvons vous en envoyer un nouveau par courriel, ou vous pouvez vous connecter avec un code.',
  },
  linkExpired: {
    title: 'Ce lien est expiré',
    text: 'Les liens de connexion sont valides pendant 7 jours. Nous pouvons vous en envoyer un nouveau par courriel, ou vous pouvez vous connecter avec un code.',
  },
  linkUnknown: {
    title: 'Ce lien ne fonctionne pas',
    text: 'Il a peut-être été copié en partie, ou remplacé par un lien plus récent. Connectez-vous plutôt avec un code.',
  },
  sendNewLink: 'M’envoyer un nouveau lien',
  sendingNewLink: 'Envoi…',
  newLinkSent:
    'Nous avons envoyé un nouveau lien à l’adresse courriel que votre courtier a à votre dossier. Il fonctionne une fois, pendant 7 jours.',
  useCode: 'Me connecter avec un code',
  codeTitle: 'Connexion avec un code à usage unique',
  codeLead:
    'Entrez l’adresse courriel à laquelle votre courtier vous a invité. Nous vous enverrons un code à 6 chiffres par courriel.',
  email: termsFr.email,
  sendCode: 'M’envoyer un code',
  sendingCode: 'Envoi…',
  codeSentTitle: 'Nous avons envoyé un code',
  codeSent: (email) =>
    `Si ${email} est associée à un dossier chez nous, un code à 6 chiffres est en route. Il est valide pendant 10 minutes.`,
  code: 'Code à 6 chiffres',
  codeHint: 'Vérifiez votre boîte de réception, et vos courriels indésirables s’il n’y est pas.',
  codeFormat: 'Entrez les 6 chiffres du code que nous vous avons envoyé',
  signIn: 'Se connecter',
  signingIn: 'Connexion…',
  wrongCode: 'Ce code n’est pas le bon, ou il est expiré. Vérifiez-le ou demandez-en un nouveau.',
  rateLimited: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
  failed: 'Une erreur est survenue. Veuillez réessayer.',
  newCode: 'M’envoyer un nouveau code',
  otherEmail: 'Utiliser une autre adresse courriel',
  alreadySignedIn: 'Vous êtes déjà connecté.',
  openFile: 'Ouvrir mon dossier',
  secure: 'Aucun mot de passe : chaque lien et chaque code ne servent qu’une fois et expirent.',
};
