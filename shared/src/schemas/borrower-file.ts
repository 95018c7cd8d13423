import * as z from 'zod';
import { LEAD_STATUSES, LEAD_TYPES } from '../domain';
import { LOCALES } from '../i18n/locale';
import { commonMessage, type SchemaMessage } from '../i18n/schema-words';
import { INPUT_LIMITS } from '../mortgage/rules';
import { PROVINCE_CODES } from '../rates/provinces';
import {
  amortizationYearsSchema,
  emailField,
  moneySchema,
  optionalText,
  phoneField,
  requiredText,
  timestampSchema,
} from './common';
import { APPLICANT_ROLES, DOCUMENT_STATUSES, DOCUMENT_TYPES, FILE_STAGES } from './file-terms';
import { idSchema } from './id';

export {
  APPLICANT_ROLES,
  type ApplicantRole,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  FILE_STAGES,
  type FileStage,
  type StandardDocumentType,
} from './file-terms';

// The borrower's file (issue 38, ADR 118): the portal's and the broker's request and response shapes. Field
// names on the wire and in storage are snake_case. Every list is capped, every text bounded, every object strict.

const REQUIRED = commonMessage((c) => c.required);
const INVALID_DATE = commonMessage((c) => c.invalidDate);
const WHOLE_NUMBER = commonMessage((c) => c.wholeNumber);
const tooMany = (max: number): SchemaMessage => commonMessage((c) => c.tooLong(max));
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, REQUIRED);

// ---------------------------------------------------------------------------------------------
// Vocabularies.

/** A primary and up to three co-applicants (issue 38). */
export const MAX_CO_APPLICANTS = 3;
export const MAX_APPLICANTS = 1 + MAX_CO_APPLICANTS;

/** The sections each applicant fills for themself. */
export const PERSONAL_SECTIONS = [
  'personal',
  'addresses',
  'employment',
  'income',
  'assets',
  'liabilities',
] as const;
/** The sections of the file, shared by its applicants. */
export const SHARED_SECTIONS = ['properties', 'subject_property', 'down_payment', 'mortgage'] as const;
export const SECTION_KEYS = [...PERSONAL_SECTIONS, ...SHARED_SECTIONS] as const;
export type PersonalSectionKey = (typeof PERSONAL_SECTIONS)[number];
export type SharedSectionKey = (typeof SHARED_SECTIONS)[number];
export type SectionKey = (typeof SECTION_KEYS)[number];
export const SECTION_SCOPES = ['applicant', 'file'] as const;
export type SectionScope = (typeof SECTION_SCOPES)[number];
export const sectionKeySchema = z.enum(
  SECTION_KEYS,
  commonMessage((c) => c.notFound),
);

export const CONSENT_KINDS = ['credit_check', 'broker_disclosure'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** What an upload may be: checked again by its first bytes when confirmed. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const MAX_FILES_PER_DOCUMENT = 10;
export const MAX_CHECKLIST_ITEMS = 60;

export const FINTRAC_METHODS = ['photo_id', 'credit_file', 'dual_process'] as const;
export type FintracMethod = (typeof FINTRAC_METHODS)[number];
export const RISK_RATINGS = ['low', 'medium', 'high'] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];

// ---------------------------------------------------------------------------------------------
// Building blocks.

const MAX_NAME = 200;
const MAX_REASON = 500;
export const MAX_ADDRESSES = 10;
export const MAX_EMPLOYMENT = 10;
export const MAX_INCOME = 10;
export const MAX_ASSETS = 20;
export const MAX_LIABILITIES = 20;
export const MAX_PROPERTIES = 10;
export const MAX_DOWN_PAYMENT_SOURCES = 6;
export const MAX_RISK_REASONS = 10;

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not), between 1900 and 2100. */
export const daySchema = z.string(INVALID_DATE).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    value <= '2100-12-31'
  );
}, INVALID_DATE);

