import * as z from 'zod';
import { CHAT_LEAD_SOURCE, type LeadSource, type LeadType } from '../domain';
import { adminMessages } from '../i18n/en/staff/admin/index';
import { commonMessage } from '../i18n/schema-words';
import { emailSchema, idSchema, optionalMultilineText, optionalPhoneSchema, timestampSchema } from './common';
import { leadActorSchema, leadDay, leadEventSchema, leadSchema } from './leads';
import { rateAlertSchema } from './rate-alerts';

// ---------------------------------------------------------------------------------------------
// Privacy requests under PIPEDA (issue 17, ADR 072): what we hold on a person, its export, its
// anonymisation unless a retention hold applies, and each request tracked with its 30-day due date.

const m = adminMessages.privacy;

/** PIPEDA s. 8(3): a request is answered within 30 days of its receipt. */
export const PRIVACY_RESPONSE_DAYS = 30;
/** FINTRAC (PCMLTFR): a mortgage broker keeps its client records at least five years. */
export const RETENTION_YEARS = 5;
/** How long a closed request's record is kept (the proof it was answered), then it expires (TTL). */
export const PRIVACY_REQUEST_KEPT_MONTHS = 24;

export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'anonymisation'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_STATUSES = ['open', 'done'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An e-mail address or nothing ('' and null read as null). */
const optionalEmailSchema = z.preprocess(blankToNull, emailSchema.nullable()).optional();

const MAX_PRIVACY_NOTE_LENGTH = 1000;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m.badDate);

const hasContact = (value: { email?: string | null; phone?: string | null }) =>
  Boolean(value.email || value.phone);
const contactRule = { message: m.contactRequired, path: ['email'] };

/** A person as a privacy request names them: an e-mail address, a phone number, or both. */
const contactShape = { email: optionalEmailSchema, phone: optionalPhoneSchema };

/** GET /api/admin/privacy/search and /export: ?email=&phone=, at least one. */
export const privacyContactQuerySchema = z.strictObject(contactShape).refine(hasContact, contactRule);
export type PrivacyContactQuery = z.infer<typeof privacyContactQuerySchema>;
export type PrivacyContactQueryInput = z.input<typeof privacyContactQuerySchema>;

/** POST /api/admin/privacy/requests: a request received (today unless `received_on` says when). */
export const privacyRequestCreateSchema = z
  .strictObject({
    ...contactShape,
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: m.kindRequired }),
    received_on: z
      .preprocess(blankToNull, isoDay.nullable())
      .optional()
      .refine((day) => !day || day <= leadDay(new Date().toISOString()), m.receivedInFuture),
    note: optionalMultilineText(MAX_PRIVACY_NOTE_LENGTH),
  })
  .refine(hasContact, contactRule);
export type PrivacyRequestCreate = z.infer<typeof privacyRequestCreateSchema>;
export type PrivacyRequestCreateInput = z.input<typeof privacyRequestCreateSchema>;

/** PATCH /api/admin/privacy/requests/{id}: close (done) or reopen it, and/or set its note. */
export const privacyRequestUpdateSchema = z
  .strictObject({
    status: z.enum(PRIVACY_REQUEST_STATUSES).optional(),
    note: optionalMultilineText(MAX_PRIVACY_NOTE_LENGTH),
  })
  .refine(
    (body) => body.status !== undefined || body.note !== undefined,
    commonMessage((c) => c.required),
  );
export type PrivacyRequestUpdate = z.infer<typeof privacyRequestUpdateSchema>;

/** POST /api/admin/privacy/anonymise: the person, and the request it answers (closed with it). */
export const privacyAnonymiseRequestSchema = z
  .strictObject({ ...contactShape, request_id: idSchema.optional() })
  .refine(hasContact, contactRule);
export type PrivacyAnonymiseRequest = z.infer<typeof privacyAnonymiseRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Answers.

