import * as z from 'zod';
import { brand } from '../brand';
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES, ROLES } from '../domain';
import { LOCALES, type Locale } from '../i18n/locale';
import type { Words } from '../i18n/words';
import { formatCad } from '../mortgage/money';
import { staffMessages } from '../staff-messages';
import { dateTimeFormat } from '../text/intl';
import { idSchema, optionalTimestampSchema, requiredMultilineText, timestampSchema } from './common';

export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 5000;

/** The figures the server computes with quoteCalculation and stores with the lead. */
export const quoteCalculationsSchema = z.object({
  cmhcInsurance: z.number().min(0),
  totalMortgage: z.number().min(0),
  monthlyPayment: z.number().min(0),
  paymentPerPeriod: z.number().min(0).optional(),
});
export type QuoteCalculations = z.infer<typeof quoteCalculationsSchema>;

// ---------------------------------------------------------------------------------------------
// Stored leads (API responses).

/** A calculator's estimate as stored (issue 21; ADR 080): the visitor's inputs and the server's figures. */
export const storedEstimateSchema = z.looseObject({
  calculator: z.string().max(40),
  province: z.string().max(10),
  city: z.string().max(40).optional(),
  price: z.number(),
  firstTimeBuyer: z.boolean(),
  downPayment: z.number().optional(),
  amortization: z.number().optional(),
  figures: z
    .looseObject({
      available: z.boolean(),
      provincial: z.number().optional(),
      municipal: z.number().optional(),
      rebate: z.number().optional(),
      total: z.number().optional(),
      insurancePremiumTax: z.number().optional(),
      cashToClose: z.object({ low: z.number(), high: z.number() }).optional(),
    })
    .optional(),
});
export type StoredEstimate = z.infer<typeof storedEstimateSchema>;
export type EstimateFigures = NonNullable<StoredEstimate['figures']>;

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

/** Lead metadata of every origin (all fields optional; unknown ones kept). */
export const leadMetadataSchema = z.looseObject({
  price: z.number().optional(),
  downPayment: z.number().optional(),
  location: z.string().max(100).optional(),
  amortization: z.number().optional(),
  mortgageRate: z.number().optional(),
  paymentFrequency: z.string().max(40).optional(),
  calculations: quoteCalculationsSchema.optional(),
  mortgage_amount: z.number().nullish(),
  property_address: z.string().max(300).nullish(),
  phoneType: z.string().max(40).optional(),
  postalCode: z.string().max(10).nullish(),
  estimate: storedEstimateSchema.optional(),
});
export type LeadMetadata = z.infer<typeof leadMetadataSchema>;

/** How a new lead matched an earlier one: the same e-mail, the same phone, or both (ADR 073). */
export const DUPLICATE_MATCHES = ['email', 'phone', 'both'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

/** A link between two leads of one person: the other lead's id and arrival, never its e-mail or phone. */
export const leadDuplicateLinkSchema = z.object({
  id: idSchema,
  created_at: timestampSchema,
  match: z.enum(DUPLICATE_MATCHES),
});
export type LeadDuplicateLink = z.infer<typeof leadDuplicateLinkSchema>;

export const leadSchema = z.object({
  id: idSchema,
  agent_id: idSchema.nullable(),
  /** The related agent's name, when joined. */
  agent_name: z.string().max(200).nullish(),
  client_name: z.string().max(2 * MAX_NAME_LENGTH + 1),
  client_email: z.string().max(254).nullable(),
  client_phone: z.string().max(30).nullable(),
  type: z.enum(LEAD_TYPES),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  message: z.string().max(MAX_MESSAGE_LENGTH).nullable(),
  /** Chat leads: JSON text { source, conversation: [{ role, content }] }. */
  notes: z.string().max(200_000).nullable(),
  metadata: leadMetadataSchema.nullable(),
  created_at: timestampSchema,
  updated_at: optionalTimestampSchema,
  /** When the lead first left `new` (issue 17), set once by the server. */
  first_contacted_at: optionalTimestampSchema,
  /** The site path the form was sent from, when the browser said (issue 17). */
  page: z.string().max(300).nullish(),
  /** The language the visitor wrote in (issue 20); absent on leads from before it: English. */
  language: z.enum(LOCALES).nullish(),
  /** The consent it came with (CASL, ADR 073); absent on leads from before the ledger. */
  get consent() {
    // A getter: the consent schema names the lead's actor, defined further down.
    return leadConsentSchema.nullish();
  },
  /** The most recent earlier lead of the same e-mail or phone within 30 days, set from the stream (ADR 073). */
  duplicate_of: leadDuplicateLinkSchema.nullish(),
  /** Later leads that named this one as their possible duplicate. */
  later_duplicates: z.array(leadDuplicateLinkSchema).max(1000).nullish(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadStatusUpdateRequestSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: staffMessages.leads.statusFailed }),
});
export type LeadStatusUpdateRequest = z.infer<typeof leadStatusUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// A lead's activity (issue 17): items in the lead's own partition, written with the change they record.

export const MAX_LEAD_NOTE_LENGTH = 2000;

