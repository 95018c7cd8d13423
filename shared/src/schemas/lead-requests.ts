import * as z from 'zod';
import { PHONE_TYPES } from '../domain';
import { apiMessages } from '../i18n/en/api';
import { commonMessage } from '../i18n/schema-words';
import { QUOTE_PAYMENT_FREQUENCIES } from '../mortgage/frequency';
import { QUOTE_AMORTIZATION_YEARS, QUOTE_DEFAULTS, quoteCalculation } from '../mortgage/quote';
import { INPUT_LIMITS } from '../mortgage/rules';
import { PROVINCE_CODES, QUOTE_LOCATIONS } from '../rates/provinces';
import {
  emailField,
  honeypotSchema,
  moneySchema,
  optionalAgentIdSchema,
  optionalMultilineText,
  optionalPhoneSchema,
  optionalText,
  phoneField,
  ratePctSchema,
  requiredMultilineText,
  requiredText,
} from './common';
import { leadLanguageSchema } from './language';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, type QuoteCalculations } from './lead-record';

// What visitors send: the public forms' lead requests and the newsletter sign-up. A module apart from the
// stored lead (leads.ts), so what reads leads (export-lead) does not build the forms' schemas (ADR 077).

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
    location: z
      .enum(
        QUOTE_LOCATIONS,
        commonMessage((c) => c.required),
      )
      .default(QUOTE_DEFAULTS.location),
    amortization: z
      .literal(
        QUOTE_AMORTIZATION_YEARS,
        commonMessage((c) => c.amortizationChoice),
      )
      .default(QUOTE_DEFAULTS.amortization),
    mortgageRate: ratePctSchema().default(QUOTE_DEFAULTS.mortgageRate),
    paymentFrequency: z
      .enum(
        QUOTE_PAYMENT_FREQUENCIES,
        commonMessage((c) => c.required),
      )
      .default(QUOTE_DEFAULTS.paymentFrequency),
  })
  // A down payment without a price (0, unknown) is a lead whose figures show 0, not a mistake.
  .refine((meta) => meta.price === 0 || meta.downPayment <= meta.price, {
    ...commonMessage((c) => c.downPaymentExceedsPrice),
    path: ['downPayment'],
  });
export type QuoteLeadMetadataInput = z.infer<typeof quoteLeadMetadataInputSchema>;

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

/** What every lead request ends with: the page and language it was sent from, and the honeypot. */
const sentFrom = { page: leadPageSchema, language: leadLanguageSchema, website: honeypotSchema };

export const QUOTE_LEAD_TYPES = ['rate_quote', 'refinance'] as const;

// ---------------------------------------------------------------------------------------------
// "Send me this estimate" on the purchase-cost calculators (issue 21; ADR 080): a rate_quote whose
// `estimate` carries the calculator's inputs only. The server recomputes the figures.

export const ESTIMATE_CALCULATORS = ['land_transfer_tax', 'closing_costs'] as const;
export type EstimateCalculator = (typeof ESTIMATE_CALCULATORS)[number];

export const estimateInputSchema = z
  .strictObject({
    calculator: z.enum(
      ESTIMATE_CALCULATORS,
      commonMessage((c) => c.required),
    ),
    province: z.enum(
      PROVINCE_CODES,
      commonMessage((c) => c.required),
    ),
    city: z.enum(['toronto', 'montreal']).optional(),
    price: moneySchema(INPUT_LIMITS.maxPrice),
    firstTimeBuyer: z.boolean().default(false),
    downPayment: moneySchema(INPUT_LIMITS.maxPrice).optional(),
    amortization: z
      .literal(
        QUOTE_AMORTIZATION_YEARS,
        commonMessage((c) => c.amortizationChoice),
      )
      .optional(),
  })
  // A city is only a city of its province (Toronto in Ontario, Montréal in Quebec).
  .refine((estimate) => estimate.city === undefined || estimate.province === CITY_PROVINCE[estimate.city], {
    message: apiMessages.estimateCityNotInProvince,
    path: ['city'],
  })
  .refine((estimate) => estimate.downPayment === undefined || estimate.downPayment <= estimate.price, {
    ...commonMessage((c) => c.downPaymentExceedsPrice),
    path: ['downPayment'],
  });
export type EstimateInput = z.infer<typeof estimateInputSchema>;

const CITY_PROVINCE = { toronto: 'ON', montreal: 'QC' } as const;

/** The quote request's fields, before the rule across them (the estimate form picks from these). */
const quoteLeadRequestFields = z.strictObject({
  type: z.enum(QUOTE_LEAD_TYPES),
  client_name: clientName,
  client_email: clientEmail,
  client_phone: optionalPhoneSchema,
  agent_id: optionalAgentIdSchema,
  // Name and email alone are a quote request: absent metadata takes the dialog's defaults.
  metadata: quoteLeadMetadataInputSchema.prefault({}),
  /** Sent by the purchase-cost calculators instead of the dialog's figures (ADR 080). */
  estimate: estimateInputSchema.optional(),
  ...sentFrom,
});

export const quoteLeadRequestSchema = quoteLeadRequestFields.refine(
  (request) => request.estimate === undefined || request.type === 'rate_quote',
  { message: apiMessages.estimateNeedsRateQuote, path: ['type'] },
);
export type QuoteLeadRequest = z.infer<typeof quoteLeadRequestSchema>;
export type QuoteLeadRequestInput = z.input<typeof quoteLeadRequestSchema>;
export type EstimateInputValues = z.input<typeof estimateInputSchema>;

/**
 * The calculators' "Send me this estimate" form (issue 21; ADR 080): who to send it to, with the quote
 * request's own fields and rules (name and e-mail required, phone optional). The page adds the estimate.
 */
export const estimateLeadFormSchema = quoteLeadRequestFields.pick({
  client_name: true,
  client_email: true,
  client_phone: true,
  website: true,
});
export type EstimateLeadForm = z.infer<typeof estimateLeadFormSchema>;
export type EstimateLeadFormInput = z.input<typeof estimateLeadFormSchema>;

/** The request body for a filled-in estimate form and the calculator's inputs: a purchase quote. */
export function toEstimateLeadRequest(
  form: EstimateLeadForm,
  estimate: EstimateInputValues,
): QuoteLeadRequestInput {
  return {
    type: 'rate_quote',
    client_name: form.client_name,
    client_email: form.client_email,
    ...(form.client_phone ? { client_phone: form.client_phone } : {}),
    estimate,
    ...(form.website !== undefined ? { website: form.website } : {}),
  };
}

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
  ...sentFrom,
});
export type ApplicationLeadRequest = z.infer<typeof applicationLeadRequestSchema>;
export type ApplicationLeadRequestInput = z.input<typeof applicationLeadRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Contact form. The form has first and last name; the wire carries the lead's own client_name
// (the spec's data dictionary), so the web joins them with toContactLeadRequest (ADR 005).

const consentSchema = z.literal(
  true,
  commonMessage((c) => c.consentMissing),
);

export const contactLeadMetadataSchema = z.strictObject({
  phoneType: z
    .enum(
      PHONE_TYPES,
      commonMessage((c) => c.required),
    )
    .default('Mobile'),
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
  ...sentFrom,
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
// Newsletter.

export const newsletterRequestSchema = z.strictObject({
  email: clientEmail,
  /** The page's language (ADR 095): the confirmation e-mail and its page are written in it. */
  language: leadLanguageSchema,
  website: honeypotSchema,
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
