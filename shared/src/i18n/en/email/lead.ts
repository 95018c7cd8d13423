import { staffMessages } from '../staff/back-office/index';
import { termWords } from '../terms';

const leads = staffMessages.leads;

/**
 * ours: the words of a lead's CRM e-mail (export-lead). A lead remembers its language (issue 20, ADR 085) and
 * its e-mail is written in it: French in fr/lead-email.ts, which the functions import by module (it is not part
 * of the public site's French chunk). The type, consent, duplicate and estimate lines are the back office's own
 * words, so the English e-mail and the dashboard say the same.
 */
export const leadEmailWords = {
  subject: (type: string, client: string) => `New lead: ${type} from ${client}`,
  subjectViaChatbot: (type: string, client: string) => `New lead: ${type} via AI Chatbot from ${client}`,
  /** The text part's first line. */
  heading: (brandName: string) => `${brandName}: new lead`,
  /** One row of the text part: 'Email: jane@example.com'. */
  line: (label: string, value: string) => `${label}: ${value}`,
  /** A section's title in the text part: 'Message:'. */
  sectionLine: (title: string) => `${title}:`,
  rows: {
    clientName: 'Client name',
    email: termWords.email,
    phone: termWords.phone,
    type: leads.columns.type,
    source: leads.columns.source,
    status: leads.columns.status,
    agent: leads.columns.agent,
    received: leads.received,
    leadId: 'Lead id',
  },
  unknownAgent: 'Unknown agent',
  unassigned: leads.unassigned,
  /** A date and time with its zone: 'November 21, 2026 at 10:00 a.m. (Toronto time)'. */
  torontoTime: (when: string) => `${when} (Toronto time)`,
  /** The stored source and status as the English e-mail has always shown them: the values themselves. */
  source: (source: string) => source,
  status: (status: string) => status,
  /** The form's figures (metadata), by key: the lead dialog's own labels. */
  figures: leads.figures,
  /** The server's quote figures (metadata.calculations), by key. */
  calculations: {
    cmhcInsurance: leads.figures.cmhcInsurance,
    totalMortgage: leads.figures.totalMortgage,
    monthlyPayment: termWords.monthlyPayment,
    paymentPerPeriod: 'Payment per period',
  },
  years: (count: number) => `${count} years`,
  sections: { message: leads.messageSection, transcript: 'Chat transcript', notes: leads.notesSection },
  /** The visitor's turns in a chat transcript (Val's are signed with her name). */
  client: leads.speakers.user,
  typeLabels: leads.typeLabels,
  consent: {
    label: leads.consent.label,
    withdrawn: leads.consent.withdrawn,
    express: leads.consent.emailExpress,
    implied: leads.consent.emailImplied,
  },
  duplicates: {
    label: leads.duplicates.emailLabel,
    matches: leads.duplicates.matches,
    text: leads.duplicates.email,
  },
  /** A calculator's estimate (estimateRows). */
  estimate: leads.estimate,
} as const;

export type LeadEmailWords = typeof leadEmailWords;
