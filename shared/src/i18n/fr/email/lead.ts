import type { leadEmailWords } from '../../en/email/lead';
import type { Words } from '../../words';
import { termsFr } from '../terms';

/** What a stored source reads as in a French lead's e-mail; an unknown one shows as stored. */
const SOURCES: Record<string, string> = {
  website: 'Site Web',
  'AI Chatbot': 'Agent conversationnel IA',
  mortgage_calculator: 'Calculatrice hypothécaire',
  land_transfer_tax_calculator: 'Calculatrice des droits de mutation immobilière',
  closing_costs_calculator: 'Calculatrice des frais de clôture',
  contact_form: 'Formulaire Nous joindre',
};

const STATUSES: Record<string, string> = {
  new: 'Nouvelle',
  contacted: 'Contactée',
  qualified: 'Qualifiée',
  closed: 'Fermée',
};

/**
 * The CRM e-mail of a French lead (issue 20, ADR 085), for the broker who answers it in French. Imported by
 * the functions by module: not part of the public site's French chunk (fr/index.ts).
 */
export const leadEmailFr: Words<typeof leadEmailWords> = {
  subject: (type, client) => `Nouvelle piste\u00a0: ${type} de ${client}`,
  subjectViaChatbot: (type, client) =>
    `Nouvelle piste\u00a0: ${type} de ${client} (agent conversationnel IA)`,
  heading: (brandName) => `${brandName}\u00a0: nouvelle piste`,
  line: (label, value) => `${label}\u00a0: ${value}`,
  sectionLine: (title) => `${title}\u00a0:`,
  rows: {
    clientName: 'Nom du client',
    email: 'Courriel',
    phone: termsFr.phone,
    type: 'Type',
    source: 'Source',
    status: 'Statut',
    agent: 'Courtier',
    received: 'Reçue',
    leadId: 'Identifiant de la piste',
  },
  unknownAgent: 'Courtier inconnu',
  unassigned: 'Non assignée',
  torontoTime: (when) => `${when} (heure de Toronto)`,
  source: (source) => SOURCES[source] ?? source,
  status: (status) => STATUSES[status] ?? status,
  figures: {
    price: 'Prix d’achat',
    downPayment: 'Mise de fonds',
    location: 'Province',
    amortization: 'Période d’amortissement',
    mortgageRate: 'Taux hypothécaire',
    paymentFrequency: 'Fréquence des versements',
    monthlyPayment: termsFr.monthlyPayment,
    totalMortgage: 'Prêt hypothécaire total',
    cmhcInsurance: 'Assurance prêt hypothécaire (SCHL)',
    mortgage_amount: 'Montant du prêt hypothécaire',
    property_address: 'Adresse de la propriété',
    phoneType: 'Type de téléphone',
    postalCode: 'Code postal',
  },
  calculations: {
    cmhcInsurance: 'Assurance prêt hypothécaire (SCHL)',
    totalMortgage: 'Prêt hypothécaire total',
    monthlyPayment: termsFr.monthlyPayment,
    paymentPerPeriod: 'Versement par période',
  },
  years: (count) => `${count} ${count === 1 ? 'an' : 'ans'}`,
  sections: { message: 'Message', transcript: 'Transcription du clavardage', notes: 'Notes' },
  client: 'Client',
  typeLabels: {
    rate_quote: 'Soumission de taux (achat)',
    refinance: 'Soumission de renouvellement ou de refinancement',
    application: 'Demande de prêt hypothécaire',
    contact: 'Message (Nous joindre)',
  },
  consent: {
    label: 'Consentement',
    withdrawn: 'Consentement retiré',
    express: (when, version, text) =>
      `Consentement exprès (formulaire Nous joindre, ${when}, texte ${version})\u00a0: «\u00a0${text}\u00a0»`,
    implied: (until) => `Consentement tacite (demande de renseignements) jusqu’au ${until}`,
  },
  duplicates: {
    label: 'Doublon',
    matches: { email: 'même courriel', phone: 'même téléphone', both: 'mêmes courriel et téléphone' },
    text: (on, match, id) =>
      `Doublon possible d’une piste reçue le ${on} (${match}; identifiant de la piste\u00a0: ${id})`,
  },
  estimate: {
    section: 'Estimation',
    calculator: 'Calculatrice',
    calculators: { land_transfer_tax: 'Droits de mutation immobilière', closing_costs: 'Frais de clôture' },
    place: 'Province / ville',
    price: 'Prix d’achat',
    firstTimeBuyer: 'Premier acheteur',
    yes: 'Oui',
    no: 'Non',
    downPayment: 'Mise de fonds',
    amortization: 'Période d’amortissement',
    provincial: 'Droits provinciaux',
    municipal: 'Droits municipaux',
    rebate: 'Remboursement pour premier acheteur',
    total: 'Droits de mutation à payer',
    notAvailable: 'Pas encore disponible pour cette province',
    insurancePremiumTax: 'Taxe de vente sur la prime d’assurance',
    cashToClose: 'Liquidités nécessaires à la clôture (estimation)',
  },
};