export const privacyRequestSchema = z.object({
  id: idSchema,
  email: z.string().max(254).nullable(),
  phone: z.string().max(30).nullable(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  /** The Toronto day it was received, and the day it must be answered by (30 days later). */
  received_on: isoDay,
  due_on: isoDay,
  note: z.string().max(MAX_PRIVACY_NOTE_LENGTH).nullable(),
  created_at: timestampSchema,
  created_by: leadActorSchema,
  closed_at: timestampSchema.nullable(),
  closed_by: leadActorSchema.nullable(),
  /** Days until due (negative: overdue by that many); computed when read, Toronto days. */
  days_left: z.number().int(),
  overdue: z.boolean(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const privacyRequestListSchema = z.array(privacyRequestSchema);

/** A request as stored: without what is worked out when read; closed_at and closed_by absent while open. */
export const privacyRequestRecordSchema = privacyRequestSchema
  .omit({ days_left: true, overdue: true })
  .extend({
    closed_at: timestampSchema.nullable().default(null),
    closed_by: leadActorSchema.nullable().default(null),
  });

export const RETENTION_HOLD_REASONS = ['application', 'applicant'] as const;
export type RetentionHoldReason = (typeof RETENTION_HOLD_REASONS)[number];

/** Why a lead cannot be anonymised yet, and until when. */
export const retentionHoldSchema = z.object({
  reason: z.enum(RETENTION_HOLD_REASONS),
  until: timestampSchema,
  /** The application that holds it (the lead itself for reason 'application'). */
  application_id: idSchema,
});
export type RetentionHold = z.infer<typeof retentionHoldSchema>;

const transcriptTurnSchema = z.object({ role: z.string().max(40), content: z.string().max(20_000) });

/** A person's lead as a privacy search shows it: the lead, its activity, its transcript, its hold. */
export const privacyLeadSchema = z.object({
  lead: leadSchema.extend({ anonymised_at: timestampSchema.nullish() }),
  events: z.array(leadEventSchema),
  transcript: z.array(transcriptTurnSchema).nullable(),
  hold: retentionHoldSchema.nullable(),
});
export type PrivacyLead = z.infer<typeof privacyLeadSchema>;

/** A person's rate alert (ADR 082) as a privacy search shows it: all but its id, the token of its e-mail's links. */
export const privacyRateAlertSchema = rateAlertSchema.omit({ id: true });
export type PrivacyRateAlert = z.infer<typeof privacyRateAlertSchema>;

/** GET /api/admin/privacy/search: everything held on the person. The export file is this, dated. */
export const privacySearchResultSchema = z.object({
  email: z.string().max(254).nullable(),
  phone: z.string().max(30).nullable(),
  searched_at: timestampSchema,
  leads: z.array(privacyLeadSchema),
  subscription: z.object({ email: z.string().max(254), created_at: timestampSchema }).nullable(),
  rate_alerts: z.array(privacyRateAlertSchema),
});
export type PrivacySearchResult = z.infer<typeof privacySearchResultSchema>;

/** POST /api/admin/privacy/anonymise. */
export const privacyAnonymiseResultSchema = z.object({
  anonymised: z.number().int().min(0),
  held: z.array(z.object({ id: idSchema, reason: z.enum(RETENTION_HOLD_REASONS), until: timestampSchema })),
  subscription_deleted: z.boolean(),
  rate_alerts_deleted: z.number().int().min(0),
  request_closed: z.boolean(),
});
export type PrivacyAnonymiseResult = z.infer<typeof privacyAnonymiseResultSchema>;

// ---------------------------------------------------------------------------------------------
// The rules, pure.

const DAY_MS = 86_400_000;

/** A Toronto day plus `days` calendar days (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day a request received on `receivedOn` must be answered by. */
export function privacyDueOn(receivedOn: string): string {
  return addDays(receivedOn, PRIVACY_RESPONSE_DAYS);
}

/** Whole days from Toronto day `today` to `dueOn` (negative once past it). */
export function privacyDaysLeft(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** A timestamp `years` later (29 February becomes 1 March in a common year). */
function yearsAfter(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

type HoldLead = { id: string; type: LeadType; source: LeadSource; created_at: string };

/**
 * A mortgage application: a lead of type 'application' sent with the application form. A chat lead is
 * stored as type 'application' too, but it is a conversation with Val, an inquiry like a quote.
 */
export const isMortgageApplication = (lead: Pick<HoldLead, 'type' | 'source'>) =>
  lead.type === 'application' && lead.source !== CHAT_LEAD_SOURCE;

/**
 * The retention hold of one of a person's leads (ADR 072). FINTRAC has a mortgage broker keep its client
 * records five years, so a lead is held while it is younger than five years and the person has an
 * application younger than five years (their client file): the application itself ('application') and
 * their other leads ('applicant'). It is held until the earlier of the two fifth anniversaries: the lead's
 * own, and the newest application's. Null: it may be anonymised.
 */
export function retentionHold(
  lead: HoldLead,
  personLeads: readonly HoldLead[],
  now: Date = new Date(),
): RetentionHold | null {
  const current = (candidate: HoldLead) =>
    yearsAfter(candidate.created_at, RETENTION_YEARS) > now.toISOString();
  if (!current(lead)) return null;
  const applications = [lead, ...personLeads]
    .filter((candidate) => isMortgageApplication(candidate) && current(candidate))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const newest = applications[0];
  if (!newest) return null;
  const own = yearsAfter(lead.created_at, RETENTION_YEARS);
  const applicationEnds = yearsAfter(newest.created_at, RETENTION_YEARS);
  return isMortgageApplication(lead)
    ? { reason: 'application', until: own, application_id: lead.id }
    : {
        reason: 'applicant',
        until: own < applicationEnds ? own : applicationEnds,
        application_id: newest.id,
      };
}

export { ANONYMISATION_KEPT_METADATA, ANONYMISED, anonymisedLeadFields } from '../anonymisation';