/** An optional text whose output is always present: the text, or null ('' and absent read as null). */
const nullableText = (max: number) => optionalText(max).transform((value) => value ?? null);
/** An optional amount whose output is always present: the amount or null. */
const nullableMoney = (max: number = INPUT_LIMITS.maxPrice) =>
  moneySchema(max)
    .nullish()
    .transform((value) => value ?? null);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, tooMany(max));
const wholeNumber = (min: number, max: number) =>
  z
    .number(commonMessage((c) => c.invalidNumber))
    .int(WHOLE_NUMBER)
    .min(min, REQUIRED)
    .max(max, WHOLE_NUMBER);

/** 'outside_canada' for a past address abroad (its postal code is then free). */
export const ADDRESS_PROVINCES = [...PROVINCE_CODES, 'outside_canada'] as const;
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** A period's end is not before its start. */
const periodInOrder = (period: { from: string; to: string | null }) =>
  period.to === null || period.to >= period.from;

// ---------------------------------------------------------------------------------------------
// Sections (each saved alone with PUT /api/portal/file/sections/{section}; the body is the section's value).

export const MARITAL_STATUSES = [
  'single',
  'married',
  'common_law',
  'separated',
  'divorced',
  'widowed',
] as const;

export const personalSectionSchema = z.strictObject({
  first_name: requiredText(100),
  last_name: requiredText(100),
  date_of_birth: daySchema,
  phone: phoneField(),
  marital_status: choice(MARITAL_STATUSES),
  dependants: wholeNumber(0, 20),
});
export type PersonalSection = z.infer<typeof personalSectionSchema>;

export const RESIDENCE_STATUSES = ['own', 'rent', 'other'] as const;
export const addressSchema = z
  .strictObject({
    street: requiredText(200),
    city: requiredText(120),
    province: choice(ADDRESS_PROVINCES),
    postal_code: requiredText(12).transform((value) => value.toUpperCase()),
    from: daySchema,
    /** null: the current address. */
    to: daySchema.nullable(),
    status: choice(RESIDENCE_STATUSES),
  })
  .refine(periodInOrder, { ...INVALID_DATE, path: ['to'] })
  .refine(
    (address) => address.province === 'outside_canada' || CANADIAN_POSTAL_CODE.test(address.postal_code),
    {
      ...commonMessage((c) => c.required),
      path: ['postal_code'],
    },
  );
export type Address = z.infer<typeof addressSchema>;
export const addressesSectionSchema = list(addressSchema, MAX_ADDRESSES);

/** 'retired' and 'not_employed' cover a period without an employer (the three years have no gap). */
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'self_employed',
  'contract',
  'seasonal',
  'retired',
  'not_employed',
] as const;
const WITHOUT_EMPLOYER = new Set<string>(['retired', 'not_employed']);
export const employmentSchema = z
  .strictObject({
    /** Required but for 'retired' and 'not_employed' (then null). */
    employer: nullableText(200),
    title: nullableText(120),
    type: choice(EMPLOYMENT_TYPES),
    from: daySchema,
    /** null: the current job. */
    to: daySchema.nullable(),
  })
  .refine(periodInOrder, { ...INVALID_DATE, path: ['to'] })
  .refine((job) => WITHOUT_EMPLOYER.has(job.type) || job.employer !== null, {
    ...REQUIRED,
    path: ['employer'],
  });
export type Employment = z.infer<typeof employmentSchema>;
export const employmentSectionSchema = list(employmentSchema, MAX_EMPLOYMENT);

export const INCOME_TYPES = [
  'salary',
  'hourly',
  'bonus',
  'commission',
  'self_employed',
  'pension',
  'rental',
  'support',
  'other',
] as const;
export const incomeSchema = z.strictObject({
  type: choice(INCOME_TYPES),
  annual_amount: moneySchema(INPUT_LIMITS.maxPrice),
  description: nullableText(200),
});
export type Income = z.infer<typeof incomeSchema>;
export const incomeSectionSchema = list(incomeSchema, MAX_INCOME);

