import type { ContentWords } from '../en/content';
import type { Words } from '../words';
import { commonFr } from './common';
import { layoutFr } from './layout';

export const contentFr: Words<ContentWords> = {
  common: {
    tryAgain: commonFr.tryAgain,
    learnMore: 'En savoir plus',
    talkTitle: 'Parlez-en avec un courtier',
    talkLead:
      'Des conseils gratuits et sans engagement d’un courtier autorisé qui compare plus de 40 prêteurs pour vous.',
  },
  blog: {
    title: layoutFr.links.blog.label,
    heading: 'Le blogue Maplestone',
    lead: 'Des guides pratiques rédigés par nos courtiers\u00a0: achat, renouvellement, refinancement et lecture du marché.',
    readArticle: 'Lire l’article',
    questionTitle: 'Vous avez une question sur votre prêt hypothécaire?',
    questionLead: 'Un courtier autorisé peut vous présenter les options qui s’offrent à vous.',
    englishPosts: 'Articles en anglais',
    loadingPosts: 'Chargement des articles…',
    empty: 'Aucun article de blogue pour l’instant.',
    loadingPost: 'Chargement de l’article…',
    backToBlog: 'Retour au blogue',
    notFound: 'Article introuvable.',
    loadFailed: 'Impossible de charger l’article',
    fetchFailed: 'Impossible de charger les articles',
  },
  news: {
    title: layoutFr.links.news.label,
    lead: 'L’actualité des taux, de l’habitation et des règles hypothécaires au Canada, tirée de sources reconnues du secteur et mise à jour au fil de la journée.',
    loading: 'Chargement des nouvelles',
    empty: 'Aucune nouvelle pour le moment. Veuillez revenir plus tard.',
    byAuthor: (author) => `Par ${author}`,
    opensInNewTab: (title) => `\u00a0: ${title} (s’ouvre dans un nouvel onglet)`,
    readMore: 'Lire la suite',
    loadMore: 'Charger plus de nouvelles',
    fetchFailed: 'Impossible de charger les nouvelles',
    fetchFailedLater: 'Impossible de charger les nouvelles. Veuillez réessayer plus tard.',
    readTime: (minutes) => `${minutes} min de lecture`,
  },
  products: {
    title: layoutFr.links.products.label,
    lead: 'Taux fixe, taux variable, valeur nette de la propriété et protection\u00a0: les produits que nous offrons, expliqués simplement.',
    eyebrow: 'Produit hypothécaire',
    back: 'Retour aux produits',
    price: 'Prix',
    from: 'À partir de',
    empty: 'Aucun produit n’est offert pour le moment.',
    notFound: 'Produit introuvable.',
    fetchFailed: 'Impossible de charger les produits',
  },
  services: {
    title: layoutFr.links.services.label,
    lead: 'Achat, renouvellement ou refinancement\u00a0: un courtier autorisé, plus de 40 prêteurs, et aucuns frais pour la plupart des emprunteurs.',
    eyebrow: 'Nos services',
    back: 'Retour aux services',
    included: 'Ce qui est inclus',
    empty: 'Aucun service n’est offert pour le moment.',
    notFound: 'Service introuvable.',
    fetchFailed: 'Impossible de charger les services',
  },
};
