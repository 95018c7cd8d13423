import * as z from 'zod';
import { brand } from '../brand';
import { ANALYTICS_PERIODS, LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES, PHONE_TYPES, ROLES } from '../domain';
import { messages } from '../messages';
import { QUOTE_PAYMENT_FREQUENCIES } from '../mortgage/frequency';
import { QUOTE_AMORTIZATION_YEARS, QUOTE_DEFAULTS, quoteCalculation } from '../mortgage/quote';
import { INPUT_LIMITS } from '../mortgage/rules';
import { QUOTE_LOCATIONS } from '../rates/provinces';
import { staffMessages } from '../staff-messages';
import { dateTimeFormat } from '../text/intl';
import {
  emailField,
  honeypotSchema,
  idSchema,
  moneySchema,
  optionalAgentIdSchema,
  optionalMultilineText,
  optionalPhoneSchema,
  optionalText,
  optionalTimestampSchema,
  phoneField,
  ratePctSchema,
  requiredMultilineText,
  requiredText,
  timestampSchema,
} from './common';

export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 5000;

const clientName = requiredText(MAX_NAME_LENGTH);
const clientEmail = emailField();

// ---------------------------------------------------------------------------------------------
// Quote (purchase 'rate_quote' and renewal 'refinance'), sent by the quote dialog.

/**
 * A quote figure the visitor may leave empty: absent or null reads as 0, and the spec shows every
 * figure as 0 then. Only name and email are required (spec §5; ADR 061).
 */
const quoteAmount = moneySchema(INPUT_LIMITS.maxPrice)
  .nullish()
  .transform((amount) => amount ?? 0);

/** metadata of a quote request: the dialog's inputs, each with the dialog's default. The server adds `calculations`. */
export const quoteLeadMetadataInputSchema = z
  .strictObject({
    price: quoteAmount,
    downPayment: quoteAmount,
    location: z.enum(QUOTE_LOCATIONS, { error: messages.common.required }).default(QUOTE_DEFAULTS.location),
    amortization: z
      .literal(QUOTE_AMORTIZATION_YEARS, { error: messages.quote.amortizationChoice })
      .default(QUOTE_DEFAULTS.amortization),
    mortgageRate: ratePctSchema().default(QUOTE_DEFAULTS.mortgageRate),
    paymentFrequency: z
      .enum(QUOTE_PAYMENT_FREQUENCIES, { error: messages.common.required })
      .default(QUOTE_DEFAULTS.paymentFrequency),
  })
  // A down payment without a price (0, unknown) is a lead whose figures show 0, not a mistake.
  .refine((meta) => meta.price === 0 || meta.downPayment <= meta.price, {
    message: messages.quote.downPaymentExceedsPrice,
    path: ['downPayment'],
  });
export type QuoteLeadMetadataInput = z.infer<typeof quoteLeadMetadataInputSchema>;

/** The figures the server computes with quoteCalculation and stores with the lead. */
export const quoteCalculationsSchema = z.object({
  cmhcInsurance: z.number().min(0),
  totalMortgage: z.number().min(0),
  monthlyPayment: z.number().min(0),
  paymentPerPeriod: z.number().min(0).optional(),
});
export type QuoteCalculations = z.infer<typeof quoteCalculationsSchema>;

/** The calculations stored with a quote lead, recomputed from its metadata (never taken from the client). */
export function calculationsForQuote(metadata: QuoteLeadMetadataInput): QuoteCalculations {
  const result = quoteCalculation({
    price: metadata.price,
    downPayment: metadata.downPayment,
    amortizationYears: metadata.amortization,
    annualRatePct: metadata.mortgageRate,
    frequency: metadata.paymentFrequency,
  });
  return {
    cmhcInsurance: result.cmhcInsurance,
    totalMortgage: result.totalMortgage,
    monthlyPayment: result.monthlyPayment,
    paymentPerPeriod: result.paymentPerPeriod,
  };
}

