import { randomUUID } from 'node:crypto';
import { ANONYMISED } from '@maplestone/shared/anonymisation';
import type { PrivacyAnonymiseResult } from '@maplestone/shared/schemas/privacy';
import { describe, expect, it } from 'vitest';
import { borrowerSignIn } from '../../../functions/src/data/repositories/borrower-sign-in';
import type { PersonFileExport } from '../../../functions/src/services/borrower-file/privacy';
import { api, signIn } from '../../support/http';
import { settledLead } from '../back-office/support';
import {
  APPLICATION,
  completeApplication,
  fintracBody,
  objectExists,
  PDF_BYTES,
  requestDocument,
  uploadDocument,
} from './documents-support';
import { AGENT_A, asBorrower, asBroker, invite, SUPER_ADMIN, signInWithLink, uniqueEmail } from './support';

/*
 * The borrower's file in privacy requests (issue 38, ADR 118): the export holds the person's part of their files
 * (never another applicant's), and anonymisation removes the file's personal data (names, e-mails, sections,
 * consents' typed names, uploaded files and their names) but keeps the FINTRAC records until their retention ends.
 */

const admin = async <T>(method: string, path: string, body?: unknown) =>
  api<T>(method, path, { token: await signIn(SUPER_ADMIN), body });

/** A contact lead of agent A (not an application: no retention hold), its client invited as primary, with a co-applicant. */
async function personWithFile() {
  const leadId = randomUUID();
  const email = uniqueEmail('person');
  await settledLead(leadId, AGENT_A.id, { name: 'Émilie Côté', email });
  const primary = await invite(leadId, { role: 'primary', name: 'Émilie Côté', email });
  const session = (await signInWithLink(primary.token)).session;
  await completeApplication(session, 'Émilie Côté', { submit: false });
  const co = await invite(leadId, { role: 'co_applicant', name: 'Casey Co' });
  const coSession = (await signInWithLink(co.token)).session;
  const coPersonal = {
    ...APPLICATION.personal,
    first_name: 'Casey',
    last_name: 'Cosigner',
    phone: '(416) 555-0199',
  };
  const saved = await asBorrower(coSession, 'PUT', '/api/portal/file/sections/personal', coPersonal);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const { item } = await requestDocument(leadId, { type: 'photo_id', applicant_id: primary.applicantId });
  const uploaded = await uploadDocument(session, item.id, {
    filename: 'émilie-passport.pdf',
    contentType: 'application/pdf',
    bytes: PDF_BYTES,
  });
  expect(uploaded.status).toBe(200);
  const verifiedOn = new Date().toISOString().slice(0, 10);
  const put = await asBroker(
    AGENT_A.email,
    'PUT',
    `/api/files/${leadId}/fintrac/${primary.applicantId}`,
    fintracBody({
      verified_on: verifiedOn,
      expiry_date: null,
      pep_determination: { is_pep: false, is_hio: false, determined_on: verifiedOn },
    }),
  );
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return { leadId, email, primary, co, coSession, objectKey: uploaded.upload.fields.key!, itemId: item.id };
}

describe('the privacy export', () => {
  it("holds the person's part of their file: their sections, consents, documents, masked FINTRAC record", async () => {
    const { leadId, email, primary } = await personWithFile();
    const answer = await admin<string>('GET', `/api/admin/privacy/export?email=${encodeURIComponent(email)}`);
    expect(answer.status).toBe(200);
    const exported = (typeof answer.body === 'string' ? JSON.parse(answer.body) : answer.body) as {
      borrower_files: PersonFileExport[];
    };
    expect(exported.borrower_files).toHaveLength(1);
    const [file] = exported.borrower_files;
    expect(file).toMatchObject({
      lead_id: leadId,
      shared_sections: { subject_property: APPLICATION.subject_property },
      applicants: [
        {
          id: primary.applicantId,
          name: 'Émilie Côté',
          personal_sections: { personal: APPLICATION.personal },
          fintrac: { document_number: '•••••567' },
        },
      ],
    });
    expect(file!.applicants[0]!.consents.map((consent) => consent.typed_name)).toEqual([
      'Émilie Côté',
      'Émilie Côté',
    ]);
    expect(file!.checklist[0]!.files[0]!.filename).toBe('émilie-passport.pdf');
    const text = JSON.stringify(exported);
    // Never another applicant's data, a storage key, or the whole document number.
    expect(text).not.toContain('Cosigner');
    expect(text).not.toContain('files/');
    expect(text).not.toContain('AB1234567');
  });
});

describe('anonymisation', () => {
  it("removes the file's personal data and uploaded files, keeps the FINTRAC record until its retention ends", async () => {
    const { leadId, email, primary, objectKey } = await personWithFile();
    expect(await objectExists(objectKey)).toBe(true);
    const erased = await admin<PrivacyAnonymiseResult>('POST', '/api/admin/privacy/anonymise', { email });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.anonymised).toBe(1);

    const view = await asBroker(SUPER_ADMIN, 'GET', `/api/files/${leadId}`);
    expect(view.status).toBe(200);
    const file = view.body.file!;
    expect(file.applicants.map((applicant) => [applicant.name, applicant.email])).toEqual([
      [ANONYMISED, ''],
      [ANONYMISED, ''],
    ]);
    expect(Object.values(file.applicant_sections)).toEqual([{}, {}]);
    expect(file.sections).toEqual({});
    expect(file.consents.map((consent) => consent.typed_name)).toEqual([ANONYMISED, ANONYMISED]);
    expect(file.checklist[0]).toMatchObject({ type: 'photo_id', files: [] });
    expect(await objectExists(objectKey)).toBe(false);
    // FINTRAC keeps its record five years from the verification.
    expect(file.fintrac[primary.applicantId]).toMatchObject({ document_number: '•••••567' });
    // Their e-mail no longer finds the file.
    expect(await borrowerSignIn.filesOf(email)).toEqual([]);
    const text = JSON.stringify(view.body);
    for (const personal of ['Côté', 'Cosigner', 'émilie-passport', email])
      expect(text).not.toContain(personal);
  });

  it("a co-applicant's request removes their part of another person's file only", async () => {
    const { leadId, co, primary } = await personWithFile();
    const erased = await admin<PrivacyAnonymiseResult>('POST', '/api/admin/privacy/anonymise', {
      email: co.email,
    });
    expect(erased.status).toBe(200);
    expect(erased.body.anonymised).toBe(0);
    const file = (await asBroker(SUPER_ADMIN, 'GET', `/api/files/${leadId}`)).body.file!;
    const byId = new Map(file.applicants.map((applicant) => [applicant.id, applicant]));
    expect(byId.get(co.applicantId)).toMatchObject({ name: ANONYMISED, email: '' });
    expect(file.applicant_sections[co.applicantId]).toEqual({});
    expect(byId.get(primary.applicantId)).toMatchObject({ name: 'Émilie Côté' });
    expect(file.applicant_sections[primary.applicantId]?.personal).toEqual(APPLICATION.personal);
    expect(file.sections.subject_property).toEqual(APPLICATION.subject_property);
    expect(file.checklist[0]!.files).toHaveLength(1);
  });
});
