import type { homeWords } from '../en/home';
import type { Words } from '../words';

export const homeFr: Words<typeof homeWords> = {
  description:
    'Votre compagnon hypothécaire IA\u00a0: comparez les meilleurs taux hypothécaires du jour dans votre province, obtenez une analyse instantanée des taux et un plan personnalisé d’un courtier autorisé.',
  hero: {
    badge: 'Cabinet de courtage hypothécaire canadien autorisé',
    facts: {
      years: 'ans à aider les Canadiens',
      lenders: 'prêteurs comparés',
      fees: 'de frais de courtage pour la plupart des acheteurs',
    },
    pitch:
      'Nos courtiers comparent pour vous les banques, les caisses et les prêteurs spécialisés, et Val, notre IA, vous explique chaque option en termes simples.',
    tagline: 'Des conseils avisés, une hypothèque plus avantageuse',
    bullets: [
      'Analyse instantanée des taux par IA',
      'Des taux expliqués en un coup d’œil',
      'Un plan personnalisé',
    ],
    getStarted: 'Commencer',
    renewalQuote: 'Soumission de renouvellement',
  },
  rates: {
    eyebrow: 'Mis à jour chaque jour',
    lead: 'Les taux réduits de nos prêteurs partenaires, par province. Choisissez un taux pour obtenir une soumission personnalisée.',
  },
  how: {
    eyebrow: 'Comment ça marche',
    title: 'Un meilleur prêt hypothécaire en trois étapes',
    lead: 'Le prêteur rémunère le courtier à la conclusion de votre prêt\u00a0: nos conseils ne coûtent donc rien à la plupart des emprunteurs.',
    steps: [
      {
        title: 'Parlez-nous de vos projets',
        body: 'Achat, renouvellement ou refinancement\u00a0: une soumission de deux minutes nous donne ce qu’il faut. Aucune vérification de crédit pour commencer.',
      },
      {
        title: 'Nous magasinons pour vous',
        body: 'Votre courtier compare les taux, les privilèges de remboursement anticipé et les pénalités de plus de 40 prêteurs, pas seulement le taux annoncé.',
      },
      {
        title: 'Vous choisissez, nous nous occupons du reste',
        body: 'Choisissez le prêt qui vous convient. Nous gérons les documents avec le prêteur et votre notaire ou avocat jusqu’à la clôture.',
      },
    ],
  },
  lenders: {
    eyebrow: 'Nos prêteurs partenaires',
    title: 'La confiance des grands prêteurs canadiens',
    lead: 'Une seule demande, des dizaines de prêteurs\u00a0: les grandes banques, les prêteurs spécialisés, les caisses et les prêteurs alternatifs.',
  },
  testimonials: {
    eyebrow: 'Témoignages',
    title: 'Ce que disent nos clients',
  },
  calculators: {
    title: 'Faites vos calculs avant de parler à qui que ce soit',
    lead: 'Vos versements à chaque fréquence, un tableau d’amortissement complet et ce que vous pouvez emprunter selon la simulation de crise d’aujourd’hui.',
    mortgageCalculator: 'Calculatrice hypothécaire',
  },
};