export const ASSET_TYPES = [
  'savings',
  'chequing',
  'rrsp',
  'tfsa',
  'investments',
  'vehicle',
  'property',
  'other',
] as const;
export const assetSchema = z.strictObject({
  type: choice(ASSET_TYPES),
  description: requiredText(200),
  value: moneySchema(INPUT_LIMITS.maxPrice),
});
export type Asset = z.infer<typeof assetSchema>;
export const assetsSectionSchema = list(assetSchema, MAX_ASSETS);

export const LIABILITY_TYPES = [
  'credit_card',
  'line_of_credit',
  'car_loan',
  'student_loan',
  'mortgage',
  'support',
  'other',
] as const;
export const liabilitySchema = z.strictObject({
  type: choice(LIABILITY_TYPES),
  lender: requiredText(120),
  balance: moneySchema(INPUT_LIMITS.maxPrice),
  monthly_payment: moneySchema(INPUT_LIMITS.maxPrice),
});
export type Liability = z.infer<typeof liabilitySchema>;
export const liabilitiesSectionSchema = list(liabilitySchema, MAX_LIABILITIES);

export const propertySchema = z.strictObject({
  address: requiredText(300),
  value: moneySchema(INPUT_LIMITS.maxPrice),
  mortgage_balance: nullableMoney(),
  monthly_payment: nullableMoney(),
  to_be_sold: z.boolean(REQUIRED),
});
export type OwnedProperty = z.infer<typeof propertySchema>;
export const propertiesSectionSchema = list(propertySchema, MAX_PROPERTIES);

export const PROPERTY_TYPES = [
  'detached',
  'semi_detached',
  'townhouse',
  'condo',
  'duplex',
  'triplex',
  'fourplex',
  'mobile',
  'other',
] as const;
export const OCCUPANCIES = ['owner', 'rental', 'second_home'] as const;
export const subjectPropertySectionSchema = z.strictObject({
  address: requiredText(300),
  city: requiredText(120),
  province: choice(PROVINCE_CODES),
  property_type: choice(PROPERTY_TYPES),
  occupancy: choice(OCCUPANCIES),
  purchase_price: moneySchema(INPUT_LIMITS.maxPrice),
});
export type SubjectPropertySection = z.infer<typeof subjectPropertySectionSchema>;

export const DOWN_PAYMENT_SOURCE_TYPES = [
  'savings',
  'rrsp',
  'tfsa',
  'gift',
  'sale_of_property',
  'other',
] as const;
export const downPaymentSourceSchema = z
  .strictObject({
    type: choice(DOWN_PAYMENT_SOURCE_TYPES),
    amount: moneySchema(INPUT_LIMITS.maxPrice),
    donor_name: nullableText(MAX_NAME),
    donor_relationship: nullableText(100),
  })
  // A gift names its donor (and who they are to the borrower): FINTRAC's third party, the lender's gift letter.
  .refine((source) => source.type !== 'gift' || source.donor_name !== null, {
    ...REQUIRED,
    path: ['donor_name'],
  })
  .refine((source) => source.type !== 'gift' || source.donor_relationship !== null, {
    ...REQUIRED,
    path: ['donor_relationship'],
  });
export type DownPaymentSource = z.infer<typeof downPaymentSourceSchema>;
export const downPaymentSectionSchema = z.strictObject({
  amount: moneySchema(INPUT_LIMITS.maxPrice),
  sources: list(downPaymentSourceSchema, MAX_DOWN_PAYMENT_SOURCES).min(1, REQUIRED),
});
export type DownPaymentSection = z.infer<typeof downPaymentSectionSchema>;

export const RATE_TYPES_REQUESTED = ['fixed', 'variable'] as const;
export const mortgageSectionSchema = z.strictObject({
  amount: moneySchema(INPUT_LIMITS.maxPrice),
  amortization_years: amortizationYearsSchema,
  term_years: wholeNumber(1, 10),
  rate_type: choice(RATE_TYPES_REQUESTED),
  closing_date: daySchema,
});
export type MortgageSection = z.infer<typeof mortgageSectionSchema>;

