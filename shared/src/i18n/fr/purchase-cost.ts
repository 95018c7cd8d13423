import type { purchaseCostMessages } from '../en/purchase-cost';
import type { Words } from '../words';
import { termsFr } from './terms';

/**
 * A province or territory with its article and its preposition, by its French name (domain's words): « le
 * Manitoba », « au Manitoba ». A name not listed (never, in practice) goes without an article.
 */
const PLACES: Record<string, { the: string; in: string }> = {
  Alberta: { the: 'l’Alberta', in: 'en Alberta' },
  'Colombie-Britannique': { the: 'la Colombie-Britannique', in: 'en Colombie-Britannique' },
  Manitoba: { the: 'le Manitoba', in: 'au Manitoba' },
  'Nouveau-Brunswick': { the: 'le Nouveau-Brunswick', in: 'au Nouveau-Brunswick' },
  'Terre-Neuve-et-Labrador': { the: 'Terre-Neuve-et-Labrador', in: 'à Terre-Neuve-et-Labrador' },
  'Territoires du Nord-Ouest': {
    the: 'les Territoires du Nord-Ouest',
    in: 'dans les Territoires du Nord-Ouest',
  },
  'Nouvelle-Écosse': { the: 'la Nouvelle-Écosse', in: 'en Nouvelle-Écosse' },
  Nunavut: { the: 'le Nunavut', in: 'au Nunavut' },
  Ontario: { the: 'l’Ontario', in: 'en Ontario' },
  'Île-du-Prince-Édouard': { the: 'l’Île-du-Prince-Édouard', in: 'à l’Île-du-Prince-Édouard' },
  Québec: { the: 'le Québec', in: 'au Québec' },
  Saskatchewan: { the: 'la Saskatchewan', in: 'en Saskatchewan' },
  Yukon: { the: 'le Yukon', in: 'au Yukon' },
};

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** 'Le Manitoba', at the start of a sentence. */
const theProvince = (name: string) => upperFirst(PLACES[name]?.the ?? name);
/** 'au Manitoba'. */
const inProvince = (name: string) => PLACES[name]?.in ?? `en ${name}`;
/** A verb agrees with a plural territory name. */
const plural = (name: string) => name.startsWith('Territoires');

