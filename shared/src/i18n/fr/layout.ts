import type { layoutWords } from '../en/layout';
import type { Words } from '../words';
import { licenceFr } from './licence';

export const layoutFr: Words<typeof layoutWords> = {
  skipToContent: 'Passer au contenu',
  topBar: (licence) =>
    `Cabinet de courtage hypothécaire autorisé · ${licence} · Au service des 13 provinces et territoires`,
  licence: licenceFr,
  logoHome: 'accueil',
  mainNav: 'Principale',
  mobileNav: 'Mobile',
  menu: 'Menu',
  siteNavigation: 'Navigation du site',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  links: {
    applications: { label: 'Demande en ligne', description: 'Commencez votre demande de prêt hypothécaire' },
    products: {
      label: 'Produits hypothécaires',
      description: 'Taux fixe, variable, marge de crédit et plus',
    },
    calculators: { label: 'Calculatrices', description: 'Versements, capacité d’emprunt, tableaux' },
    mortgageOptions: {
      label: 'Choisissez votre prêt hypothécaire',
      description: 'Fixe, variable, ouvert ou fermé',
    },
    services: { label: 'Nos services', description: 'Achat, renouvellement, refinancement' },
    findBroker: { label: 'Trouver un courtier', description: 'Rencontrez nos courtiers autorisés' },
    whyBroker: {
      label: 'Pourquoi un courtier',
      description: 'Comment un courtier vous fait économiser',
    },
    app: { label: 'Application mobile', description: 'Votre prêt hypothécaire dans votre poche' },
    blog: { label: 'Blogue', description: 'Des guides rédigés par nos courtiers' },
    news: { label: 'Nouvelles hypothécaires', description: 'Taux et actualité du marché' },
    contact: { label: 'Nous joindre', description: 'Parlez à un courtier dès aujourd’hui' },
    becomeBroker: { label: 'Devenir courtier', description: 'Joignez-vous à l’équipe Maplestone' },
    newsletter: { label: 'Infolettre', description: 'Les taux chaque semaine' },
    landTransfer: {
      label: 'Droits de mutation',
      description: 'Taxe provinciale et de Toronto, remboursements',
    },
    closingCosts: {
      label: 'Frais de clôture',
      description: 'Liquidités nécessaires le jour de la clôture',
    },
  },
  footer: {
    columns: { mortgages: 'Prêts hypothécaires', learn: 'S’informer', company: 'Entreprise' },
    todaysRates: 'Taux du jour',
    contactUs: 'Nous joindre',
    navLabel: (column) => `Pied de page\u00a0: ${column}`,
    officeTitle: 'Siège social',
    tollFree: '(sans frais)',
    legal: 'Les taux peuvent changer sans préavis, sous réserve de l’approbation du crédit.',
    tagline:
      'Nous mettons les Canadiens en relation avec les meilleurs prêts hypothécaires et les bons courtiers depuis plus de 20 ans',
    copyright: (year, holder) => `© ${year} ${holder}. Tous droits réservés.`,
  },
  language: {
    label: 'Langue',
    switchTo: 'English',
    switchToLabel: 'See this page in English',
    suggestion: 'This site is also available in English.',
    suggestionLink: 'See this page in English',
    dismiss: 'Close',
  },
  routeError: {
    title: 'Une erreur est survenue',
    reload: 'Recharger la page',
  },
  notFoundLead: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  nav: {
    mortgages: 'Prêts hypothécaires',
    ourRates: 'Nos taux',
    resources: 'Ressources',
    contactUs: 'Nous joindre',
    applyNow: 'Faire une demande',
  },
  notFound: {
    code: '404',
    title: 'Oups! Page introuvable',
    link: 'Retour à l’accueil',
  },
  agentLogin: 'Connexion des courtiers',
  headline: 'Votre compagnon hypothécaire IA',
  tryAi: 'Essayer l’IA',
};
