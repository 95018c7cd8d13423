import { PASSWORD_POLICY } from '../../password-policy';
import type { SiteWords } from '../en/site';
import type { Words } from '../words';
import { layoutFr } from './layout';
import { termsFr } from './terms';

export const siteFr: Words<SiteWords> = {
  ctaBand: {
    title: 'Envie de trouver votre meilleur taux?',
    body: 'Faites une demande en ligne en quelques minutes ou parlez à un courtier autorisé. Sans frais pour la plupart des emprunteurs.',
    findBroker: 'Trouver un courtier',
  },
  mortgageOptions: {
    lead: 'Le type de taux et la souplesse sont vos deux plus grands choix. Voici comment les options se comparent.',
    options: {
      fixed: {
        title: 'Prêt hypothécaire à taux fixe',
        summary:
          'Votre taux d’intérêt et votre versement restent les mêmes pendant tout le terme, habituellement de 1 à 10 ans.',
        pros: ['Des versements prévisibles', 'Protection contre la hausse des taux', 'Facile à budgéter'],
        cons: [
          'Habituellement plus élevé qu’un taux variable au départ',
          'Pénalité plus lourde pour rompre le prêt (DTI)',
        ],
        bestFor: 'Les acheteurs au budget serré et tous ceux qui tiennent à la stabilité.',
      },
      variable: {
        title: 'Prêt hypothécaire à taux variable',
        summary: 'Votre taux suit le taux préférentiel de votre prêteur, qui suit la Banque du Canada.',
        pros: [
          'Souvent le taux le plus bas au départ',
          'Pénalité habituellement de 3 mois d’intérêts',
          'Possibilité de passer à un taux fixe',
        ],
        cons: ['Le versement ou l’amortissement peut changer', 'Moins prévisible'],
        bestFor:
          'Les emprunteurs qui ont de la marge dans leur budget et qui pourraient déménager ou refinancer.',
      },
      open: {
        title: 'Prêt hypothécaire ouvert',
        summary:
          'Remboursez-le, en partie ou en totalité, à tout moment sans pénalité de remboursement anticipé.',
        pros: [
          'Aucune pénalité de remboursement anticipé',
          'De la souplesse pour une vente ou une rentrée d’argent',
        ],
        cons: ['Taux plus élevé qu’un prêt fermé', 'Termes habituellement courts (6 mois à 1 an)'],
        bestFor:
          'Une vente prochaine, une prime ou un héritage attendu, ou une transition vers un nouveau prêt hypothécaire.',
      },
      closed: {
        title: 'Prêt hypothécaire fermé',
        summary:
          'Un taux plus bas en échange de limites sur ce que vous pouvez rembourser par anticipation chaque année.',
        pros: [
          'Les taux les plus bas offerts',
          'Privilèges de remboursement anticipé annuels (souvent de 10 à 20\u00a0%)',
        ],
        cons: ['Pénalité pour rembourser ou rompre le prêt avant terme', 'Moins de souplesse'],
        bestFor:
          'La plupart des propriétaires qui comptent garder leur prêt hypothécaire pendant tout le terme.',
      },
    },
    advantages: 'Avantages',
    tradeOffs: 'Inconvénients',
    bestFor: 'Idéal pour\u00a0: ',
    notSure: {
      title: 'Vous hésitez?',
      lead: 'La plupart des Canadiens choisissent un prêt fermé de 5 ans, mais le bon choix dépend de vos projets. Un courtier peut simuler chaque option avec vos chiffres.',
    },
    title: layoutFr.links.mortgageOptions.label,
  },
  whyBroker: {
    lead: 'Environ la moitié des acheteurs canadiens font maintenant appel à un courtier hypothécaire. Voici ce qu’un courtier fait pour vous, et pourquoi cela ne vous coûte habituellement rien.',
    reasons: {
      choice: {
        title: 'Plus de choix',
        body: 'Une banque offre ses propres prêts hypothécaires. Un courtier compare les grandes banques, les prêteurs spécialisés, les caisses et les prêteurs alternatifs, plus de 40 en tout.',
      },
      rates: {
        title: 'De meilleurs taux',
        body: 'Les prêteurs se disputent la clientèle des courtiers avec des taux réduits, souvent bien en dessous des taux affichés en succursale.',
      },
      free: {
        title: 'Gratuit pour la plupart des emprunteurs',
        body: 'Le prêteur rémunère le courtier à la conclusion de votre prêt. Pour la plupart des prêts hypothécaires résidentiels, vous ne payez rien.',
      },
      advice: {
        title: 'Des conseils dans votre intérêt',
        body: 'Nous regardons au-delà du taux annoncé\u00a0: privilèges de remboursement anticipé, transférabilité et pénalités, ces conditions qui coûtent cher plus tard.',
      },
      time: {
        title: 'Moins de paperasse, moins de temps',
        body: 'Une seule demande, une seule vérification de crédit, et nous gérons les échanges avec les prêteurs, les notaires et les évaluateurs.',
      },
      licensed: {
        title: 'Autorisés et encadrés',
        body: 'Nos courtiers détiennent un permis dans leur province (ARSF en Ontario) et sont tenus à un code de déontologie et à la formation continue.',
      },
    },
    comparison: {
      eyebrow: 'Côte à côte',
      title: 'Banque ou courtier?',
      caption: 'Ce qu’offrent une banque et un courtier',
      bank: 'Votre banque',
      broker: 'Un courtier Maplestone',
      rows: [
        ['Prêteurs comparés', 'Un seul', '40+'],
        ['Taux', 'Affichés, puis négociés', 'Taux réduits de courtier'],
        ['Coût pour vous', 'Aucun', 'Aucun pour la plupart des emprunteurs'],
        ['Conseils portant sur', 'Les produits de la banque', 'Tout le marché'],
        ['Vérifications de crédit', 'Une par banque', 'Une seule'],
      ],
    },
    title: 'Pourquoi faire appel à un courtier hypothécaire',
  },
  app: {
    lead: 'Votre prêt hypothécaire dans votre poche\u00a0: taux, calculatrices, documents et votre courtier, où que vous soyez.',
    featuresTitle: 'Tout ce qu’il vous faut, dans une seule application',
    features: {
      rates: {
        title: 'Taux en direct',
        body: 'Les meilleurs taux du jour dans votre province, avec des alertes quand ils bougent.',
      },
      calculators: {
        title: 'Calculatrices',
        body: 'Versements, capacité d’emprunt et remboursements anticipés, même en déplacement.',
      },
      documents: {
        title: 'Envoi de documents',
        body: 'Photographiez vos talons de paie et envoyez-les en toute sécurité à votre courtier.',
      },
      renewal: {
        title: 'Rappels de renouvellement',
        body: 'Un rappel 120 jours avant la fin de votre terme, pour que vous puissiez comparer.',
      },
      chat: {
        title: 'Clavardez avec votre courtier',
        body: 'Des réponses à vos questions, sans messages vocaux sans fin.',
      },
    },
    appStore: { prefix: 'Télécharger dans l’', devices: ' (iPhone et iPad)' },
    googlePlay: { prefix: 'Disponible sur', devices: ' (Android)' },
    free: 'Gratuite pour iPhone, iPad et téléphones Android.',
    screenTitle: 'Meilleurs taux du jour',
    title: 'Téléchargez notre application mobile',
  },
  becomeBroker: {
    title: layoutFr.links.becomeBroker.label,
    eyebrow: 'Carrières',
    heading: 'Devenez courtier hypothécaire avec Maplestone',
    lead: 'Bâtissez votre propre clientèle avec les taux, la technologie et le soutien d’un cabinet de courtage national.',
    benefits: { eyebrow: 'Pourquoi se joindre à nous', title: 'Ce que vous obtenez' },
    requirements: { eyebrow: 'Le profil recherché', title: 'Exigences' },
    cta: {
      title: 'Envie de grandir avec nous?',
      body: 'Parlez-nous de votre expérience et de vos objectifs. Notre équipe de développement des courtiers répond à chaque candidature en moins d’une semaine.',
    },
    benefitList: [
      'Structure de commissions concurrentielle',
      'Technologie et soutien marketing de premier plan',
      'Programmes de formation complets',
      'Accès aux meilleurs prêteurs et produits',
      'Environnement d’équipe favorable',
      'Horaires de travail flexibles',
    ],
    requirementList: [
      'Permis de courtier hypothécaire valide',
      'Excellentes aptitudes en communication et en service à la clientèle',
      'Autonomie et sens des objectifs',
      'Engagement envers le perfectionnement professionnel',
    ],
  },
  newsletter: {
    title: layoutFr.links.newsletter.label,
    heading: 'Abonnez-vous à notre infolettre',
    lead: 'Un court courriel par semaine avec les taux et les nouvelles du marché qui comptent pour les propriétaires canadiens. Désabonnez-vous en tout temps.',
    formTitle: 'Recevez le point hebdomadaire sur les taux',
    formLabel: 'Infolettre',
    email: termsFr.email,
    placeholder: 'vous@exemple.com',
    privacy: 'Nous ne communiquons jamais votre adresse courriel.',
    receiveTitle: 'Ce que vous recevrez',
    subscribe: 'S’abonner',
    success: 'Vous êtes maintenant abonné à notre infolettre!',
    checkInbox: 'Vérifiez votre boîte de réception pour confirmer votre abonnement.',
    benefits: [
      'Mises à jour hebdomadaires des taux et analyse du marché',
      'Conseils pour les premiers acheteurs',
      'Rappels de renouvellement',
      'Offres exclusives',
      'Nouvelles de l’industrie et changements réglementaires',
    ],
  },
  auth: {
    staffOnly: 'Pour les courtiers et le personnel de Maplestone.',
    secure: 'Connexion sécurisée pour les courtiers et le personnel de Maplestone.',
    mfa: {
      title: 'Vérification en deux étapes',
      prompt: 'Entrez le code à 6 chiffres de votre application d’authentification.',
      setupTitle: 'Configurer la vérification en deux étapes',
      setupPrompt:
        'Balayez ce code QR avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…), puis entrez le code à 6 chiffres qu’elle affiche.',
      qrAlt: 'Code QR qui ajoute Maplestone Mortgage à une application d’authentification',
      qrLoading: 'Préparation du code QR…',
      secretLabel: 'Impossible de le balayer? Entrez plutôt cette clé dans l’application\u00a0:',
      codeLabel: 'Code à 6 chiffres',
      codeFormat: 'Entrez les 6 chiffres affichés dans votre application d’authentification',
      wrongCode:
        'Ce code est erroné ou a expiré. Entrez le code actuel de votre application d’authentification.',
      expired: 'Votre connexion a expiré. Veuillez vous reconnecter.',
      verify: 'Vérifier',
      back: 'Retour à la connexion',
    },
    reset: {
      forgot: 'Mot de passe oublié?',
      title: 'Réinitialiser votre mot de passe',
      emailPrompt:
        'Entrez l’adresse courriel avec laquelle vous vous connectez. Nous vous enverrons un code à 6 chiffres pour réinitialiser votre mot de passe.',
      sendCode: 'Envoyer le code',
      codeTitle: 'Consultez vos courriels',
      codeSent: (email) =>
        `Si un compte existe pour ${email}, un code est en route vers cette adresse. Il peut mettre une minute à arriver.`,
      codeLabel: 'Code reçu par courriel',
      codeFormat: 'Entrez les 6 chiffres du courriel',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmez le nouveau mot de passe',
      passwordPolicy: `Au moins ${PASSWORD_POLICY.minLength} caractères, dont une majuscule, une minuscule, un chiffre et un symbole.`,
      mismatch: 'Les deux mots de passe ne sont pas identiques',
      save: 'Enregistrer le mot de passe',
      resend: 'Renvoyer le code',
      resent: 'Un nouveau code est en route. Utilisez le plus récent.',
      back: 'Retour à la connexion',
      done: 'Votre mot de passe a été changé. Connectez-vous avec votre nouveau mot de passe.',
      wrongCode: 'Ce code n’est pas le bon. Vérifiez le courriel et réessayez.',
      expiredCode: 'Ce code a expiré. Choisissez «\u00a0Renvoyer le code\u00a0» pour en recevoir un nouveau.',
      tooMany: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
      cannotReset:
        'Le mot de passe de ce compte ne peut pas être réinitialisé ici. Veuillez vous adresser à votre administrateur.',
    },
    title: 'Bon retour',
    subtitle: 'Connectez-vous à votre compte',
    email: 'Adresse courriel',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    invalidLogin: 'Courriel ou mot de passe non valide. Veuillez réessayer.',
    genericError: 'Une erreur est survenue lors de l’authentification',
    profileLoadError: 'Erreur lors du chargement du profil',
    roleCheckError: 'Erreur lors de la vérification du rôle',
    success: 'Connexion réussie!',
  },
};
