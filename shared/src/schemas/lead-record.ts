import * as z from 'zod';
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES, ROLES } from '../domain';
import { LOCALES } from '../i18n/locale';
import { idSchema, optionalTimestampSchema, timestampSchema } from './common';
import { APPLICANT_ROLES, DOCUMENT_STATUSES, DOCUMENT_TYPES, FILE_STAGES } from './file-terms';

/*
 * A lead as stored and answered, with what it holds (metadata, consent, duplicate links) and its activity
 * entries. A module of its own, re-exported by leads.ts: the repositories parse every lead they read with
 * these (ADR 087) and need none of the request schemas' messages.
 */

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
  /** When a privacy request anonymised it (ADR 072); absent otherwise. */
  anonymised_at: optionalTimestampSchema,
  /** The consent it came with (CASL, ADR 073); absent on leads from before the ledger. */
  get consent() {
    // A getter: the consent schema names the lead's actor, defined further down.
    return leadConsentSchema.nullish();
  },
  /** The most recent earlier lead of the same e-mail or phone within 30 days, set from the stream (ADR 073). */
  duplicate_of: leadDuplicateLinkSchema.nullish(),
  /** Later leads that named this one as their possible duplicate. */
  later_duplicates: z.array(leadDuplicateLinkSchema).max(1000).nullish(),
  /**
   * Its borrower file's stage (issue 38, ADR 119), written with the file's every stage change; absent when it has no
   * file. The lead desk's rows show it.
   */
  file_stage: z.enum(FILE_STAGES).nullish(),
});
export type Lead = z.infer<typeof leadSchema>;

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

export const MAX_LEAD_NOTE_LENGTH = 2000;

/** Contact details a chat gave (a `chat_contact` entry's filled or added ones). */
const chatContactDetailsSchema = z.object({
  client_name: z
    .string()
    .max(2 * MAX_NAME_LENGTH + 1)
    .optional(),
  client_email: z.string().max(254).optional(),
  client_phone: z.string().max(30).optional(),
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
  /**
   * Contact details given later in the lead's chat (issue 34, ADR 096): `filled` the fields the lead did not
   * have; `added` the ones that differ from the lead's, kept here beside them (they never replace them).
   */
  z.object({
    kind: z.literal('chat_contact'),
    at: timestampSchema,
    filled: chatContactDetailsSchema,
    added: chatContactDetailsSchema,
  }),
  // The borrower's file (issue 38, ADR 118): ids and keys only, never the applicants' personal data.
  /** The file's stage changed: by the broker (actor), the borrower (actor, role customer) or the server (null). */
  z.object({
    kind: z.literal('file_stage'),
    at: timestampSchema,
    actor: leadActorSchema.nullable(),
    from: z.enum(FILE_STAGES).nullable(),
    to: z.enum(FILE_STAGES),
    reason: z.string().max(500).nullable(),
  }),
  /** An applicant was invited to the portal, or sent a new link (`resent`). */
  z.object({
    kind: z.literal('file_invitation'),
    at: timestampSchema,
    actor: leadActorSchema,
    applicant_id: idSchema,
    role: z.enum(APPLICANT_ROLES),
    resent: z.boolean(),
  }),
  /** A checklist item was requested, uploaded, accepted or refused. */
  z.object({
    kind: z.literal('file_document'),
    at: timestampSchema,
    actor: leadActorSchema.nullable(),
    item_id: idSchema,
    type: z.enum(DOCUMENT_TYPES),
    status: z.enum(DOCUMENT_STATUSES),
  }),
  /** The borrower was reminded of `items` outstanding checklist items (the daily reminder job). */
  z.object({ kind: z.literal('file_reminder'), at: timestampSchema, items: z.number().int().min(0) }),
]);
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** A lead as stored: the record, without the agent's name the back office joins (repositories parse with it). */
export const leadRecordSchema = leadSchema.omit({ agent_name: true });

/**
 * A lead as a back-office list shows it (issue 33): the record without the chat transcript, which may be
 * 200 KB; the lead's detail reads it whole. Lists parse their rows with it.
 */
export const leadRowSchema = leadRecordSchema.omit({ notes: true });
export type LeadRow = z.infer<typeof leadRowSchema>;
export type LeadRecord = z.infer<typeof leadRecordSchema>;
