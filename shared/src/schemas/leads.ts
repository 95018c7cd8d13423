import * as z from 'zod';
import { brand } from '../brand';
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES } from '../domain';
import { staffMessages } from '../i18n/en/staff/back-office/index';
import type { Locale } from '../i18n/locale';
import type { Words } from '../i18n/words';
import { formatCad } from '../mortgage/money';
import { dateTimeFormat } from '../text/intl';
import { requiredMultilineText } from './common';
import { leadEventSchema, leadSchema, MAX_LEAD_NOTE_LENGTH, type StoredEstimate } from './lead-record';
import { MAX_PAGE_SIZE, orderQuery, pageQueryShape, pageSchema } from './page';

export * from './lead-record';

const CITY_NAMES: Record<string, string> = { toronto: 'Toronto', montreal: 'Montréal' };

/** The words of the estimate's rows: the back office's, or a French lead's CRM e-mail's (issue 20). */
export interface EstimateRowWords {
  estimate: Words<typeof staffMessages.leads.estimate>;
  years: (years: number) => string;
}

/**
 * The estimate as label/value rows, for the CRM e-mail and the lead dialog alike; in the back office's English
 * unless given other words and their locale (a French lead's e-mail: French labels, fr-CA money).
 */
export function estimateRows(
  estimate: StoredEstimate,
  words: EstimateRowWords = staffMessages.leads,
  locale: Locale = 'en',
): [label: string, value: string][] {
  const w = words.estimate;
  const money = (amount: number) => formatCad(amount, { locale });
  const figures = estimate.figures;
  const place = estimate.city
    ? `${estimate.province} / ${CITY_NAMES[estimate.city] ?? estimate.city}`
    : estimate.province;
  const rows: [string, string | null][] = [
    [w.calculator, w.calculators[estimate.calculator] ?? estimate.calculator],
    [w.place, place],
    [w.price, money(estimate.price)],
    [w.firstTimeBuyer, estimate.firstTimeBuyer ? w.yes : w.no],
    [w.downPayment, estimate.downPayment === undefined ? null : money(estimate.downPayment)],
    [w.amortization, estimate.amortization === undefined ? null : words.years(estimate.amortization)],
  ];
  if (figures?.available) {
    rows.push(
      [w.provincial, money(figures.provincial ?? 0)],
      [w.municipal, money(figures.municipal ?? 0)],
      [w.rebate, money(figures.rebate ?? 0)],
      [w.total, money(figures.total ?? 0)],
    );
  } else {
    rows.push([w.total, w.notAvailable]);
  }
  if (figures?.insurancePremiumTax !== undefined)
    rows.push([w.insurancePremiumTax, money(figures.insurancePremiumTax)]);
  if (figures?.cashToClose)
    rows.push([w.cashToClose, `${money(figures.cashToClose.low)} – ${money(figures.cashToClose.high)}`]);
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

export const leadStatusUpdateRequestSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: staffMessages.leads.statusFailed }),
});
export type LeadStatusUpdateRequest = z.infer<typeof leadStatusUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// A lead's activity (issue 17): items in the lead's own partition, written with the change they record.

/** POST /api/me/leads/{id}/notes and /api/admin/leads/{id}/notes. */
export const leadNoteRequestSchema = z.strictObject({
  text: requiredMultilineText(MAX_LEAD_NOTE_LENGTH, staffMessages.leads.activity.noteRequired),
});
export type LeadNoteRequest = z.infer<typeof leadNoteRequestSchema>;

/** POST /api/admin/leads/{id}/reassign. */
export const leadReassignRequestSchema = z.strictObject({
  agent_id: z
    .string({ error: staffMessages.leads.reassign.invalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, staffMessages.leads.reassign.invalid),
});

/**
 * GET …/leads/{id}/history?limit&cursor: a page of the lead's activity, newest first, the lead's arrival after
 * the last recorded entry (on the last page only); the next page's cursor, null on the last (issue 33).
 */
export const leadHistorySchema = z.object({
  events: z.array(leadEventSchema).max(MAX_PAGE_SIZE + 1),
  next_cursor: z.string().max(1024).nullable(),
});
export type LeadHistory = z.infer<typeof leadHistorySchema>;

// ---------------------------------------------------------------------------------------------
// The admin's lead filters: the list and its export take the same ones (issues 15, 33).

/** Leads with no agent (the agent was deleted): the `agent` filter's value for them. */
export const UNASSIGNED_AGENT = 'none';

const torontoDay: Intl.DateTimeFormatOptions = {
  timeZone: brand.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** The Toronto business day (YYYY-MM-DD) a lead was received on: what the date range compares. */
export function leadDay(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(torontoDay).format(date);
}

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /api/admin/leads and /api/admin/leads.csv: each filter optional. `agent` is an agent id or
 * 'none'; `from`/`to` are Toronto days, both included; `q` is the table's search (the client's name,
 * e-mail or phone contains it, any case).
 */
export const adminLeadFilterSchema = z.strictObject({
  type: z.enum(LEAD_TYPES).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  agent: z.string().min(1).max(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: z.string().max(200).optional(),
});
export type AdminLeadFilter = z.infer<typeof adminLeadFilterSchema>;

/**
 * GET /api/admin/leads (issue 33, ADR 091): the filters, a page of them (`limit`, 25 by default, at most 100;
 * `cursor`, the previous page's) and the order (`newest` first by default, or `oldest`). `q` finds a lead by
 * its exact e-mail, phone number (any format) or id, or by the start of the client's name (case and accents
 * ignored); the other filters then trim what it found.
 */
export const adminLeadListQuerySchema = adminLeadFilterSchema.extend({
  ...pageQueryShape,
  order: orderQuery,
});
export type AdminLeadListQuery = z.infer<typeof adminLeadListQuerySchema>;

/** GET /api/me/leads: the agent's own leads, with the admin's filters but the agent. */
export const agentLeadListQuerySchema = adminLeadListQuerySchema.omit({ agent: true });
export type AgentLeadListQuery = z.infer<typeof agentLeadListQuerySchema>;

/** A page of leads as the lists answer it: rows without the chat transcript, with their agent's name. */
export const leadListPageSchema = pageSchema(leadSchema.omit({ notes: true }));
export type LeadListPage = z.infer<typeof leadListPageSchema>;
export type LeadListRow = LeadListPage['items'][number];
