import type { RatesWords } from '../en/rates';
import type { Words } from '../words';
import { commonFr } from './common';
import { termsFr } from './terms';

const years = (count: number) => `${count} ${count === 1 ? 'an' : 'ans'}`;

export const ratesFr: Words<RatesWords> = {
  common: {
    alertTerm: years,
    bestRateToday: 'Meilleur taux du jour',
    title: 'Les meilleurs taux hypothécaires du jour',
    note: 'Les taux peuvent varier selon la province et changer sans préavis, sous réserve de l’approbation du crédit.',
    noFixedRates: 'Aucun taux fixe offert',
    noVariableRates: 'Aucun taux variable offert',
    noRates: (type) => (type === 'fixed' ? 'Aucun taux fixe offert' : 'Aucun taux variable offert'),
    fetchFailed: 'Impossible de charger les taux',
  },
  page: {
    lead: 'Nos taux de courtier réduits à côté des taux affichés des grandes banques, pour chaque province et territoire.',
    fixedTitle: 'Taux fixes',
    fixedBody:
      'Votre taux et votre versement restent les mêmes pendant tout le terme. Les taux fixes suivent le rendement des obligations du gouvernement du Canada et conviennent aux emprunteurs qui recherchent la stabilité.',
    variableTitle: 'Taux variables',
    variableBody:
      'Votre taux varie selon le taux préférentiel des prêteurs, qui suit la Banque du Canada. Un prêt hypothécaire à taux variable comporte habituellement une pénalité moins élevée si vous devez le rompre avant la fin du terme.',
    title: 'Les taux hypothécaires du jour',
  },
  board: {
    rateType: termsFr.rateType,
    province: termsFr.province,
    tryAgain: commonFr.tryAgain,
    nationalFallback: (type, province) =>
      `Aucun taux ${type === 'fixed' ? 'fixe' : 'variable'} n’est publié aujourd’hui pour la province choisie (${province})\u00a0: voici les taux nationaux.`,
    lastUpdated: 'Dernière mise à jour\u00a0:',
    lowestRate: 'Taux le plus bas',
    bankPosted: 'Taux affiché des banques',
    save: (amount) => `Économisez ${amount}`,
    nationalRate: 'Taux national',
    getThisRate: 'Obtenir ce taux',
    getThisRateLabel: (term, rate) => `Obtenir ce taux\u00a0: ${term} à ${rate}`,
  },
};
