import { describe, expect, it } from 'vitest';
import type { LenderSubmission } from '../../../functions/src/services/borrower-file/json';
import { apiUrl, signIn } from '../../support/http';
import {
  APPLICATION,
  completeApplication,
  fintracBody,
  PDF_BYTES,
  requestDocument,
  review,
  uploadDocument,
} from './documents-support';
import { AGENT_A, AGENT_B, asBroker, newLead, signedInPrimary } from './support';

/*
 * The file as a print-ready PDF and as JSON for lender-submission systems (issue 38, ADR 118): what the broker
 * downloads, the FINTRAC number masked in both.
 */

/** A broker's GET of a download, its body as bytes. */
async function download(path: string, email: string = AGENT_A.email) {
  const response = await fetch(apiUrl(path), { headers: { authorization: `Bearer ${await signIn(email)}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A submitted file with a reviewed checklist and a FINTRAC record. */
async function fullFile() {
  const primary = await signedInPrimary();
  const { leadId, applicantId, session } = primary;
  const { item } = await requestDocument(leadId, { type: 'photo_id', applicant_id: applicantId });
  await uploadDocument(session, item.id, {
    filename: 'passeport.pdf',
    contentType: 'application/pdf',
    bytes: PDF_BYTES,
  });
  await review(leadId, item.id, { status: 'refused', reason: 'Page coupée (le « verso »).' });
  await requestDocument(leadId, { type: 'custom', label: 'Lettre de l’employeur' });
  const put = await asBroker(
    AGENT_A.email,
    'PUT',
    `/api/files/${leadId}/fintrac/${applicantId}`,
    fintracBody(),
  );
  expect(put.status).toBe(200);
  await completeApplication(session, 'Émilie Côté');
  return primary;
}

describe('the file as a PDF', () => {
  it('downloads as application/pdf, a real PDF holding the names, French text as WinAnsi', async () => {
    const { leadId } = await fullFile();
    const { response, bytes } = await download(`/api/files/${leadId}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="borrower-file-.+\.pdf"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const file = bytes.toString('latin1');
    expect(file.startsWith('%PDF-1.4')).toBe(true);
    expect(file.trimEnd().endsWith('%%EOF')).toBe(true);
    // The applicant's name as invited and as typed to sign, in the content streams (WinAnsi: é is one byte).
    expect(file).toContain('(Pat Primary');
    expect(bytes.includes(Buffer.from('\xc9milie C\xf4t\xe9', 'latin1'))).toBe(true);
    expect(file).toContain('Page coup\xe9e');
    expect(file).toContain('passeport.pdf');
    // The FINTRAC number masked (• is WinAnsi 149), never whole.
    expect(file).toContain('\x95\x95\x95\x95\x95567');
    expect(file).not.toContain('AB1234567');
  });

  it('is 404 for another agent, and 409 for a lead without a file', async () => {
    const { leadId } = await signedInPrimary();
    expect((await download(`/api/files/${leadId}/pdf`, AGENT_B.email)).response.status).toBe(404);
    const bare = await newLead();
    expect((await download(`/api/files/${bare}/pdf`)).response.status).toBe(409);
  });
});

describe('the file as JSON for lenders', () => {
  it('has a stable, versioned shape: applicants with their sections and totals, the shared sections, documents', async () => {
    const { leadId, applicantId } = await fullFile();
    const { response, bytes } = await download(`/api/files/${leadId}/json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="borrower-file-${leadId}-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const body = JSON.parse(bytes.toString('utf8')) as LenderSubmission;
    expect(Object.keys(body)).toEqual([
      'schema_version',
      'format',
      'generated_at',
      'brokerage',
      'lead',
      'file',
      'applicants',
      'properties',
      'subject_property',
      'down_payment',
      'mortgage',
      'documents',
    ]);
    expect(body).toMatchObject({
      schema_version: '1.0',
      format: 'maplestone.borrower-file',
      lead: { id: leadId },
      file: { stage: 'application_submitted', submitted_at: expect.any(String) },
      properties: [],
      subject_property: APPLICATION.subject_property,
      mortgage: APPLICATION.mortgage,
      down_payment: {
        amount: 60_000,
        sources: [
          { type: 'savings', amount: 40_000, donor_name: null, donor_relationship: null },
          { type: 'gift', amount: 20_000, donor_name: 'Robin Côté', donor_relationship: 'Parent' },
        ],
      },
    });
    expect(body.applicants).toHaveLength(1);
    const [applicant] = body.applicants;
    expect(applicant).toMatchObject({
      id: applicantId,
      role: 'primary',
      name: 'Pat Primary',
      personal: APPLICATION.personal,
      employment: [{ employer: 'Northwind', type: 'full_time', to: null }],
      income: [{ type: 'salary', annual_amount: 98_000 }],
      totals: {
        annual_income: 98_000,
        assets: 42_000,
        liabilities_balance: 12_000,
        liabilities_monthly_payments: 410,
      },
      identification: { method: 'photo_id', document_number: '•••••567', verified_on: '2026-11-20' },
    });
    expect(applicant!.addresses[0]).toMatchObject({ city: 'Québec', postal_code: 'G1R 4P5', to: null });
    expect(applicant!.consents.map((consent) => consent.typed_name)).toEqual(['Émilie Côté', 'Émilie Côté']);
    expect(body.documents.map((doc) => [doc.type, doc.status])).toEqual([
      ['photo_id', 'refused'],
      ['custom', 'requested'],
    ]);
    expect(body.documents[0]!.files[0]).toEqual({
      id: expect.any(String),
      filename: 'passeport.pdf',
      size: PDF_BYTES.length,
      content_type: 'application/pdf',
      uploaded_at: expect.any(String),
    });
    // No storage key, no whole document number.
    const text = bytes.toString('utf8');
    expect(text).not.toContain('files/');
    expect(text).not.toContain('AB1234567');
  });
});
