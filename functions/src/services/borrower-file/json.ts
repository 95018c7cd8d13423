import { brand } from '@maplestone/shared/brand';
import type {
  Address,
  Asset,
  BrokerFileView,
  DocumentFile,
  DownPaymentSection,
  Employment,
  Income,
  Liability,
  MortgageSection,
  OwnedProperty,
  PersonalSection,
  SubjectPropertySection,
} from '@maplestone/shared/schemas/borrower-file';

/**
 * The borrower's file for lender-submission systems (GET /api/files/{leadId}/json; issue 38, ADR 118). A stable,
 * documented shape: `schema_version` changes (and only then) when a field is renamed, removed or changes meaning;
 * fields may be added within a version. Field names are the portal's own (snake_case); amounts are CAD numbers,
 * days 'YYYY-MM-DD', times ISO 8601 UTC; a section not filled in yet is null (a list: empty). Identity documents'
 * numbers are masked here as everywhere outside the table ('•••••123'); SIN is never collected.
 *
 *   {
 *     schema_version: '1.0', format: 'maplestone.borrower-file', generated_at, brokerage: {name, licence},
 *     lead: {id, client_name, type, status},
 *     file: {stage, submitted_at, documents_complete_at},
 *     applicants: [{
 *       id, role: 'primary'|'co_applicant', relationship, name, email, language,
 *       personal: {first_name, last_name, date_of_birth, phone, marital_status, dependants} | null,
 *       addresses: [{street, city, province, postal_code, from, to (null: current), status}],
 *       employment: [{employer, title, type, from, to}],
 *       income: [{type, annual_amount, description}],
 *       assets: [{type, description, value}],
 *       liabilities: [{type, lender, balance, monthly_payment}],
 *       totals: {annual_income, assets, liabilities_balance, liabilities_monthly_payments},
 *       identification: {method, document_type, document_number (masked), jurisdiction, expiry_date, verified_on} | null,
 *       consents: [{kind, version, language, typed_name, signed_at}],
 *     }],
 *     properties: [{address, value, mortgage_balance, monthly_payment, to_be_sold}],
 *     subject_property: {address, city, province, property_type, occupancy, purchase_price} | null,
 *     down_payment: {amount, sources: [{type, amount, donor_name, donor_relationship}]} | null,
 *     mortgage: {amount, amortization_years, term_years, rate_type, closing_date} | null,
 *     documents: [{id, type, label, applicant_id (null: the file's), status, files: [{id, filename, size, content_type, uploaded_at}]}],
 *   }
 */
export const LENDER_SUBMISSION_SCHEMA_VERSION = '1.0';
export const LENDER_SUBMISSION_FORMAT = 'maplestone.borrower-file';

export interface LenderSubmissionApplicant {
  id: string;
  role: 'primary' | 'co_applicant';
  relationship: string | null;
  name: string;
  email: string;
  language: 'en' | 'fr';
  personal: PersonalSection | null;
  addresses: Address[];
  employment: Employment[];
  income: Income[];
  assets: Asset[];
  liabilities: Liability[];
  totals: {
    annual_income: number;
    assets: number;
    liabilities_balance: number;
    liabilities_monthly_payments: number;
  };
  identification: {
    method: string;
    document_type: string;
    document_number: string;
    jurisdiction: string;
    expiry_date: string | null;
    verified_on: string;
  } | null;
  consents: { kind: string; version: string; language: string; typed_name: string; signed_at: string }[];
}

export interface LenderSubmission {
  schema_version: typeof LENDER_SUBMISSION_SCHEMA_VERSION;
  format: typeof LENDER_SUBMISSION_FORMAT;
  generated_at: string;
  brokerage: { name: string; licence: string };
  lead: BrokerFileView['lead'];
  file: { stage: string; submitted_at: string | null; documents_complete_at: string | null };
  applicants: LenderSubmissionApplicant[];
  properties: OwnedProperty[];
  subject_property: SubjectPropertySection | null;
  down_payment: DownPaymentSection | null;
  mortgage: MortgageSection | null;
  documents: {
    id: string;
    type: string;
    label: string | null;
    applicant_id: string | null;
    status: string;
    files: DocumentFile[];
  }[];
}

/** Sums to the cent (amounts are dollars with cents). */
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/** The lender-submission JSON of a file (its view: document numbers already masked). */
export function lenderSubmission(
  view: BrokerFileView & { file: NonNullable<BrokerFileView['file']> },
  now = new Date(),
): LenderSubmission {
  const { lead, file } = view;
  return {
    schema_version: LENDER_SUBMISSION_SCHEMA_VERSION,
    format: LENDER_SUBMISSION_FORMAT,
    generated_at: now.toISOString(),
    brokerage: { name: brand.legalName, licence: brand.licence },
    lead,
    file: {
      stage: file.stage,
      submitted_at: file.submitted_at,
      documents_complete_at: file.documents_complete_at,
    },
    applicants: file.applicants.map((applicant) => {
      const sections = file.applicant_sections[applicant.id] ?? {};
      const income = sections.income ?? [];
      const assets = sections.assets ?? [];
      const liabilities = sections.liabilities ?? [];
      const record = file.fintrac[applicant.id];
      return {
        id: applicant.id,
        role: applicant.role,
        relationship: applicant.relationship,
        name: applicant.name,
        email: applicant.email,
        language: applicant.language,
        personal: sections.personal ?? null,
        addresses: sections.addresses ?? [],
        employment: sections.employment ?? [],
        income,
        assets,
        liabilities,
        totals: {
          annual_income: sum(income.map((line) => line.annual_amount)),
          assets: sum(assets.map((line) => line.value)),
          liabilities_balance: sum(liabilities.map((line) => line.balance)),
          liabilities_monthly_payments: sum(liabilities.map((line) => line.monthly_payment)),
        },
        identification: record
          ? {
              method: record.method,
              document_type: record.document_type,
              document_number: record.document_number,
              jurisdiction: record.jurisdiction,
              expiry_date: record.expiry_date,
              verified_on: record.verified_on,
            }
          : null,
        consents: file.consents
          .filter((consent) => consent.applicant_id === applicant.id)
          .map(({ kind, version, language, typed_name, signed_at }) => ({
            kind,
            version,
            language,
            typed_name,
            signed_at,
          })),
      };
    }),
    properties: file.sections.properties ?? [],
    subject_property: file.sections.subject_property ?? null,
    down_payment: file.sections.down_payment ?? null,
    mortgage: file.sections.mortgage ?? null,
    documents: file.checklist.map((item) => ({
      id: item.id,
      type: item.type,
      label: item.label,
      applicant_id: item.applicant_id,
      status: item.status,
      files: item.files,
    })),
  };
}

/** The JSON file's name. */
export const lenderSubmissionName = (leadId: string, now = new Date()) =>
  `borrower-file-${leadId}-${now.toISOString().slice(0, 10)}.json`;
