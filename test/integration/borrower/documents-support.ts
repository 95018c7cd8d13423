import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type {
  BorrowerFileView,
  BrokerFileView,
  DocumentUpload,
} from '@maplestone/shared/schemas/borrower-file';
import { CONSENT_WORDINGS } from '@maplestone/shared/schemas/borrower-file';
import { expect } from 'vitest';
import { PdfDocument } from '../../../functions/src/lib/pdf';
import { s3 } from '../../../functions/src/lib/s3';
import { fileDocumentsBucket } from '../../../functions/src/services/borrower-file/storage';
import type { ApiAnswer } from '../../support/http';
import { AGENT_A, asBorrower, asBroker } from './support';

/*
 * The checklist's tests (issue 38, ADR 118): documents asked for by the broker, uploaded as the portal does (a
 * presigned POST straight to storage, then the confirmation), a file filled in and submitted.
 */

/** A real PDF (the product's own writer): its first bytes are a PDF's. */
export const PDF_BYTES = new PdfDocument({ title: 'Passport' })
  .title('Passport')
  .paragraph('Pat Primary')
  .toBuffer();

/** A PNG's signature and header chunk: what the first bytes of any PNG are. */
export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
  1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);

/** Whether an object is stored at `key` in the borrowers' documents bucket. */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: fileDocumentsBucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** The broker asks for a document; answers the new item (the last of the checklist) and the view. */
export async function requestDocument(
  leadId: string,
  body: { type: string; label?: string | null; applicant_id?: string | null },
  broker: string = AGENT_A.email,
) {
  const answer = await asBroker(broker, 'POST', `/api/files/${leadId}/documents`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const checklist = answer.body.file!.checklist;
  return { item: checklist[checklist.length - 1]!, view: answer.body };
}

/** A presigned POST for a file, as the portal asks it. */
export function presign(
  session: string,
  itemId: string,
  file: { filename: string; content_type: string; size: number },
): Promise<ApiAnswer<DocumentUpload>> {
  return asBorrower<DocumentUpload>(session, 'POST', `/api/portal/file/documents/${itemId}/uploads`, file);
}

/** POSTs the bytes to storage with the presigned form, as the browser does. */
export async function postToStorage(
  upload: DocumentUpload,
  filename: string,
  contentType: string,
  bytes: Buffer,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  expect(response.ok, `storage answered ${response.status}`).toBe(true);
}

/** The whole upload as the portal does it: presign, POST to storage, confirm. Answers the confirmation. */
export async function uploadDocument(
  session: string,
  itemId: string,
  file: { filename: string; contentType: string; bytes: Buffer },
): Promise<ApiAnswer<BorrowerFileView> & { upload: DocumentUpload }> {
  const presigned = await presign(session, itemId, {
    filename: file.filename,
    content_type: file.contentType,
    size: file.bytes.length,
  });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(201);
  await postToStorage(presigned.body, file.filename, file.contentType, file.bytes);
  const completed = await asBorrower(
    session,
    'POST',
    `/api/portal/file/documents/${itemId}/uploads/${presigned.body.file_id}/complete`,
  );
  return { ...completed, upload: presigned.body };
}

/** The broker's review of an item. */
export function review(
  leadId: string,
  itemId: string,
  body: { status: 'accepted' | 'refused'; reason?: string | null },
  broker: string = AGENT_A.email,
): Promise<ApiAnswer<BrokerFileView>> {
  return asBroker(broker, 'PATCH', `/api/files/${leadId}/documents/${itemId}`, body);
}

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

/** A complete application of one applicant (every section), French accents included. */
export const APPLICATION = {
  personal: {
    first_name: 'Émilie',
    last_name: 'Côté',
    date_of_birth: '1988-06-01',
    phone: '(613) 555-0177',
    marital_status: 'single',
    dependants: 0,
  },
  addresses: [
    {
      street: '44 rue Élgin',
      city: 'Québec',
      province: 'QC',
      postal_code: 'G1R 4P5',
      from: yearsAgo(5),
      to: null,
      status: 'rent',
    },
  ],
  employment: [{ employer: 'Northwind', title: 'Analyste', type: 'full_time', from: yearsAgo(4), to: null }],
  income: [{ type: 'salary', annual_amount: 98_000, description: null }],
  assets: [{ type: 'tfsa', description: 'CELI à ma banque', value: 42_000 }],
  liabilities: [{ type: 'car_loan', lender: 'Banque Nord', balance: 12_000, monthly_payment: 410 }],
  properties: [],
  subject_property: {
    address: '9 rue Saint-Jean',
    city: 'Québec',
    province: 'QC',
    property_type: 'condo',
    occupancy: 'owner',
    purchase_price: 520_000,
  },
  down_payment: {
    amount: 60_000,
    sources: [
      { type: 'savings', amount: 40_000 },
      { type: 'gift', amount: 20_000, donor_name: 'Robin Côté', donor_relationship: 'Parent' },
    ],
  },
  mortgage: {
    amount: 460_000,
    amortization_years: 25,
    term_years: 5,
    rate_type: 'fixed',
    closing_date: '2027-06-30',
  },
} as const;

/** Fills every section, signs both consents as `typedName`, and (unless told not to) submits. */
export async function completeApplication(session: string, typedName: string, { submit = true } = {}) {
  for (const [section, value] of Object.entries(APPLICATION)) {
    const answer = await asBorrower(session, 'PUT', `/api/portal/file/sections/${section}`, value);
    expect(answer.status, `${section}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
  for (const kind of ['credit_check', 'broker_disclosure'] as const) {
    const signed = await asBorrower(session, 'POST', '/api/portal/file/consents', {
      kind,
      version: CONSENT_WORDINGS[kind].version,
      typed_name: typedName,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  }
  if (!submit) return;
  const submitted = await asBorrower(session, 'POST', '/api/portal/file/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
}

/** A FINTRAC record's request body; the number is the full one, as the broker types it. */
export function fintracBody(overrides: Record<string, unknown> = {}) {
  return {
    method: 'photo_id',
    document_type: 'Passport',
    document_number: 'AB1234567',
    jurisdiction: 'Canada',
    expiry_date: '2031-05-01',
    verified_on: '2026-11-20',
    pep_determination: { is_pep: false, is_hio: false, determined_on: '2026-11-20' },
    third_party: { is_acting_for_third_party: false, details: null },
    risk_rating: 'low',
    risk_reasons: [],
    ...overrides,
  };
}