/** A site path as the browser gives it (no scheme, host, query or fragment). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%/]{0,299}$/;
/**
 * The page a form was sent from (issue 17: a lead's arrival names its page). Anything that is not a site path
 * is dropped rather than refused: a lead is never lost over where it came from.
 */
export const leadPageSchema = z
  .string()
  .max(2000)
  .optional()
  .transform((value) => (value !== undefined && SITE_PATH.test(value) ? value : undefined));

export const QUOTE_LEAD_TYPES = ['rate_quote', 'refinance'] as const;

export const quoteLeadRequestSchema = z.strictObject({
  type: z.enum(QUOTE_LEAD_TYPES),
  client_name: clientName,
  client_email: clientEmail,
  client_phone: optionalPhoneSchema,
  agent_id: optionalAgentIdSchema,
  // Name and email alone are a quote request: absent metadata takes the dialog's defaults.
  metadata: quoteLeadMetadataInputSchema.prefault({}),
  page: leadPageSchema,
  website: honeypotSchema,
});
export type QuoteLeadRequest = z.infer<typeof quoteLeadRequestSchema>;
export type QuoteLeadRequestInput = z.input<typeof quoteLeadRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Application form ('Apply for a Mortgage').

export const applicationLeadMetadataSchema = z.strictObject({
  mortgage_amount: moneySchema(INPUT_LIMITS.maxPrice).nullish(),
  property_address: optionalText(300),
});

export const applicationLeadRequestSchema = z.strictObject({
  type: z.literal('application'),
  client_name: clientName,
  client_email: clientEmail,
  client_phone: phoneField(),
  agent_id: optionalAgentIdSchema,
  metadata: applicationLeadMetadataSchema.optional(),
  message: optionalMultilineText(MAX_MESSAGE_LENGTH),
  page: leadPageSchema,
  website: honeypotSchema,
});
export type ApplicationLeadRequest = z.infer<typeof applicationLeadRequestSchema>;
export type ApplicationLeadRequestInput = z.input<typeof applicationLeadRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Contact form. The form has first and last name; the wire carries the lead's own client_name
// (the spec's data dictionary), so the web joins them with toContactLeadRequest (ADR 005).

const consentSchema = z.literal(true, { error: messages.contact.consentMissing });

export const contactLeadMetadataSchema = z.strictObject({
  phoneType: z.enum(PHONE_TYPES, { error: messages.common.required }).default('Mobile'),
  postalCode: optionalText(10).transform((v) => (v ? v.toUpperCase() : v)),
});

export const contactLeadRequestSchema = z.strictObject({
  type: z.literal('contact'),
  client_name: requiredText(2 * MAX_NAME_LENGTH + 1),
  client_email: clientEmail,
  client_phone: phoneField(),
  agent_id: optionalAgentIdSchema,
  message: requiredMultilineText(MAX_MESSAGE_LENGTH),
  consent: consentSchema,
  metadata: contactLeadMetadataSchema,
  page: leadPageSchema,
  website: honeypotSchema,
});
export type ContactLeadRequest = z.infer<typeof contactLeadRequestSchema>;
export type ContactLeadRequestInput = z.input<typeof contactLeadRequestSchema>;

