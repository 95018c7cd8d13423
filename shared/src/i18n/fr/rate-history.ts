import type { rateHistoryMessages } from '../en/rate-history';
import type { Words } from '../words';
import { commonFr } from './common';

export const rateHistoryFr: Words<typeof rateHistoryMessages> = {
  title: 'Les taux au fil du temps',
  lead: 'Nos meilleurs taux fixe et variable de 5 ans, à côté du taux affiché de 5 ans publié par la Banque du Canada.',
  rangeLabel: 'Période',
  region: (province) => `Province choisie ci-dessus\u00a0: ${province}`,
  ranges: { '1y': '1 an', '5y': '5 ans', all: 'Tout' },
  series: {
    fixed: 'Notre meilleur taux fixe de 5 ans',
    variable: 'Notre meilleur taux variable de 5 ans',
    posted: 'Taux affiché des banques, 5 ans',
  },
  axisRate: 'Taux (%)',
  axisDate: 'Date',
  chartLabel: (range) =>
    `Graphique de nos meilleurs taux fixe et variable de 5 ans et du taux affiché des banques de 5 ans, ${range}. Le tableau ci-dessous présente les mêmes données.`,
  tableSummary: 'Afficher les données sous forme de tableau',
  tableCaption: (range) => `Historique des taux, ${range}\u00a0: une ligne par date`,
  columns: {
    date: 'Date',
    fixed: 'Notre fixe 5 ans',
    variable: 'Notre variable 5 ans',
    posted: 'Affiché des banques 5 ans',
  },
  noValue: '—',
  empty:
    'Aucun historique des taux n’est encore enregistré. Il se remplit jour après jour, au fil des mises à jour des taux.',
  shortHistory: (since) =>
    `Nous enregistrons nos propres taux depuis le ${since}; leurs courbes s’allongent de jour en jour.`,
  nationalFallback: (province) =>
    `Taux nationaux affichés là où aucun taux n’est publié pour la province choisie (${province}).`,
  loadFailed: 'Impossible de charger l’historique des taux.',
  retry: commonFr.tryAgain,
  source:
    'Taux affiché\u00a0: Banque du Canada, taux hypothécaire ordinaire de 5 ans des banques à charte (hebdomadaire).',
  badRange: 'Veuillez choisir une période parmi 1y, 5y ou all',
};
