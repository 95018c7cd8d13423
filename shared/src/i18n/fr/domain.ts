import type { domainWords } from '../en/domain';
import type { Words } from '../words';

export const domainFr: Words<typeof domainWords> = {
  provinces: {
    AB: 'Alberta',
    BC: 'Colombie-Britannique',
    MB: 'Manitoba',
    NB: 'Nouveau-Brunswick',
    NL: 'Terre-Neuve-et-Labrador',
    NT: 'Territoires du Nord-Ouest',
    NS: 'Nouvelle-Écosse',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Île-du-Prince-Édouard',
    QC: 'Québec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
  national: 'National',
  rateTypes: { fixed: 'Fixe', variable: 'Variable' },
  term: (years) => `${years} ${years === 1 ? 'an' : 'ans'}`,
  termWithType: (years, type) => `${years} ${years === 1 ? 'an' : 'ans'}, ${type.toLowerCase()}`,
  years: (count) => `${count} ${count === 1 ? 'an' : 'ans'}`,
  frequencies: {
    monthly: 'Mensuel',
    'semi-monthly': 'Deux fois par mois',
    'bi-weekly': 'Aux deux semaines',
    'accelerated-bi-weekly': 'Aux deux semaines accéléré',
    weekly: 'Hebdomadaire',
    'accelerated-weekly': 'Hebdomadaire accéléré',
  },
  phoneTypes: { Mobile: 'Cellulaire', Work: 'Travail', Residential: 'Résidence' },
};
