import { numberFormat } from '../../text/intl';
import type { CalculatorsWords } from '../en/calculators';
import type { Words } from '../words';
import { layoutFr } from './layout';
import { termsFr } from './terms';

const decimal = (value: number) => numberFormat({ maximumFractionDigits: 1 }, 'fr-CA').format(value);
/** French counts a singular under 2: '1,5 an', '2 ans'. */
const ans = (count: number) => `${decimal(count)} ${Math.abs(count) < 2 ? 'an' : 'ans'}`;
const RATE_TYPES: Record<string, string> = { fixed: 'fixe', variable: 'variable' };

export const calculatorsFr: Words<CalculatorsWords> = {
  common: {
    eyebrow: layoutFr.links.calculators.label,
    paymentAt: (frequency) => `Versement ${frequency.toLowerCase()}`,
    years: (count) => ans(count),
    affordabilityTitle: 'Combien puis-je emprunter?',
    landTransferTitle: 'Calculatrice des droits de mutation immobilière',
    closingCostsTitle: 'Calculatrice des frais de clôture',
  },
  hub: {
    title: 'Calculatrices hypothécaires',
    lead: 'Des calculs canadiens faits correctement\u00a0: capitalisation semestrielle, assurance prêt hypothécaire (SCHL) et simulation de crise en vigueur.',
    payment: {
      title: 'Calculatrice de versements hypothécaires',
      body: 'Vos versements selon les six fréquences, un tableau d’amortissement annuel avec graphique et l’économie que procurent les versements accélérés.',
    },
    affordability:
      'Le prix maximal de votre propriété selon vos revenus, vos dettes et votre mise de fonds, au taux de la simulation de crise qu’utilisent les prêteurs.',
    landTransfer:
      'Droits de mutation immobilière provinciaux et de Toronto, avec les remboursements pour premiers acheteurs, tranche par tranche, sources à l’appui.',
    closingCosts:
      'Les liquidités nécessaires le jour de la clôture\u00a0: mise de fonds, droits de mutation immobilière, taxe de vente sur l’assurance prêt hypothécaire et frais habituels.',
    quickTitle: 'Estimation rapide du versement',
    homePrice: 'Prix de la propriété',
    downPayment: termsFr.downPayment,
    interestRate: termsFr.interestRate,
    amortization: termsFr.amortization,
    monthlyPayment: termsFr.monthlyPayment,
    fullSchedule: 'Voir le tableau complet',
  },
  mortgage: {
    title: 'Calculatrice de versements hypothécaires',
    lead: 'Voyez votre versement selon la fréquence choisie, la part du capital et des intérêts chaque année, et ce que des versements plus rapides vous font économiser.',
    formTitle: termsFr.yourMortgage,
    amount: termsFr.mortgageAmount,
    amortization: termsFr.amortization,
    frequency: termsFr.paymentFrequency,
    province: termsFr.province,
    interestRate: termsFr.interestRate,
    todaysRate: 'Le taux du jour pour la province',
    loadingRates: 'Chargement des taux…',
    customRate: 'Autre taux',
    rateChoice: (years, type, rate) =>
      `${years} ${years === 1 ? 'an' : 'ans'}, ${RATE_TYPES[type] ?? type} · ${rate}`,
    paymentNote: (rate, years) => `à ${rate} sur ${years}`,
    totalInterest: 'Intérêts totaux',
    totalPaid: 'Total versé',
    paidOffIn: 'Remboursé en',
    payments: 'Versements',
    saving: {
      accelerated: {
        title: 'Votre économie en versements accélérés',
        before: 'Par rapport à des versements mensuels, vous économisez',
        middle: 'd’intérêts et aurez remboursé votre hypothèque',
        after: 'plus tôt.',
      },
      faster: {
        title: 'Payez plus vite, économisez plus',
        before: 'Avec des versements aux deux semaines accélérés, vous économiseriez',
        middle: 'd’intérêts et auriez remboursé votre hypothèque',
        after: 'plus tôt.',
      },
    },
    empty:
      'Entrez un montant de prêt, un taux, une période d’amortissement et une fréquence de versement pour voir votre versement.',
    chartTitle: 'Solde et versements par année',
    scheduleTitle: 'Tableau d’amortissement',
    scheduleRegion: 'Tableau d’amortissement par année',
    scheduleCaption: 'Capital, intérêts et solde de fin d’année, année par année',
    columns: {
      year: 'Année',
      payments: 'Versements',
      principal: 'Capital',
      interest: 'Intérêts',
      endingBalance: 'Solde de fin',
    },
    total: 'Total',
    chart: {
      year: (year) => `Année ${year}`,
      principal: 'Capital',
      interest: 'Intérêts',
      balance: 'Solde',
      caption:
        'Graphique du capital et des intérêts payés chaque année et du solde restant; le tableau ci-dessous présente les mêmes montants.',
    },
  },
  affordability: {
    lead: 'La fourchette de prix que les prêteurs approuveront, selon vos revenus, vos dettes et votre mise de fonds, au taux de la simulation de crise fédérale.',
    incomeTitle: 'Revenus et mise de fonds',
    income: 'Revenu annuel du ménage',
    incomeHint: 'Avant impôt, tous les emprunteurs',
    downPayment: termsFr.downPayment,
    rate: termsFr.mortgageRate,
    amortization: termsFr.amortization,
    costsTitle: 'Frais de logement et dettes mensuels',
    propertyTax: 'Impôt foncier (par mois)',
    heat: 'Chauffage (par mois)',
    heatHint: (assumed) => `Sans facture, les prêteurs comptent ${assumed} par mois`,
    condo: 'Frais de copropriété (par mois)',
    condoHint: 'La moitié est comptée, comme le font les prêteurs',
    debts: 'Autres paiements de dettes (par mois)',
    debtsHint: 'Prêts auto, cartes de crédit, marges de crédit',
    maxPrice: 'Vous pourriez acheter une propriété jusqu’à',
    maxMortgage: 'Prêt hypothécaire maximal',
    monthlyPayment: 'Versement mensuel au taux de la simulation de crise',
    paymentAtRate: (rate) => `Versement mensuel à ${rate}`,
    stressTestRate: 'Taux de la simulation de crise',
    limitedBy: 'Limité par',
    ratios: { gds: 'ABD', tds: 'ATD' },
    limitedByDown: termsFr.downPayment,
    insurance: (premium) => `Comprend une prime d’assurance prêt hypothécaire de ${premium}.`,
    empty: 'Entrez vos revenus et un taux hypothécaire pour voir ce que vous pouvez vous permettre.',
    howTitle: 'Notre méthode de calcul',
    how: {
      ratios: (gds, tds) =>
        `Frais de logement (versement, impôt foncier, chauffage, moitié des frais de copropriété) jusqu’à ${gds} du revenu brut (ABD); avec les autres dettes, jusqu’à ${tds} (ATD).`,
      stressTest: (buffer, floor) =>
        `Votre admissibilité est vérifiée au plus élevé de votre taux + ${buffer} ou de ${floor}.`,
      minimumDown: 'La mise de fonds doit atteindre le minimum légal pour ce prix.',
    },
  },
  quote: {
    purchase: {
      description:
        'Parlez-nous de la propriété. Un courtier autorisé vous enverra une soumission personnalisée.',
      price: termsFr.purchasePrice,
      down: termsFr.downPayment,
    },
    renewal: {
      description:
        'Votre renouvellement approche? Nous comparons les offres de nos prêteurs pour vous, sans frais.',
      price: 'Valeur de la propriété',
      down: 'Valeur nette (mise de fonds)',
    },
    loadingBrokers: termsFr.loadingBrokers,
    noPreference: termsFr.noPreference,
    aboutYou: termsFr.aboutYou,
    fullName: termsFr.fullName,
    email: termsFr.email,
    phone: termsFr.phone,
    preferredBroker: termsFr.preferredBroker,
    yourMortgage: termsFr.yourMortgage,
    location: 'Province',
    amortization: termsFr.amortization,
    mortgageRate: termsFr.mortgageRate,
    paymentFrequency: termsFr.paymentFrequency,
    yourEstimate: 'Votre estimation',
    footnote:
      'Les estimations utilisent la capitalisation semestrielle, comme les prêteurs canadiens. Aucune vérification de crédit, aucune obligation.',
    submit: 'Obtenir ma soumission',
    purchaseTitle: 'Obtenez votre soumission hypothécaire',
    renewalTitle: 'Obtenez votre soumission de renouvellement',
    submitFailed: 'Impossible d’envoyer le formulaire',
    success: 'Votre demande de soumission hypothécaire a été envoyée!',
    downPaymentHint:
      'Minimum de 5\u00a0% pour une propriété de moins de 500\u00a0000\u00a0$, de 5 à 10\u00a0% de 500\u00a0000\u00a0$ à 1\u00a0M$, 20\u00a0% à partir de 1\u00a0M$',
    noAgent: 'aucun',
    belowMinimumDownPayment: (minimum) => `La mise de fonds minimale pour ce prix est de ${minimum}`,
    labels: {
      insurance: 'Assurance prêt hypothécaire (SCHL)',
      totalMortgage: 'Prêt hypothécaire total',
      payment: 'Versement',
    },
  },
  landTransferRules: {
    separator: '\u00a0: ',
    rules: {
      AB: {
        name: 'Frais d’enregistrement des transferts aux titres fonciers de l’Alberta',
        source:
          'Land Titles Act (RSA 2000, chap. L-4), art. 64.1, en vigueur depuis le 2024-10-20\u00a0: 50\u00a0$ plus 5\u00a0$ par tranche de 5\u00a0000\u00a0$ de valeur ou fraction de tranche; l’Alberta n’impose pas de droits de mutation immobilière',
      },
      BC: {
        name: 'Taxe sur le transfert de propriété de la Colombie-Britannique',
        source:
          'Property Transfer Tax Act (R.S.B.C. 1996, chap. 378); gouvernement de la Colombie-Britannique, pages «\u00a0Property transfer tax\u00a0» et «\u00a0First time home buyers’ program\u00a0» (gov.bc.ca), seuils en vigueur depuis le 2024-04-01',
      },
      MB: {
        name: 'Droits de mutation immobilière du Manitoba',
        source:
          'Loi sur l’administration des impôts et des taxes et divers impôts et taxes (C.P.L.M. c. T2), partie I; Finances Manitoba, «\u00a0Taxe sur les transferts fonciers\u00a0» (gov.mb.ca); aucun remboursement pour les premiers acheteurs',
      },
      NB: {
        name: 'Taxe sur le transfert de biens réels du Nouveau-Brunswick',
        source:
          'Loi sur la taxe sur le transfert de biens réels (L.N.-B. 1983, ch. R-2.1), art. 2\u00a0: 1\u00a0% du plus élevé de la contrepartie et de la valeur évaluée, depuis le 2016-04-01; aucun remboursement pour les premiers acheteurs',
      },
      ON: {
        name: 'Droits de mutation immobilière de l’Ontario',
        source:
          'Loi sur les droits de cession immobilière (L.R.O. 1990, chap. L.6), art. 2; ministère des Finances de l’Ontario, «\u00a0Droits de cession immobilière\u00a0» et «\u00a0Remboursement des droits de cession immobilière pour les acheteurs d’une première habitation\u00a0» (ontario.ca)',
      },
      PE: {
        name: 'Taxe sur le transfert de biens réels de l’Île-du-Prince-Édouard',
        source:
          'Real Property Transfer Tax Act (R.S.P.E.I. 1988, chap. R-3.1), art. 3(1) et 4; gouvernement de l’Île-du-Prince-Édouard, pages sur l’exemption pour les biens à faible coût et l’exemption pour les premiers acheteurs (princeedwardisland.ca)',
      },
      QC: {
        name: 'Droits sur les mutations immobilières du Québec (taxe de bienvenue)',
        source:
          'Loi concernant les droits sur les mutations immobilières (RLRQ, chapitre D-15.1), art. 2; seuils de 2026 indexés selon l’avis publié dans la Gazette officielle du Québec, Partie 1, le 2025-06-07',
      },
      SK: {
        name: 'Frais de transfert des titres fonciers de la Saskatchewan',
        source:
          'Barème des droits du registre foncier de l’Information Services Corporation (ISC), en vigueur depuis le 2023-07-29\u00a0: aucuns frais jusqu’à 500\u00a0$, 25\u00a0$ jusqu’à 6\u00a0300\u00a0$, puis 0,4\u00a0% de la valeur au-delà; la Saskatchewan n’impose pas de droits de mutation immobilière',
      },
      toronto: {
        name: 'Droits de mutation immobilière municipaux de Toronto',
        source:
          'Code municipal de la Ville de Toronto, chapitre 760; Ville de Toronto, «\u00a0Municipal Land Transfer Tax (MLTT) rates and fees\u00a0», taux progressifs au-delà de 3\u00a0000\u00a0000\u00a0$ en vigueur depuis le 2026-04-01',
      },
    },
    details: {
      NL: 'Terre-Neuve-et-Labrador perçoit des droits d’enregistrement sur l’acte de vente et sur l’hypothèque; nous n’avons pas vérifié le barème en vigueur auprès du registre des actes (Registry of Deeds).',
      NS: 'En Nouvelle-Écosse, la taxe sur les transferts de propriété est fixée par chaque municipalité (jusqu’à 1,5\u00a0%). Le taux unique de 1,5\u00a0% d’Halifax est à l’étude depuis 2025 en vue d’un taux progressif, et nous n’avons pas confirmé le taux en vigueur\u00a0: aucune municipalité n’est donc encore calculée.',
      NT: 'Les Territoires du Nord-Ouest perçoivent des droits d’enregistrement des titres fonciers; nous n’avons pas vérifié le barème en vigueur.',
      NU: 'Le Nunavut perçoit des droits d’enregistrement des titres fonciers; nous n’avons pas vérifié le barème en vigueur.',
      YT: 'Le Yukon perçoit des droits d’enregistrement des titres fonciers; nous n’avons pas vérifié le barème en vigueur.',
      quebecAbove:
        'Au-delà de 500\u00a0000\u00a0$, chaque municipalité du Québec peut fixer son propre taux par règlement (jusqu’à 3\u00a0%; sans plafond à Montréal), et beaucoup le font.',
      quebecFirstTimeBuyer:
        'Un crédit remboursant aux premiers acheteurs une partie des droits à compter de 2026 a été annoncé, mais nous n’en avons pas confirmé les modalités auprès d’une source officielle.',
      montreal:
        'Montréal applique ses propres tranches, plus élevées que le barème du Québec; les seuils de 2026 publiés diffèrent d’une source à l’autre et nous n’avons pas pu consulter la page de la Ville\u00a0: Montréal n’est donc pas encore calculée.',
    },
  },
};