/** The contact form's own fields (what the user types). */
export const contactFormSchema = z.strictObject({
  first_name: requiredText(MAX_NAME_LENGTH),
  last_name: requiredText(MAX_NAME_LENGTH),
  client_email: clientEmail,
  client_phone: phoneField(),
  phoneType: z.enum(PHONE_TYPES).default('Mobile'),
  postalCode: optionalText(10),
  message: requiredMultilineText(MAX_MESSAGE_LENGTH),
  consent: consentSchema,
  agent_id: optionalAgentIdSchema,
  website: honeypotSchema,
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** The request body for a filled-in contact form. */
export function toContactLeadRequest(form: ContactForm): ContactLeadRequestInput {
  return {
    type: 'contact',
    client_name: `${form.first_name} ${form.last_name}`.trim(),
    client_email: form.client_email,
    client_phone: form.client_phone,
    agent_id: form.agent_id,
    message: form.message,
    consent: form.consent,
    metadata: { phoneType: form.phoneType, postalCode: form.postalCode },
    ...(form.website !== undefined ? { website: form.website } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Any public lead request: one POST body, discriminated on `type`.

export const leadRequestSchema = z.discriminatedUnion('type', [
  quoteLeadRequestSchema,
  applicationLeadRequestSchema,
  contactLeadRequestSchema,
]);
export type LeadRequest = z.infer<typeof leadRequestSchema>;
export type LeadRequestInput = z.input<typeof leadRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Stored leads (API responses).

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

// ---------------------------------------------------------------------------------------------
// Newsletter.

export const newsletterRequestSchema = z.strictObject({
  email: clientEmail,
  website: honeypotSchema,
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

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

// ---------------------------------------------------------------------------------------------
// An agent's own analytics (GET /api/me/analytics; ADR 038).

const count = z.number().int().min(0);
const countsOf = <K extends string>(names: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(names.map((name) => [name, count])) as Record<K, typeof count>);

/** Time to first contact over a set of leads (issue 17): business minutes, median of those contacted. */
const firstContactSummarySchema = z.object({
  median_minutes: count.nullable(),
  contacted: count,
  overdue: count,
});

/** Leads that reached each stage (issue 17); a lead counts in every stage up to its status's. */
const funnelCountsSchema = z.object({ leads: count, contacted: count, qualified: count, closed: count });
const funnelBySourceSchema = z.array(funnelCountsSchema.extend({ source: z.enum(LEAD_SOURCES) }));

export const agentAnalyticsSchema = z.object({
  page_views: z.object({
    last_7_days: count,
    last_30_days: count,
    all_time: count,
    /** The last 30 Toronto days, oldest first, every day present (zeros included). */
    by_day: z.array(z.object({ day: z.string().max(10), page_views: count, leads: count })).max(31),
  }),
  leads: z.object({
    last_7_days: count,
    last_30_days: count,
    total: count,
    by_type: countsOf(LEAD_TYPES),
    by_source: countsOf(LEAD_SOURCES),
    by_status: countsOf(LEAD_STATUSES),
    first_contact: firstContactSummarySchema,
    /** All time: the page's views, then its leads by stage; and the stages per source. */
    funnel: funnelCountsSchema.extend({ page_views: count, by_source: funnelBySourceSchema }),
  }),
  testimonials: z.object({ total: count, approved: count, pending: count }),
});
export type AgentAnalytics = z.infer<typeof agentAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------
// Platform analytics (GET /api/admin/analytics?period=all|30|7; ADR 052: the period applies).

const daySchema = z.object({ day: z.string().max(10), page_views: count, leads: count });

export const platformAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  since: timestampSchema.nullable(),
  counts: z.object({ agents: count, leads: count, page_views: count, testimonials: count, posts: count }),
  /** Every day of the period, oldest first (all time: from the first day counted). */
  by_day: z.array(daySchema),
  /** At most 5, most leads first. */
  top_agents: z.array(z.object({ id: idSchema, name: z.string().max(200), leads: count })).max(10),
  /** Time to first contact of the period's leads (issue 17). */
  first_contact: firstContactSummarySchema,
  /** The period's funnel: page views, then leads by stage; and the lead stages per source. */
  funnel: funnelCountsSchema.extend({ page_views: count, by_source: funnelBySourceSchema }),
  /** Each agent with page views or leads in the period: its funnel and first contact, most leads first. */
  by_agent: z.array(
    funnelCountsSchema.extend({
      id: idSchema,
      name: z.string().max(200),
      page_views: count,
      first_contact: firstContactSummarySchema,
    }),
  ),
  /** At most 5, newest first. */
  recent_activity: z
    .array(
      z.object({
        type: z.enum(['lead', 'testimonial', 'post', 'agent']),
        id: idSchema,
        description: z.string().max(1000),
        agent_name: z.string().max(200).nullable(),
        at: timestampSchema,
      }),
    )
    .max(10),
});
export type PlatformAnalytics = z.infer<typeof platformAnalyticsSchema>;