/** Each section's schema by its key: the PUT body's, and what a stored section is parsed with. */
export const SECTION_SCHEMAS = {
  personal: personalSectionSchema,
  addresses: addressesSectionSchema,
  employment: employmentSectionSchema,
  income: incomeSectionSchema,
  assets: assetsSectionSchema,
  liabilities: liabilitiesSectionSchema,
  properties: propertiesSectionSchema,
  subject_property: subjectPropertySectionSchema,
  down_payment: downPaymentSectionSchema,
  mortgage: mortgageSectionSchema,
} as const satisfies Record<SectionKey, z.ZodType>;
export type SectionValues = { [K in SectionKey]: z.infer<(typeof SECTION_SCHEMAS)[K]> };
export type SectionValue<K extends SectionKey = SectionKey> = SectionValues[K];

/** An applicant's personal sections as saved (a section not yet saved is absent). */
export const personalSectionsSchema = z.object({
  personal: personalSectionSchema.optional(),
  addresses: addressesSectionSchema.optional(),
  employment: employmentSectionSchema.optional(),
  income: incomeSectionSchema.optional(),
  assets: assetsSectionSchema.optional(),
  liabilities: liabilitiesSectionSchema.optional(),
});
export type PersonalSections = z.infer<typeof personalSectionsSchema>;

/** The file's shared sections as saved (a section not yet saved is absent). */
export const sharedSectionsSchema = z.object({
  properties: propertiesSectionSchema.optional(),
  subject_property: subjectPropertySectionSchema.optional(),
  down_payment: downPaymentSectionSchema.optional(),
  mortgage: mortgageSectionSchema.optional(),
});
export type SharedSections = z.infer<typeof sharedSectionsSchema>;

/** Shared and personal sections together (what the borrower reads: the file's and their own). */
export const fileSectionsSchema = personalSectionsSchema.extend(sharedSectionsSchema.shape);
export type FileSections = z.infer<typeof fileSectionsSchema>;

// ---------------------------------------------------------------------------------------------
// Progress.

export const sectionProgressSchema = z.object({
  section: z.enum(SECTION_KEYS),
  scope: z.enum(SECTION_SCOPES),
  complete: z.boolean(),
});
export type SectionProgress = z.infer<typeof sectionProgressSchema>;

