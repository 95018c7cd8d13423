/*
 * The borrower file's vocabularies (issue 38, ADR 118), apart from its schemas: the lead's record and the landing
 * name a file's stage and its activity's kinds, and every Lambda that reads a lead must not bundle the file's
 * request and response schemas for that.
 */

export const FILE_STAGES = [
  'lead',
  'application_started',
  'application_submitted',
  'documents_complete',
  'sent_to_lender',
  'approved',
  'funded',
  'lost',
] as const;
export type FileStage = (typeof FILE_STAGES)[number];

export const APPLICANT_ROLES = ['primary', 'co_applicant'] as const;
export type ApplicantRole = (typeof APPLICANT_ROLES)[number];

/** The standard Canadian documents a broker asks for, and 'custom' (the broker's own label). */
export const DOCUMENT_TYPES = [
  'photo_id',
  't4',
  'notice_of_assessment',
  'pay_stub',
  'employment_letter',
  'down_payment_history',
  'purchase_agreement',
  'mls_listing',
  'gift_letter',
  'void_cheque',
  'property_tax_bill',
  'mortgage_statement',
  'custom',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type StandardDocumentType = Exclude<DocumentType, 'custom'>;

export const DOCUMENT_STATUSES = ['requested', 'uploaded', 'accepted', 'refused'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