/** POST /api/me/leads/{id}/notes and /api/admin/leads/{id}/notes. */
export const leadNoteRequestSchema = z.strictObject({
  text: requiredMultilineText(MAX_LEAD_NOTE_LENGTH, staffMessages.leads.activity.noteRequired),
});
export type LeadNoteRequest = z.infer<typeof leadNoteRequestSchema>;

/** Who made a change: the signed-in user, with the name they had then. */
export const leadActorSchema = z.object({
  id: z.string().max(128),
  name: z.string().max(200).nullable(),
  role: z.enum(ROLES),
});
export type LeadActor = z.infer<typeof leadActorSchema>;

/** Who withdrew a lead's consent, and when (ADR 073); the rest of the record stays as it was given. */
const consentWithdrawal = {
  withdrawn_at: optionalTimestampSchema,
  withdrawn_by: leadActorSchema.nullish(),
};

/**
 * A lead's consent (CASL, ADR 073), computed by the server at intake (consentForNewLead): express, with the
 * version and wording of the checkbox shown and when; or implied by an inquiry, until its 6-month horizon.
 * `unrecorded`: a lead from before the ledger whose withdrawal was recorded.
 */
export const leadConsentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('express'),
    text_version: z.string().max(40),
    text: z.string().max(2000),
    given_at: timestampSchema,
    ...consentWithdrawal,
  }),
  z.object({
    kind: z.literal('implied'),
    basis: z.literal('inquiry'),
    given_at: timestampSchema,
    expires_at: timestampSchema,
    ...consentWithdrawal,
  }),
  z.object({ kind: z.literal('unrecorded'), ...consentWithdrawal }),
]);
export type LeadConsent = z.infer<typeof leadConsentSchema>;

/** An agent as an entry names it: its id and the name it had then. */
const leadAgentRefSchema = z.object({ id: idSchema, name: z.string().max(200) });

/** POST /api/admin/leads/{id}/reassign. */
export const leadReassignRequestSchema = z.strictObject({
  agent_id: z
    .string({ error: staffMessages.leads.reassign.invalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, staffMessages.leads.reassign.invalid),
});

export const leadEventSchema = z.discriminatedUnion('kind', [
  /** The lead itself, shown as the first entry (it is not a separate item: the lead is one PutItem). */
  z.object({
    kind: z.literal('created'),
    at: timestampSchema,
    type: z.enum(LEAD_TYPES),
    source: z.enum(LEAD_SOURCES),
    page: z.string().max(300).nullish(),
  }),
  z.object({
    kind: z.literal('status'),
    at: timestampSchema,
    actor: leadActorSchema,
    from: z.enum(LEAD_STATUSES),
    to: z.enum(LEAD_STATUSES),
  }),
  z.object({
    kind: z.literal('note'),
    at: timestampSchema,
    actor: leadActorSchema,
    text: z.string().max(MAX_LEAD_NOTE_LENGTH),
  }),
  /** The lead e-mailed to the CRM (export-lead), to the agent's CRM address or the brokerage's. */
  z.object({ kind: z.literal('crm_email'), at: timestampSchema, to: z.string().max(254) }),
  /** The super admin gave the lead to another agent (from null: it had none). */
  z.object({
    kind: z.literal('reassigned'),
    at: timestampSchema,
    actor: leadActorSchema,
    from: leadAgentRefSchema.nullable(),
    to: leadAgentRefSchema,
  }),
  /** The lead was in a CSV export of the super admin's lead list (issue 17, ADR 069). */
  z.object({ kind: z.literal('csv_export'), at: timestampSchema, actor: leadActorSchema }),
  /** The person withdrew their consent to communications (CASL, ADR 073). */
  z.object({ kind: z.literal('consent_withdrawn'), at: timestampSchema, actor: leadActorSchema }),
]);
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** GET …/leads/{id}/history: newest first, the lead's arrival last. */
export const leadHistorySchema = z.object({ events: z.array(leadEventSchema) });
export type LeadHistory = z.infer<typeof leadHistorySchema>;

/** GET /api/me/leads and the admin's lead list: leads, newest first. */
export const leadListSchema = z.array(leadSchema);

// ---------------------------------------------------------------------------------------------
// The admin's lead filters: the list and its CSV export take the same ones (issue 15).

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

/** Whether a lead passes the admin's filters: the same test in the table and in the CSV export. */
export function leadMatchesFilter(
  lead: Pick<Lead, 'type' | 'status' | 'source' | 'agent_id' | 'created_at' | 'client_name'> & {
    client_email: string | null;
    client_phone: string | null;
  },
  filter: AdminLeadFilter,
): boolean {
  if (filter.type && lead.type !== filter.type) return false;
  if (filter.status && lead.status !== filter.status) return false;
  if (filter.source && lead.source !== filter.source) return false;
  if (filter.agent && (lead.agent_id ?? UNASSIGNED_AGENT) !== filter.agent) return false;
  if (filter.from || filter.to) {
    const day = leadDay(lead.created_at);
    if ((filter.from && day < filter.from) || (filter.to && day > filter.to)) return false;
  }
  const query = filter.q?.trim().toLowerCase();
  if (query) {
    const texts = [lead.client_name, lead.client_email, lead.client_phone];
    if (!texts.some((text) => text?.toLowerCase().includes(query))) return false;
  }
  return true;
}