export const purchaseCostFr: Words<typeof purchaseCostMessages> = {
  purchase: {
    formTitle: 'Votre achat',
    province: 'Province ou territoire',
    city: 'Ville',
    elsewhereIn: (province) => `Ailleurs ${inProvince(province)}`,
    price: termsFr.purchasePrice,
    firstTimeBuyer: termsFr.firstTimeBuyer,
    firstTimeBuyerHint: 'Vous achetez votre première propriété (chaque province a ses propres critères)',
    priceRequired: 'Veuillez entrer le prix d’achat',
    priceAboveZero: 'Veuillez entrer un prix supérieur à 0\u00a0$',
  },
  landTransfer: {
    lead: 'Les droits de mutation immobilière sur une propriété dans toutes les provinces, avec la taxe municipale de Toronto, les remboursements pour premiers acheteurs et chacune des tranches derrière le montant.',
    empty: 'Entrez un prix d’achat pour voir les droits de mutation immobilière.',
    total: termsFr.landTransferTaxDue,
    totalFee: 'Frais d’enregistrement à payer',
    provincial: termsFr.provincialTax,
    registrationFee: 'Frais d’enregistrement des titres fonciers',
    municipal: termsFr.municipalTax,
    rebate: termsFr.firstTimeBuyerRebate,
    feeNote: (province) =>
      `${theProvince(province)} n’impose${plural(province) ? 'nt' : ''} pas de droits de mutation immobilière\u00a0: les acheteurs paient plutôt des frais d’enregistrement des titres fonciers.`,
    noFirstTimeRelief: (province) =>
      `${theProvince(province)} n’offre${plural(province) ? 'nt' : ''} aucun remboursement aux premiers acheteurs.`,
    noReliefAtThisPrice: 'Aucun allègement pour premier acheteur ne s’applique à ce prix.',
    notAvailableTitle: 'Pas encore disponible',
    breakdownTitle: 'Le calcul des droits',
    breakdownCaption:
      'Chaque tranche, son taux et la partie du prix visée, puis tout remboursement et le total à payer',
    breakdownRegion: 'Tranches des droits de mutation immobilière',
    columns: { range: 'Tranche', rate: 'Taux', taxed: 'Partie taxée', tax: 'Droits' },
    taxedPart: (amount) => `sur ${amount}`,
    rangeTo: (from, to) => `${from} à ${to}`,
    rangeOver: (from) => `Au-delà de ${from}`,
    wholePrice: 'Prix entier',
    surtax: (from) => `Taxe additionnelle au-delà de ${from}`,
    baseFee: 'Frais de base',
    subtotal: (name) => `Total\u00a0: ${lowerFirst(name)}`,
    rebateOf: (name) => `Remboursement pour premier acheteur\u00a0: ${lowerFirst(name)}`,
    sourcesTitle: 'Sources',
    asOf: (date) => `Règles en date du ${date}`,
    chargeOf: {
      AB: 'les frais d’enregistrement des titres fonciers de l’Alberta',
      BC: 'la taxe sur le transfert de propriété de la Colombie-Britannique',
      MB: 'les droits de mutation immobilière du Manitoba',
      NB: 'la taxe sur le transfert de biens réels du Nouveau-Brunswick',
      NL: 'les droits d’enregistrement de Terre-Neuve-et-Labrador',
      NT: 'les droits d’enregistrement des titres fonciers des Territoires du Nord-Ouest',
      NS: 'la taxe sur les transferts de propriété de la Nouvelle-Écosse',
      NU: 'les droits d’enregistrement des titres fonciers du Nunavut',
      ON: 'les droits de mutation immobilière de l’Ontario',
      PE: 'la taxe sur le transfert de biens réels de l’Île-du-Prince-Édouard',
      QC: 'la taxe de bienvenue du Québec',
      SK: 'les frais de transfert des titres fonciers de la Saskatchewan',
      YT: 'les droits d’enregistrement des titres fonciers du Yukon',
    },
    montrealCharge: 'la taxe de bienvenue de Montréal',
    unavailable: {
      'no-rule-yet': (charge) =>
        `Nous ne pouvons pas encore calculer ${charge}\u00a0: nous n’avons pas confirmé le barème en vigueur.`,
      'municipal-rate-varies': (charge, above) =>
        above
          ? `Nous ne pouvons pas encore calculer ${charge} au-delà de ${above}\u00a0: au-delà de ce prix, chaque municipalité fixe son propre taux.`
          : `Nous ne pouvons pas encore calculer ${charge}\u00a0: chaque municipalité fixe son propre taux.`,
      'rates-unconfirmed': (charge) =>
        `Nous ne pouvons pas encore calculer ${charge}\u00a0: les taux publiés ne concordent pas, et nous n’affichons que des montants que nous avons confirmés.`,
      'first-time-buyer-relief-unconfirmed': (charge) =>
        `Nous ne pouvons pas encore calculer ${charge} pour les premiers acheteurs\u00a0: les modalités du crédit pour premier acheteur ne sont pas confirmées. Décochez «\u00a0Premier acheteur\u00a0» pour voir les droits avant tout crédit.`,
      'unknown-province': () =>
        'Choisissez une province ou un territoire pour voir ses droits de mutation immobilière.',
      'price-out-of-range': (_charge, above) =>
        `Nous ne pouvons pas calculer les droits sur un prix supérieur à ${above ?? 'notre limite'}.`,
    },
  },
  closingCosts: {
    lead: 'Les liquidités nécessaires le jour de la clôture\u00a0: votre mise de fonds, les droits de mutation immobilière, la taxe de vente sur l’assurance prêt hypothécaire et les frais habituels de notaire ou d’avocat, d’assurance titres, d’inspection préachat et d’évaluation.',
    downPayment: termsFr.downPayment,
    downPaymentRequired: 'Veuillez entrer votre mise de fonds',
    downPaymentAbovePrice: 'La mise de fonds ne peut pas dépasser le prix d’achat',
    amortization: termsFr.amortization,
    amortizationHint: 'Au-delà de 25 ans, la prime d’assurance prêt hypothécaire augmente de 0,20 point',
    empty: 'Entrez un prix d’achat et une mise de fonds pour voir les liquidités nécessaires à la clôture.',
    cashToClose: 'Liquidités nécessaires à la clôture',
    cashToCloseNote: 'Mise de fonds et frais de clôture; la fourchette vient des estimations',
    closingCosts: termsFr.closingCosts,
    breakdownTitle: 'Frais de clôture, poste par poste',
    landTransferTax: termsFr.landTransferTax,
    landTransferTaxNote: 'Après tout remboursement pour premier acheteur',
    seeBrackets: 'Voir les tranches dans la calculatrice des droits de mutation',
    notAvailable: 'Non disponible',
    notInTotal: 'Non compris dans les totaux.',
    premiumSalesTax: 'Taxe de vente sur l’assurance prêt hypothécaire',
    premiumTax: {
      insured: (rate, premium) =>
        `${rate} de la prime de ${premium}, payable comptant à la clôture (la prime elle-même s’ajoute au prêt hypothécaire)`,
      noTaxInProvince: (premium, province) =>
        `Aucune taxe de vente ${inProvince(province)} sur la prime de ${premium} (ajoutée au prêt hypothécaire)`,
      notRequired:
        'Aucune\u00a0: avec une mise de fonds de 20\u00a0% ou plus, l’assurance prêt hypothécaire n’est pas requise',
      notInsurable:
        'Aucune\u00a0: cet achat ne peut pas être assuré (avec moins de 20\u00a0% de mise de fonds, un prêt assuré exige une mise de fonds d’au moins 5\u00a0% et un prix inférieur à 1\u00a0500\u00a0000\u00a0$)',
    },
    legalFees: 'Frais juridiques et débours (notaire ou avocat)',
    titleInsurance: 'Assurance titres',
    homeInspection: 'Inspection préachat',
    appraisal: 'Évaluation',
    estimate: termsFr.estimate,
    totalClosingCosts: 'Total des frais de clôture',
    estimatesNote:
      'Les estimations sont des fourchettes habituelles pour l’achat d’une propriété existante avec un prêt hypothécaire, tirées des guides de prix publiés par des courtiers, des avocats et des inspecteurs; ce ne sont pas des soumissions. Votre notaire ou votre avocat vous donnera les montants exacts avant la clôture.',
    notIncluded:
      'Non compris\u00a0: les frais d’enregistrement de l’hypothèque, les rajustements de taxes foncières et de services publics, les frais de déménagement et la TPS/TVH sur une construction neuve.',
  },
  estimateLead: {
    title: 'Envoyez-moi cette estimation',
    lead: 'Un courtier autorisé vous envoie ces montants par courriel et répond à vos questions. Aucune vérification de crédit, aucune obligation.',
    name: termsFr.fullName,
    email: termsFr.email,
    phone: termsFr.phone,
    submit: 'Recevoir l’estimation',
    success: 'Votre demande d’estimation a été envoyée!',
    failed: 'Impossible d’envoyer votre estimation. Veuillez réessayer.',
    notice:
      'En envoyant ce formulaire, vous demandez à un courtier de Maplestone de communiquer avec vous au sujet de cette estimation. Vos renseignements restent confidentiels et ne sont jamais vendus.',
    sentTitle: 'Estimation envoyée',
    sent: (email) =>
      `Merci. Un courtier autorisé enverra cette estimation à ${email}, habituellement d’ici un jour ouvrable.`,
    sendAnother: 'Envoyer une autre estimation',
  },
};
