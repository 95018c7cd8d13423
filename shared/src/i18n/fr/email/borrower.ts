import type { borrowerEmailWords } from '../../en/email/borrower';
import type { Words } from '../../words';

/** Les courriels du portail de l’emprunteur (issue 38, ADR 118), en français. */
export const borrowerEmailFr: Words<typeof borrowerEmailWords> = {
  invitation: {
    subject: (brand: string) => `${brand} : remplissez votre demande hypothécaire en ligne`,
    heading: 'Votre dossier hypothécaire est prêt',
    greeting: (name: string) => `Bonjour ${name},`,
    body: (broker: string, brand: string) =>
      `${broker}, de ${brand}, a ouvert un dossier sécurisé pour votre prêt hypothécaire. Vous pouvez y remplir votre demande, signer les consentements et envoyer vos documents depuis votre téléphone ou votre ordinateur, et reprendre là où vous vous êtes arrêté en tout temps.`,
    coApplicant:
      'Vous avez été ajouté comme coemprunteur : vous verrez les parties communes du dossier et vos propres renseignements seulement.',
    action: 'Ouvrir mon dossier',
    expires:
      'Ce lien fonctionne une seule fois, pendant 7 jours. Ensuite, connectez-vous avec un code envoyé à cette adresse, ou demandez un nouveau lien sur la page de connexion.',
    noPassword: 'Vous n’avez aucun mot de passe à créer.',
  },
  newLink: {
    subject: (brand: string) => `${brand} : votre nouveau lien de connexion`,
    heading: 'Votre nouveau lien de connexion',
    body: 'Voici un nouveau lien vers votre dossier hypothécaire. Tout lien précédent ne fonctionne plus.',
    action: 'Ouvrir mon dossier',
    expires: 'Ce lien fonctionne une seule fois, pendant 7 jours.',
  },
  code: {
    subject: (code: string) => `${code} est votre code de connexion`,
    heading: 'Votre code de connexion',
    body: 'Entrez ce code sur la page de connexion pour ouvrir votre dossier hypothécaire :',
    expires: 'Il fonctionne pendant 10 minutes. Demander un nouveau code remplace celui-ci.',
  },
  ignore:
    'Si vous n’avez rien demandé, vous pouvez ignorer ce courriel : personne ne peut ouvrir votre dossier sans lui.',
  never: (brand: string) =>
    `${brand} ne vous demandera jamais ce lien ou ce code par téléphone ou par message texte.`,
};
