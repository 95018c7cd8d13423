import { brand } from '@maplestone/shared/brand';
import { chatTranscript } from '@maplestone/shared/chat/lead';
import { type LeadEmailWords, leadEmailWords } from '@maplestone/shared/i18n/en/email/lead';
import { staffMessages } from '@maplestone/shared/i18n/en/staff/back-office/index';
import { domainFr } from '@maplestone/shared/i18n/fr/domain';
import { leadEmailFr } from '@maplestone/shared/i18n/fr/email/lead';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import type { Words } from '@maplestone/shared/i18n/words';
import { formatCad } from '@maplestone/shared/mortgage/money';
import { givenFigure, quoteHasFigures } from '@maplestone/shared/mortgage/quote';
import { findProvince } from '@maplestone/shared/rates/provinces';
import { formatRate } from '@maplestone/shared/rates/rates';
import {
  estimateRows,
  type Lead,
  type LeadConsent,
  storedEstimateSchema,
} from '@maplestone/shared/schemas/leads';
import { dateTimeFormat } from '@maplestone/shared/text/intl';
import { formatPhone } from '@maplestone/shared/text/phone';
import { escapeHtml } from '../../lib/html';

/** The lead as the e-mail sees it: the stored fields and, when assigned, the agent's name. */
export type ExportedLead = Omit<Lead, 'agent_name'> & { agent_name?: string | null };

/** The same words as the dashboard's lead list (the catalogue's). */
export const LEAD_TYPE_LABELS: Record<string, string> = staffMessages.leads.typeLabels;

/** The words and formats of one lead's e-mail: its language's (issue 20; absent or unknown = English). */
interface Speech {
  locale: Locale;
  w: Words<LeadEmailWords>;
}

function speechOf(lead: ExportedLead): Speech {
  return lead.language === 'fr' ? { locale: 'fr', w: leadEmailFr } : { locale: 'en', w: leadEmailWords };
}

/** A stored value's French name (a province's, a frequency's, a phone type's); an unknown one as stored. */
const inFrench = (labels: Record<string, string>, value: unknown) => labels[String(value)] ?? String(value);

function money(value: unknown, locale: Locale = 'en'): string {
  return typeof value === 'number' ? formatCad(value, { locale }) : String(value);
}

/** A known figure of the lead's metadata as its row, in the lead's language; null for any other key. */
function figureRow(key: string, value: unknown, { w, locale }: Speech): [string, string] | null {
  const french = locale === 'fr';
  switch (key) {
    case 'price':
    case 'downPayment':
    case 'mortgage_amount':
      return [w.figures[key], money(value, locale)];
    case 'property_address':
    case 'postalCode':
      return [w.figures[key], String(value)];
    case 'location': {
      const code = findProvince(String(value))?.code;
      return [w.figures.location, french && code ? domainFr.provinces[code] : String(value)];
    }
    case 'amortization':
      return [w.figures.amortization, w.years(value as number)];
    case 'mortgageRate':
      return [
        w.figures.mortgageRate,
        french && typeof value === 'number' ? formatRate(value, 'public', 'fr') : `${value}%`,
      ];
    case 'paymentFrequency':
      return [
        w.figures.paymentFrequency,
        french ? inFrench(domainFr.frequencies, value) : String(value).replace(/_/g, ' '),
      ];
    case 'phoneType':
      return [w.figures.phoneType, french ? inFrench(domainFr.phoneTypes, value) : String(value)];
    default:
      return null;
  }
}

const when: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: brand.timeZone };
function formatWhen(iso: string, { locale, w }: Speech): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : w.torontoTime(dateTimeFormat(when, LANGUAGE_TAGS[locale]).format(date));
}

const day: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: brand.timeZone };
function formatDay(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(day, LANGUAGE_TAGS[locale]).format(date);
}

