import type { DayOfWeek } from '../../brand';
import type { PeopleWords } from '../en/people';
import type { Words } from '../words';
import { commonFr } from './common';
import { layoutFr } from './layout';
import { termsFr } from './terms';

const JOURS: Record<DayOfWeek, string> = {
  Monday: 'lundi',
  Tuesday: 'mardi',
  Wednesday: 'mercredi',
  Thursday: 'jeudi',
  Friday: 'vendredi',
  Saturday: 'samedi',
  Sunday: 'dimanche',
};

/** '09:00' → '9 h', '18:30' → '18 h 30' (l'usage de l'Office québécois de la langue française). */
function heure(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours}\u00a0h${minutes ? `\u00a0${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The brokers', contact and application pages' words in Canadian French (docs/french-glossary.md). */
/** The agent's website, said once for the common words and the agent page's hero. */
const WEBSITE = 'Site Web';

export const peopleFr: Words<PeopleWords> = {
  common: {
    tryAgain: commonFr.tryAgain,
    website: WEBSITE,
    actionFor: (action, name) => `${action}\u00a0: ${name}`,
    brokerRole: 'Courtier hypothécaire',
  },

  findBroker: {
    eyebrow: 'Notre équipe',
    lead: 'Des courtiers autorisés qui connaissent votre province, vos prêteurs et vos options. Choisissez-en un pour voir ses taux, ses avis et comment le joindre.',
    points: [
      'Autorisés dans leur province, avec une formation continue chaque année',
      'Des taux comparés auprès de plus de 40 banques, caisses et prêteurs spécialisés',
      'Rémunérés par le prêteur\u00a0: aucuns frais pour la plupart des emprunteurs',
    ],
    findTitle: 'Trouvez votre courtier hypothécaire',
    loading: 'Chargement des courtiers…',
    empty: 'Aucun courtier n’est disponible pour le moment.',
    loadFailed: 'Impossible de charger les courtiers',
    viewProfile: 'Voir le profil',
  },

  agent: {
    notFoundLead:
      'La page de ce courtier n’existe pas ou n’est plus active. Nos autres courtiers autorisés se feront un plaisir de vous aider.',
    metaTitle: (name, role, brandName) => `${name}, ${role.toLocaleLowerCase('fr-CA')} · ${brandName}`,
    findBrokerCrumb: layoutFr.links.findBroker.label,
    hero: {
      bannerAlt: (name) => `Bannière de ${name}`,
      logoAlt: (name) => `Logo de ${name}`,
      socialMedia: 'Réseaux sociaux',
      website: WEBSITE,
      socialLink: (name, network) => `${name} sur ${network}`,
    },
    about: {
      eyebrow: 'À propos',
      title: (first) => `Rencontrez ${first}`,
      defaultBio: (name, brandName) =>
        `${name} fait partie des courtiers hypothécaires autorisés de ${brandName}.`,
      badgeAlt: (name, index) => `Insigne ${index} de ${name}`,
      licensed: (brandName) => `Titulaire d’un permis de courtage hypothécaire chez ${brandName}`,
      lenders: 'Accès à plus de 40 banques, caisses et prêteurs alternatifs',
      noCost: 'Sans frais pour vous pour la plupart des prêts hypothécaires résidentiels',
    },
    services: {
      eyebrow: 'Services',
      title: (first) => `Comment ${first} peut vous aider`,
      lead: 'Peu importe l’étape de votre prêt hypothécaire, un seul courtier du premier appel jusqu’à la clôture.',
      text: [
        'De la préautorisation à la clôture, avec votre taux garanti jusqu’à 120 jours.',
        'Réduisez votre taux, accédez à votre valeur nette ou changez de terme.',
        'Une assurance vie et invalidité qui protège votre propriété.',
        'Regroupez vos dettes à taux élevé en un seul versement moins élevé.',
        'Connaissez votre budget avant de faire une offre.',
        'Incitatifs, remboursements et options de mise de fonds réduite.',
      ],
      names: [
        'Prêts hypothécaires à l’achat',
        'Refinancement hypothécaire',
        'Protection hypothécaire',
        'Consolidation de dettes',
        'Préautorisation',
        'Programmes pour premiers acheteurs',
      ],
    },
    rates: {
      eyebrow: 'Mis à jour chaque jour',
      lead: (first) => `Les taux de courtier que ${first} peut vous offrir aujourd’hui, par province.`,
    },
    lenders: {
      eyebrow: 'Prêteurs partenaires',
      title: 'Les prêteurs avec qui je travaille',
      lead: 'Les grandes banques, les prêteurs spécialisés, les caisses et les prêteurs alternatifs.',
    },
    testimonials: {
      eyebrow: 'Témoignages de clients',
      title: (first) => `Ce que les clients disent de ${first}`,
    },
    options: {
      eyebrow: 'Connaître vos options',
      title: 'Taux fixe ou variable?',
      lead: 'Le bon choix dépend de votre budget, de vos projets et du degré de changement que vous pouvez accepter.',
      fixedTitle: 'Taux fixe',
      fixed: [
        'Même taux et même versement pendant tout le terme',
        'Un budget facile, sans surprise',
        'Pénalité plus élevée en cas de rupture (différentiel de taux d’intérêt)',
      ],
      variableTitle: 'Taux variable',
      variable: [
        'Suit le taux préférentiel de votre prêteur',
        'Souvent plus bas au départ',
        'Pénalité habituellement de trois mois d’intérêts',
      ],
      whyTitle: 'Pourquoi faire affaire avec un courtier hypothécaire?',
      whyText:
        'Une banque ne peut offrir que ses propres produits. Un courtier compare pour vous des dizaines de prêteurs, négocie le taux et les modalités qui comptent (privilèges de remboursement anticipé, transférabilité, pénalités) et il est rémunéré par le prêteur à la conclusion de votre prêt\u00a0: pour la plupart des emprunteurs, ses conseils ne coûtent rien.',
    },
    contact: {
      title: (first) => `Vous souhaitez parler à ${first}?`,
      lead: (first) =>
        `Envoyez un message et ${first} vous répondra en un jour ouvrable, sans aucune obligation.`,
    },
    subtitle: 'Votre courtier hypothécaire de confiance',
    viewRates: 'Voir les taux',
    bookAppointment: 'Prendre rendez-vous',
    notFoundTitle: 'Courtier introuvable',
    notFound: 'Courtier introuvable',
  },

  contact: {
    eyebrow: 'Nous sommes là pour vous aider',
    leadFor: (first) => `Envoyez un message à ${first} et recevez une réponse en un jour ouvrable.`,
    lead: 'Des questions sur les taux, le renouvellement ou votre demande? Envoyez-nous un message et un courtier autorisé vous répondra en un jour ouvrable.',
    formTitle: 'Envoyez-nous un message',
    formNote: 'Tous les champs sont obligatoires, sauf ceux marqués facultatifs.',
    officeName: 'Bureau de Toronto',
    tollFree: 'sans frais',
    hours: ({ from, to, opens, closes }) =>
      `Du ${JOURS[from]} au ${JOURS[to]}, de ${heure(opens)} à ${heure(closes)} (HE)`,
    form: {
      firstName: 'Prénom',
      lastName: 'Nom de famille',
      email: termsFr.email,
      phone: termsFr.phone,
      phoneType: termsFr.phoneType,
      postalCode: termsFr.postalCode,
      comments: 'Commentaires',
      commentsPlaceholder: 'Comment pouvons-nous vous aider? Achat, renouvellement, refinancement…',
      privacy: 'Vos renseignements sont confidentiels et ne sont jamais vendus.',
    },
    title: layoutFr.nav.contactUs,
    titleFor: (brokerName) => `Joindre ${brokerName}`,
    yourBroker: 'Votre courtier',
    ourBrokers: 'Nos courtiers hypothécaires',
    viewProfileArrow: 'Voir le profil →',
    failed: 'Impossible d’envoyer le message. Veuillez réessayer.',
    success: 'Message envoyé! Nous vous répondrons sous peu.',
    corporateOffices: 'Siège social',
  },

  application: {
    eyebrow: 'Demande en ligne',
    lead: 'Parlez-nous de vous et du prêt hypothécaire dont vous avez besoin. Un courtier autorisé examine chaque demande et vous appelle en un jour ouvrable.',
    nextTitle: 'Les prochaines étapes',
    next: [
      'Un courtier vous appelle en un jour ouvrable pour bien comprendre vos objectifs.',
      'Nous comparons les offres de plus de 40 prêteurs et garantissons votre meilleur taux jusqu’à 120 jours.',
      'Vous choisissez. Sans frais pour la plupart des emprunteurs, sans obligation.',
    ],
    encrypted:
      'Votre demande est transmise par une connexion chiffrée et seuls nos courtiers peuvent la consulter.',
    form: {
      aboutYou: termsFr.aboutYou,
      fullName: 'Nom complet',
      email: termsFr.email,
      phone: 'Numéro de téléphone',
      yourMortgage: termsFr.yourMortgage,
      amount: termsFr.mortgageAmount,
      broker: termsFr.preferredBroker,
      noPreference: termsFr.noPreference,
      loadingBrokers: termsFr.loadingBrokers,
      propertyAddress: termsFr.propertyAddress,
      message: termsFr.message,
      messagePlaceholder:
        'Achat, renouvellement ou refinancement? Votre échéancier? Tout ce que nous devrions savoir.',
      note: 'Faire une demande est gratuit et sans effet sur votre dossier de crédit. Un courtier vous appellera en un jour ouvrable.',
      submit: 'Envoyer la demande',
    },
    list: {
      title: 'Demandes récentes',
      allScope: 'Toutes les demandes (vue du super administrateur).',
      ownScope: 'Les demandes qui vous sont assignées.',
      staffOnly: 'Visible seulement par le personnel connecté.',
      empty: 'Aucune demande pour le moment.',
      amount: 'Montant',
      noAmount: 'Montant non indiqué',
      received: 'Reçue le',
      property: 'Propriété',
      broker: 'Courtier',
      unassigned: 'Non assignée',
      statuses: { new: 'nouvelle', contacted: 'contactée', qualified: 'qualifiée', closed: 'fermée' },
    },
    title: 'Demander un prêt hypothécaire',
    failed: 'Impossible d’envoyer la demande. Veuillez réessayer.',
    listFailed: 'Impossible de charger les demandes',
    success: 'Demande envoyée! Nous communiquerons avec vous sous peu.',
  },

  testimonials: {
    rated: (rating) => `Note de ${rating} sur 5`,
    quoted: (text) => `«\u00a0${text}\u00a0»`,
  },

  lenders: {
    aLenders: 'Banques et prêteurs de catégorie A',
    alternative: 'Prêteurs alternatifs',
  },
};
