import type { LeadMetadata } from './schemas/leads';

/**
 * What anonymising a lead writes (ADR 072), apart from the privacy schemas and their messages: the leads
 * repository uses it, and every Lambda that has the repository should not carry the admin panel's texts.
 */

/** What an anonymised lead's name, and a note's text, read afterwards. */
export const ANONYMISED = 'Anonymised';

/** Metadata a lead keeps when anonymised: the mortgage's figures, nothing about the person. */
export const ANONYMISATION_KEPT_METADATA = [
  'price',
  'downPayment',
  'location',
  'amortization',
  'mortgageRate',
  'paymentFrequency',
  'calculations',
  'mortgage_amount',
] as const;

/**
 * A lead's fields once anonymised (ADR 072): the name reads 'Anonymised'; e-mail, phone, message and notes
 * (a chat's transcript) are cleared; metadata keeps only the figures (postal code, address, phone type
 * and any other field go). Type, source, status, agent and dates are not touched.
 */
export function anonymisedLeadFields(lead: { metadata: LeadMetadata | null }, now: string) {
  const figures = Object.fromEntries(
    ANONYMISATION_KEPT_METADATA.flatMap((name) =>
      lead.metadata && lead.metadata[name] !== undefined ? [[name, lead.metadata[name]]] : [],
    ),
  );
  return {
    client_name: ANONYMISED,
    client_email: null,
    client_phone: null,
    message: null,
    notes: null,
    metadata: lead.metadata ? figures : null,
    anonymised_at: now,
    updated_at: now,
  };
}
