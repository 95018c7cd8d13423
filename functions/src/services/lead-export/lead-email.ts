import { brand } from '@maplestone/shared/brand';
import { chatTranscript } from '@maplestone/shared/chat/lead';
import { formatCad } from '@maplestone/shared/mortgage/money';
import {
  estimateRows,
  type Lead,
  type LeadConsent,
  storedEstimateSchema,
} from '@maplestone/shared/schemas/leads';
import { staffMessages } from '@maplestone/shared/staff-messages';
import { dateTimeFormat } from '@maplestone/shared/text/intl';

/** The lead as the e-mail sees it: the stored fields and, when assigned, the agent's name. */
export type ExportedLead = Omit<Lead, 'agent_name'> & { agent_name?: string | null };

/** The same words as the dashboard's lead list (the catalogue's). */
export const LEAD_TYPE_LABELS: Record<string, string> = staffMessages.leads.typeLabels;

const METADATA_LABELS: Record<string, [label: string, format: (value: unknown) => string]> = {
  price: ['Purchase price', (v) => money(v)],
  downPayment: ['Down payment', (v) => money(v)],
  location: ['Location', (v) => String(v)],
  amortization: ['Amortization', (v) => `${v} years`],
  mortgageRate: ['Mortgage rate', (v) => `${v}%`],
  paymentFrequency: ['Payment frequency', (v) => String(v).replace(/_/g, ' ')],
  mortgage_amount: ['Mortgage amount', (v) => money(v)],
  property_address: ['Property address', (v) => String(v)],
  phoneType: ['Phone type', (v) => String(v)],
  postalCode: ['Postal code', (v) => String(v)],
};
const CALCULATION_LABELS: Record<string, string> = {
  cmhcInsurance: 'CMHC insurance',
  totalMortgage: 'Total mortgage',
  monthlyPayment: 'Monthly payment',
  paymentPerPeriod: 'Payment per period',
};

function money(value: unknown): string {
  return typeof value === 'number' ? formatCad(value) : String(value);
}

const when: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: brand.timeZone };
function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat(when).format(date)} (Toronto time)`;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const day: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: brand.timeZone };
function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(day).format(date);
}

const consentWords = staffMessages.leads.consent;

/** The consent the lead came with (ADR 073), in the dashboard's words; none for a lead from before the ledger. */
function consentRow(consent: LeadConsent | null | undefined): string | null {
  if (!consent) return null;
  if (consent.withdrawn_at) return `${consentWords.withdrawn} (${formatWhen(consent.withdrawn_at)})`;
  if (consent.kind === 'express')
    return consentWords.emailExpress(formatWhen(consent.given_at), consent.text_version, consent.text);
  if (consent.kind === 'implied') return consentWords.emailImplied(formatDay(consent.expires_at));
  return null;
}

function humanize(key: string): string {
  const spaced = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Every field of the lead as label/value rows, in reading order. */
export function leadRows(lead: ExportedLead): [string, string][] {
  const rows: [string, string][] = [
    ['Client name', plain(lead.client_name)],
    ['Email', plain(lead.client_email)],
    ['Phone', plain(lead.client_phone)],
    ['Type', LEAD_TYPE_LABELS[lead.type] ?? lead.type],
    ['Source', plain(lead.source)],
    ['Status', plain(lead.status)],
    ['Agent', lead.agent_id ? `${lead.agent_name ?? 'Unknown agent'} (${lead.agent_id})` : 'Unassigned'],
    ['Received', formatWhen(lead.created_at)],
    ['Lead id', lead.id],
  ];
  const consent = consentRow(lead.consent);
  if (consent) rows.push([consentWords.label, consent]);
  const duplicate = lead.duplicate_of;
  if (duplicate) {
    const words = staffMessages.leads.duplicates;
    rows.push([
      words.emailLabel,
      words.email(formatWhen(duplicate.created_at), words.matches[duplicate.match], duplicate.id),
    ]);
  }
  const metadata = (lead.metadata ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(metadata)) {
    if (value === undefined || value === null || value === '') continue;
    // The contact form's ticked box: the consent row above says what it was, with its wording.
    if (key === 'consent' && lead.consent) continue;
    if (key === 'calculations' && typeof value === 'object') {
      for (const [calc, amount] of Object.entries(value as Record<string, unknown>)) {
        rows.push([CALCULATION_LABELS[calc] ?? humanize(calc), money(amount)]);
      }
      continue;
    }
    if (key === 'estimate') {
      const estimate = storedEstimateSchema.safeParse(value);
      if (estimate.success) {
        rows.push(...estimateRows(estimate.data));
        continue;
      }
    }
    const known = METADATA_LABELS[key];
    rows.push(known ? [known[0], known[1](value)] : [humanize(key), plain(value)]);
  }
  return rows;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** The CRM e-mail for a lead: subject naming the type and the client, text and HTML bodies. */
export function renderLeadEmail(lead: ExportedLead): LeadEmail {
  const typeLabel = LEAD_TYPE_LABELS[lead.type] ?? lead.type;
  const chatbot = lead.source === 'AI Chatbot';
  const subject = `New lead: ${typeLabel}${chatbot ? ' via AI Chatbot' : ''} from ${lead.client_name}`
    .replace(/[\r\n\t]+/g, ' ')
    .slice(0, 250);
  const rows = leadRows(lead);
  const transcript = chatTranscript(lead.notes);
  const notesAsText = !transcript && lead.notes ? lead.notes : null;

  const text: string[] = [
    `${brand.name}: new lead`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ];
  if (lead.message) text.push('', 'Message:', lead.message);
  if (transcript) {
    text.push('', 'Chat transcript:');
    for (const turn of transcript)
      text.push(`${turn.role === 'user' ? 'Client' : brand.assistantName}: ${turn.content}`);
  }
  if (notesAsText) text.push('', 'Notes:', notesAsText);
  text.push('', `— ${brand.legalName}, ${brand.office.singleLine}`);

  const e = escapeHtml;
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    `<h1 style="font-size:18px">${e(subject)}</h1>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) => `<tr><th style="${cell}">${e(label)}</th><td style="${cell}">${e(value)}</td></tr>`,
    ),
    '</table>',
    ...(lead.message
      ? ['<h2 style="font-size:16px">Message</h2>', `<p style="white-space:pre-wrap">${e(lead.message)}</p>`]
      : []),
    ...(transcript
      ? [
          '<h2 style="font-size:16px">Chat transcript</h2>',
          '<ol style="padding-left:20px">',
          ...transcript.map(
            (turn) =>
              `<li><strong>${e(turn.role === 'user' ? 'Client' : brand.assistantName)}:</strong> <span style="white-space:pre-wrap">${e(turn.content)}</span></li>`,
          ),
          '</ol>',
        ]
      : []),
    ...(notesAsText
      ? ['<h2 style="font-size:16px">Notes</h2>', `<p style="white-space:pre-wrap">${e(notesAsText)}</p>`]
      : []),
    `<p style="color:#6b7280;font-size:12px">${e(brand.legalName)}, ${e(brand.office.singleLine)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text: text.join('\n'), html };
}