export const fileProgressSchema = z.object({
  sections: z.array(sectionProgressSchema).max(SECTION_KEYS.length),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type FileProgress = z.infer<typeof fileProgressSchema>;

/** What stands between the file and its submission: an applicant's section or consent, or a shared section. */
export const missingItemSchema = z.object({
  /** null: a shared section. */
  applicant_id: idSchema.nullable(),
  section: z.enum(SECTION_KEYS).nullable(),
  consent: z.enum(CONSENT_KINDS).nullable(),
});
export type MissingItem = z.infer<typeof missingItemSchema>;

// ---------------------------------------------------------------------------------------------
// Consents: the wording of each version, in both languages, never edited (a change is a new version).

/** Every wording ever shown, by kind and version. A new version is added here and made current below. */
export const CONSENT_WORDING_VERSIONS = {
  credit_check: {
    '2026-11': {
      en: 'I authorize Maplestone Mortgage, its mortgage brokers and the lenders and mortgage insurers to whom my application is submitted to obtain my credit report from Equifax Canada and TransUnion Canada, now and at any time while my application or mortgage is being considered, funded or renewed, and to exchange credit information about me with them. I understand that this is a hard inquiry that may appear on my credit report, and that I may withdraw this consent by writing to my broker, although my application may then not go ahead.',
      fr: 'J’autorise Maplestone Mortgage, ses courtiers hypothécaires ainsi que les prêteurs et les assureurs hypothécaires à qui ma demande est soumise à obtenir mon dossier de crédit auprès d’Equifax Canada et de TransUnion Canada, maintenant et à tout moment pendant l’étude, le financement ou le renouvellement de ma demande ou de mon prêt hypothécaire, et à échanger avec eux des renseignements de crédit me concernant. Je comprends qu’il s’agit d’une vérification approfondie qui peut figurer à mon dossier de crédit et que je peux retirer ce consentement en écrivant à mon courtier, mais que ma demande pourrait alors ne pas aller de l’avant.',
    },
  },
  broker_disclosure: {
    '2026-11': {
      en: 'I understand that Maplestone Mortgage is a licensed mortgage brokerage that works with several lenders and does not lend money itself. My broker will present my application to one or more lenders chosen to suit my needs and will tell me, before I sign a commitment, about any fee I pay and any compensation the brokerage receives from the lender, as well as any conflict of interest. I consent to Maplestone Mortgage collecting, using and sharing the personal information in this application with lenders, mortgage insurers, appraisers and lawyers or notaries for the purpose of arranging my mortgage, and keeping it as the law requires.',
      fr: 'Je comprends que Maplestone Mortgage est une maison de courtage hypothécaire titulaire d’un permis qui fait affaire avec plusieurs prêteurs et qui ne prête pas d’argent elle-même. Mon courtier présentera ma demande à un ou plusieurs prêteurs choisis selon mes besoins et m’informera, avant que je signe un engagement, de tous les frais que je paie et de toute rémunération que la maison de courtage reçoit du prêteur, ainsi que de tout conflit d’intérêts. Je consens à ce que Maplestone Mortgage recueille, utilise et communique les renseignements personnels de cette demande aux prêteurs, aux assureurs hypothécaires, aux évaluateurs et aux avocats ou notaires afin d’obtenir mon prêt hypothécaire, et qu’elle les conserve comme l’exige la loi.',
    },
  },
} as const satisfies Record<ConsentKind, Record<string, Record<(typeof LOCALES)[number], string>>>;

/** The wording each consent shows now: its version and its text in both languages. */
export const CONSENT_WORDINGS = {
  credit_check: { version: '2026-11', ...CONSENT_WORDING_VERSIONS.credit_check['2026-11'] },
  broker_disclosure: { version: '2026-11', ...CONSENT_WORDING_VERSIONS.broker_disclosure['2026-11'] },
} as const satisfies Record<ConsentKind, { version: string; en: string; fr: string }>;

const consentVersionSchema = z.string().regex(/^\d{4}-\d{2}[a-z0-9-]{0,20}$/, REQUIRED);
const typedNameSchema = requiredText(MAX_NAME);

/**
 * POST /api/portal/file/consents: the version shown and the name the borrower typed as their signature; `language`:
 * the wording's language as shown (the page's), the applicant's when absent.
 */
export const consentRequestSchema = z.strictObject({
  kind: choice(CONSENT_KINDS),
  version: consentVersionSchema,
  typed_name: typedNameSchema,
  language: z.enum(LOCALES).optional(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** A signed consent: the version, the wording's language, the typed name and the server's time. */
export const consentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  language: z.enum(LOCALES),
  typed_name: z.string(),
  signed_at: timestampSchema,
  applicant_id: idSchema,
});
export type Consent = z.infer<typeof consentSchema>;

const consentWordingSchema = z.object({ version: z.string(), en: z.string(), fr: z.string() });
export const consentWordingsSchema = z.object({
  credit_check: consentWordingSchema,
  broker_disclosure: consentWordingSchema,
});

// ---------------------------------------------------------------------------------------------
// Applicants.

export const applicantSchema = z.object({
  id: idSchema,
  role: z.enum(APPLICANT_ROLES),
  name: z.string(),
  email: z.string(),
  relationship: z.string().nullable(),
  language: z.enum(LOCALES),
  invited_at: timestampSchema,
  signed_in_at: timestampSchema.nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** The broker's view of an applicant: with their invitation's state. */
export const brokerApplicantSchema = applicantSchema.extend({
  invitation: z.object({
    sent_at: timestampSchema,
    expires_at: timestampSchema,
    used_at: timestampSchema.nullable(),
  }),
});
export type BrokerApplicant = z.infer<typeof brokerApplicantSchema>;

/** POST /api/files/{leadId}/applicants. */
export const inviteApplicantRequestSchema = z.strictObject({
  name: requiredText(MAX_NAME),
  email: emailField(),
  role: choice(APPLICANT_ROLES),
  /** To the primary applicant ('spouse', 'parent'); null for the primary. */
  relationship: nullableText(100),
  language: choice(LOCALES),
});
export type InviteApplicantRequest = z.infer<typeof inviteApplicantRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Sign-in (public routes of borrower-api).

/** A sign-in link's token and a session: 256 random bits in base64url (43 characters). */
export const BORROWER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const borrowerTokenSchema = z.string(REQUIRED).regex(BORROWER_TOKEN, REQUIRED);

/** POST /api/portal/sign-in/link and /link/renew. */
export const signInLinkRequestSchema = z.strictObject({ token: borrowerTokenSchema });
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

/** POST /api/portal/sign-in/code/request. */
export const signInCodeRequestSchema = z.strictObject({ email: emailField(), language: choice(LOCALES) });
export type SignInCodeRequest = z.infer<typeof signInCodeRequestSchema>;

/** POST /api/portal/sign-in/code: the 6-digit code e-mailed. */
export const signInCodeSchema = z.strictObject({
  email: emailField(),
  code: z
    .string(REQUIRED)
    .trim()
    .regex(/^\d{6}$/, REQUIRED),
});
export type SignInCode = z.infer<typeof signInCodeSchema>;

/** What a sign-in answers: the session (sent back as `Authorization: Bearer …`), its end, the borrower's language. */
export const borrowerSessionSchema = z.object({
  session: z.string().regex(BORROWER_TOKEN),
  expires_at: timestampSchema,
  language: z.enum(LOCALES),
});
export type BorrowerSession = z.infer<typeof borrowerSessionSchema>;

/** The codes of a link's refusals (410). */
export const SIGN_IN_LINK_ERRORS = ['link_used', 'link_expired'] as const;

// ---------------------------------------------------------------------------------------------
// Stage.

export const stageChangeSchema = z.object({
  stage: z.enum(FILE_STAGES),
  /** null on the first stage. */
  from: z.enum(FILE_STAGES).nullable(),
  at: timestampSchema,
  actor: z.enum(['borrower', 'broker', 'system']),
  actor_id: z.string().nullable(),
  reason: z.string().nullable(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;
export const MAX_STAGE_HISTORY = 100;

/** PATCH /api/files/{leadId}/stage: 'lost' needs its reason. */
export const stageRequestSchema = z
  .strictObject({ stage: choice(FILE_STAGES), reason: nullableText(MAX_REASON) })
  .refine((body) => body.stage !== 'lost' || body.reason !== null, { ...REQUIRED, path: ['reason'] });
export type StageRequest = z.infer<typeof stageRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Checklist.

export const documentFileSchema = z.object({
  id: idSchema,
  filename: z.string(),
  size: z.number().int().min(0),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  uploaded_at: timestampSchema,
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const checklistItemSchema = z.object({
  id: idSchema,
  type: z.enum(DOCUMENT_TYPES),
  /** The broker's label of a custom item; null for a standard one. */
  label: z.string().nullable(),
  /** null: an item for the file. */
  applicant_id: idSchema.nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why it was refused (the borrower reads it); null otherwise. */
  reason: z.string().nullable(),
  files: z.array(documentFileSchema).max(MAX_FILES_PER_DOCUMENT),
  requested_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** POST /api/files/{leadId}/documents: a standard type, or 'custom' with its label. */
export const addDocumentRequestSchema = z
  .strictObject({
    type: choice(DOCUMENT_TYPES),
    label: nullableText(120),
    applicant_id: idSchema.nullish().transform((value) => value ?? null),
  })
  .refine((body) => body.type !== 'custom' || body.label !== null, { ...REQUIRED, path: ['label'] });
export type AddDocumentRequest = z.infer<typeof addDocumentRequestSchema>;

/** PATCH /api/files/{leadId}/documents/{itemId}: a refusal says why. */
export const reviewDocumentRequestSchema = z
  .strictObject({ status: choice(['accepted', 'refused'] as const), reason: nullableText(MAX_REASON) })
  .refine((body) => body.status !== 'refused' || body.reason !== null, { ...REQUIRED, path: ['reason'] });
export type ReviewDocumentRequest = z.infer<typeof reviewDocumentRequestSchema>;

/** POST /api/portal/file/documents/{itemId}/uploads. */
export const documentUploadRequestSchema = z.strictObject({
  filename: requiredText(200),
  content_type: choice(DOCUMENT_CONTENT_TYPES),
  size: z
    .number(REQUIRED)
    .int(WHOLE_NUMBER)
    .min(1, REQUIRED)
    .max(
      MAX_DOCUMENT_BYTES,
      commonMessage((c) => c.payloadTooLarge),
    ),
});
export type DocumentUploadRequest = z.infer<typeof documentUploadRequestSchema>;

/** Its answer: a presigned POST (url and form fields) for one file. */
export const documentUploadSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  file_id: idSchema,
  expires_at: timestampSchema,
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** GET /api/files/{leadId}/documents/{itemId}/files/{fileId}: a 5-minute link. */
export const documentLinkSchema = z.object({ url: z.string(), expires_at: timestampSchema });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

// ---------------------------------------------------------------------------------------------
// FINTRAC record (per applicant).

const pepDeterminationSchema = z.strictObject({
  is_pep: z.boolean(REQUIRED),
  is_hio: z.boolean(REQUIRED),
  determined_on: daySchema,
});
const thirdPartySchema = z
  .strictObject({
    is_acting_for_third_party: z.boolean(REQUIRED),
    details: nullableText(1000),
  })
  .refine((third) => !third.is_acting_for_third_party || third.details !== null, {
    ...REQUIRED,
    path: ['details'],
  });

/** PUT /api/files/{leadId}/fintrac/{applicantId}: the full document number (stored as sent, shown masked). */
export const fintracRecordRequestSchema = z
  .strictObject({
    method: choice(FINTRAC_METHODS),
    /** 'Driver’s licence', 'Passport'; for a credit file, the bureau's file ('Equifax credit file'). */
    document_type: requiredText(120),
    document_number: requiredText(64),
    /** Who issued it: a province or country, or the credit bureau. */
    jurisdiction: requiredText(120),
    /** null: a credit file or a document without one. */
    expiry_date: daySchema.nullish().transform((value) => value ?? null),
    verified_on: daySchema,
    pep_determination: pepDeterminationSchema,
    third_party: thirdPartySchema,
    risk_rating: choice(RISK_RATINGS),
    risk_reasons: list(requiredText(300), MAX_RISK_REASONS),
  })
  .refine((record) => record.expiry_date === null || record.expiry_date >= record.verified_on, {
    ...INVALID_DATE,
    path: ['expiry_date'],
  })
  // A rating above low says why.
  .refine((record) => record.risk_rating === 'low' || record.risk_reasons.length > 0, {
    ...REQUIRED,
    path: ['risk_reasons'],
  });
export type FintracRecordRequest = z.infer<typeof fintracRecordRequestSchema>;

/** The record as read: the number masked, who verified (the server's caller), kept until five years on. */
export const fintracRecordSchema = z.object({
  method: z.enum(FINTRAC_METHODS),
  document_type: z.string(),
  /** Masked: '•••••123'. */
  document_number: z.string(),
  jurisdiction: z.string(),
  expiry_date: z.string().nullable(),
  verified_on: z.string(),
  verified_by: z.object({ id: z.string(), name: z.string() }),
  pep_determination: z.object({ is_pep: z.boolean(), is_hio: z.boolean(), determined_on: z.string() }),
  third_party: z.object({ is_acting_for_third_party: z.boolean(), details: z.string().nullable() }),
  risk_rating: z.enum(RISK_RATINGS),
  risk_reasons: z.array(z.string()).max(MAX_RISK_REASONS),
  retain_until: z.string(),
  updated_at: timestampSchema,
});
export type FintracRecord = z.infer<typeof fintracRecordSchema>;

// ---------------------------------------------------------------------------------------------
// The views.

/** GET /api/portal/file (and every portal write's answer): the file as one applicant may read it. */
export const borrowerFileViewSchema = z.object({
  lead_id: idSchema,
  stage: z.enum(FILE_STAGES),
  you: z.object({ applicant_id: idSchema, role: z.enum(APPLICANT_ROLES), name: z.string() }),
  /** Every applicant of the file: names only. */
  applicants: z
    .array(z.object({ id: idSchema, name: z.string(), role: z.enum(APPLICANT_ROLES) }))
    .max(MAX_APPLICANTS),
  /** The shared sections and the caller's own personal ones. */
  sections: fileSectionsSchema,
  /** The caller's sections (their personal ones and the shared ones). */
  progress: fileProgressSchema,
  /** The caller's consents. */
  consents: z.array(consentSchema).max(CONSENT_KINDS.length),
  consent_wordings: consentWordingsSchema,
  /** The file's items and the caller's own. */
  checklist: z.array(checklistItemSchema).max(MAX_CHECKLIST_ITEMS),
  /** Whether the file may be submitted now, and if not what is missing (of every applicant: no data, keys only). */
  can_submit: z.boolean(),
  missing: z.array(missingItemSchema).max(MAX_APPLICANTS * (SECTION_KEYS.length + CONSENT_KINDS.length)),
  submitted_at: timestampSchema.nullable(),
  language: z.enum(LOCALES),
});
export type BorrowerFileView = z.infer<typeof borrowerFileViewSchema>;

/** The lead a broker's file belongs to. */
export const fileLeadSummarySchema = z.object({
  id: idSchema,
  client_name: z.string(),
  type: z.enum(LEAD_TYPES),
  status: z.enum(LEAD_STATUSES),
});
export type FileLeadSummary = z.infer<typeof fileLeadSummarySchema>;

export const brokerFileSchema = z.object({
  stage: z.enum(FILE_STAGES),
  stage_history: z.array(stageChangeSchema).max(MAX_STAGE_HISTORY),
  lost_reason: z.string().nullable(),
  applicants: z.array(brokerApplicantSchema).max(MAX_APPLICANTS),
  /** Each applicant's personal sections, by applicant id. */
  applicant_sections: z.record(z.string(), personalSectionsSchema),
  sections: sharedSectionsSchema,
  /** Each applicant's progress (their personal sections and the shared ones), by applicant id. */
  progress: z.record(z.string(), fileProgressSchema),
  consents: z.array(consentSchema).max(MAX_APPLICANTS * CONSENT_KINDS.length),
  checklist: z.array(checklistItemSchema).max(MAX_CHECKLIST_ITEMS),
  /** Each applicant's FINTRAC record (number masked), by applicant id; absent: not yet recorded. */
  fintrac: z.record(z.string(), fintracRecordSchema),
  can_submit: z.boolean(),
  missing: z.array(missingItemSchema).max(MAX_APPLICANTS * (SECTION_KEYS.length + CONSENT_KINDS.length)),
  submitted_at: timestampSchema.nullable(),
  documents_complete_at: timestampSchema.nullable(),
});
export type BrokerFile = z.infer<typeof brokerFileSchema>;

/** GET /api/files/{leadId} (and every broker write's answer): file null until the first invitation. */
export const brokerFileViewSchema = z.object({
  lead: fileLeadSummarySchema,
  file: brokerFileSchema.nullable(),
});
export type BrokerFileView = z.infer<typeof brokerFileViewSchema>;