/** The consent the lead came with (ADR 073), in the dashboard's words; none for a lead from before the ledger. */
function consentRow(consent: LeadConsent | null | undefined, speech: Speech): string | null {
  const words = speech.w.consent;
  if (!consent) return null;
  if (consent.withdrawn_at) return `${words.withdrawn} (${formatWhen(consent.withdrawn_at, speech)})`;
  if (consent.kind === 'express')
    return words.express(formatWhen(consent.given_at, speech), consent.text_version, consent.text);
  if (consent.kind === 'implied') return words.implied(formatDay(consent.expires_at, speech.locale));
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

/** Every field of the lead as label/value rows, in reading order, in the lead's language. */
export function leadRows(lead: ExportedLead, speech: Speech = speechOf(lead)): [string, string][] {
  const { w, locale } = speech;
  const rows: [string, string][] = [
    [w.rows.clientName, plain(lead.client_name)],
    [w.rows.email, plain(lead.client_email)],
    [w.rows.phone, lead.client_phone ? formatPhone(lead.client_phone) : plain(lead.client_phone)],
    [w.rows.type, w.typeLabels[lead.type] ?? lead.type],
    [w.rows.source, lead.source ? w.source(lead.source) : plain(lead.source)],
    [w.rows.status, lead.status ? w.status(lead.status) : plain(lead.status)],
    [w.rows.agent, lead.agent_id ? `${lead.agent_name ?? w.unknownAgent} (${lead.agent_id})` : w.unassigned],
    [w.rows.received, formatWhen(lead.created_at, speech)],
    [w.rows.leadId, lead.id],
  ];
  const consent = consentRow(lead.consent, speech);
  if (consent) rows.push([w.consent.label, consent]);
  const duplicate = lead.duplicate_of;
  if (duplicate) {
    const words = w.duplicates;
    rows.push([
      words.label,
      words.text(formatWhen(duplicate.created_at, speech), words.matches[duplicate.match], duplicate.id),
    ]);
  }
  const metadata = (lead.metadata ?? {}) as Record<string, unknown>;
  const calculationLabels: Record<string, string> = w.calculations;
  for (const [key, value] of Object.entries(metadata)) {
    if (value === undefined || value === null || value === '') continue;
    // The contact form's ticked box: the consent row above says what it was, with its wording.
    if (key === 'consent' && lead.consent) continue;
    // A quote's figures nobody gave are left out (issue 35): 0 is an empty field, its calculations come from nothing.
    if ((key === 'price' || key === 'downPayment') && givenFigure(value) === null) continue;
    if (key === 'calculations' && typeof value === 'object') {
      if ('price' in metadata && !quoteHasFigures(metadata)) continue;
      for (const [calc, amount] of Object.entries(value as Record<string, unknown>)) {
        rows.push([calculationLabels[calc] ?? humanize(calc), money(amount, locale)]);
      }
      continue;
    }
    if (key === 'estimate') {
      const estimate = storedEstimateSchema.safeParse(value);
      if (estimate.success) {
        rows.push(...estimateRows(estimate.data, w, locale));
        continue;
      }
    }
    rows.push(figureRow(key, value, speech) ?? [humanize(key), plain(value)]);
  }
  return rows;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

/** The CRM e-mail for a lead, in its language: subject naming the type and the client, text and HTML bodies. */
export function renderLeadEmail(lead: ExportedLead): LeadEmail {
  const speech = speechOf(lead);
  const { w } = speech;
  const typeLabel = w.typeLabels[lead.type] ?? lead.type;
  const chatbot = lead.source === 'AI Chatbot';
  const subject = (chatbot ? w.subjectViaChatbot : w.subject)(typeLabel, lead.client_name)
    .replace(/[\r\n\t]+/g, ' ')
    .slice(0, 250);
  const rows = leadRows(lead, speech);
  const transcript = chatTranscript(lead.notes);
  const notesAsText = !transcript && lead.notes ? lead.notes : null;
  const speaker = (role: string) => (role === 'user' ? w.client : brand.assistantName);

  const text: string[] = [w.heading(brand.name), '', ...rows.map(([label, value]) => w.line(label, value))];
  if (lead.message) text.push('', w.sectionLine(w.sections.message), lead.message);
  if (transcript) {
    text.push('', w.sectionLine(w.sections.transcript));
    for (const turn of transcript) text.push(w.line(speaker(turn.role), turn.content));
  }
  if (notesAsText) text.push('', w.sectionLine(w.sections.notes), notesAsText);
  text.push('', `— ${brand.legalName}, ${brand.office.singleLine}`);

  const e = escapeHtml;
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    `<!doctype html><html${speech.locale === 'fr' ? ' lang="fr-CA"' : ''}><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">`,
    `<h1 style="font-size:18px">${e(subject)}</h1>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) => `<tr><th style="${cell}">${e(label)}</th><td style="${cell}">${e(value)}</td></tr>`,
    ),
    '</table>',
    ...(lead.message
      ? [
          `<h2 style="font-size:16px">${e(w.sections.message)}</h2>`,
          `<p style="white-space:pre-wrap">${e(lead.message)}</p>`,
        ]
      : []),
    ...(transcript
      ? [
          `<h2 style="font-size:16px">${e(w.sections.transcript)}</h2>`,
          '<ol style="padding-left:20px">',
          ...transcript.map(
            (turn) =>
              `<li><strong>${e(w.sectionLine(speaker(turn.role)))}</strong> <span style="white-space:pre-wrap">${e(turn.content)}</span></li>`,
          ),
          '</ol>',
        ]
      : []),
    ...(notesAsText
      ? [
          `<h2 style="font-size:16px">${e(w.sections.notes)}</h2>`,
          `<p style="white-space:pre-wrap">${e(notesAsText)}</p>`,
        ]
      : []),
    `<p style="color:#6b7280;font-size:12px">${e(brand.legalName)}, ${e(brand.office.singleLine)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text: text.join('\n'), html };
}
