import { CONSENT_WORDINGS } from '@maplestone/shared/schemas/borrower-file';
import { describe, expect, it } from 'vitest';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import { AGENT_A, asBorrower, asBroker, signedInPrimary } from './support';

/** The application (issue 38, ADR 118): sections saved as the borrower goes, progress, consents, submission, stages. */

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

const SECTIONS = {
  personal: {
    first_name: 'Pat',
    last_name: 'Primary',
    date_of_birth: '1988-06-01',
    phone: '(613) 555-0177',
    marital_status: 'single',
    dependants: 0,
  },
  addresses: [
    {
      street: '44 Elgin St',
      city: 'Ottawa',
      province: 'ON',
      postal_code: 'k1p 5k6',
      from: yearsAgo(5),
      to: null,
      status: 'rent',
    },
  ],
  employment: [{ employer: 'Northwind', title: 'Analyst', type: 'full_time', from: yearsAgo(4), to: null }],
  income: [{ type: 'salary', annual_amount: 98_000, description: null }],
  assets: [{ type: 'tfsa', description: 'TFSA at my bank', value: 42_000 }],
  liabilities: [],
  properties: [],
  subject_property: {
    address: '9 Bank St',
    city: 'Ottawa',
    province: 'ON',
    property_type: 'condo',
    occupancy: 'owner',
    purchase_price: 520_000,
  },
  down_payment: {
    amount: 60_000,
    sources: [
      { type: 'savings', amount: 40_000 },
      { type: 'gift', amount: 20_000, donor_name: 'Robin Primary', donor_relationship: 'Parent' },
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

describe('sections', () => {
  it('saves each section as it goes, returns it with the progress, and the first save starts the application', async () => {
    const { session, leadId } = await signedInPrimary();
    const first = await asBorrower(session, 'GET', '/api/portal/file');
    expect(first.body.stage).toBe('lead');
    expect(first.body.progress).toMatchObject({ done: 0, total: 10 });

    const saved = await asBorrower(session, 'PUT', '/api/portal/file/sections/personal', SECTIONS.personal);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.stage).toBe('application_started');
    expect(saved.body.sections.personal).toEqual({ ...SECTIONS.personal });
    expect(saved.body.progress.done).toBe(1);
    expect(saved.body.progress.sections.find((line) => line.section === 'personal')).toEqual({
      section: 'personal',
      scope: 'applicant',
      complete: true,
    });

    const addresses = await asBorrower(
      session,
      'PUT',
      '/api/portal/file/sections/addresses',
      SECTIONS.addresses,
    );
    expect(addresses.body.sections.addresses?.[0]?.postal_code).toBe('K1P 5K6');

    // Two years of addresses is saved, but not complete (three years are asked).
    const short = await asBorrower(session, 'PUT', '/api/portal/file/sections/addresses', [
      { ...SECTIONS.addresses[0], from: yearsAgo(2) },
    ]);
    expect(short.status).toBe(200);
    expect(short.body.progress.sections.find((line) => line.section === 'addresses')?.complete).toBe(false);

    const history = await leadActivity.history(leadId);
    expect(
      history
        .filter((event) => event.kind === 'file_stage')
        .map((event) => event.kind === 'file_stage' && event.to),
    ).toEqual(['application_started', 'lead']);
  });

  it('refuses a bad body with 400 and writes nothing; an unknown section is 404', async () => {
    const { session } = await signedInPrimary();
    const bad = await asBorrower(session, 'PUT', '/api/portal/file/sections/down_payment', {
      amount: 10_000,
      sources: [{ type: 'gift', amount: 10_000 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'validation_failed' } });
    const unknown = await asBorrower(session, 'PUT', '/api/portal/file/sections/sin', { sin: '046 454 286' });
    expect(unknown.status).toBe(404);
    const file = await asBorrower(session, 'GET', '/api/portal/file');
    expect(file.body.stage).toBe('lead');
    expect(file.body.sections.down_payment).toBeUndefined();
  });
});

describe('consents and submission', () => {
  it('refuses to submit while incomplete, naming what is missing, then submits', async () => {
    const { session, leadId, applicantId } = await signedInPrimary();
    await asBorrower(session, 'PUT', '/api/portal/file/sections/personal', SECTIONS.personal);
    const early = await asBorrower(session, 'POST', '/api/portal/file/submit');
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ error: { code: 'file_incomplete' } });
    const paths = (early.body as unknown as { error: { issues: { path: string }[] } }).error.issues.map(
      (i) => i.path,
    );
    expect(paths).toContain(`${applicantId}.addresses`);
    expect(paths).toContain(`${applicantId}.consent.credit_check`);
    expect(paths).toContain('file.mortgage');
    expect(paths).not.toContain(`${applicantId}.personal`);

    for (const [section, value] of Object.entries(SECTIONS)) {
      const answer = await asBorrower(session, 'PUT', `/api/portal/file/sections/${section}`, value);
      expect(answer.status, `${section}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    const outdated = await asBorrower(session, 'POST', '/api/portal/file/consents', {
      kind: 'credit_check',
      version: '2020-01',
      typed_name: 'Pat Primary',
    });
    expect(outdated.status).toBe(409);
    for (const kind of ['credit_check', 'broker_disclosure'] as const) {
      const signed = await asBorrower(session, 'POST', '/api/portal/file/consents', {
        kind,
        version: CONSENT_WORDINGS[kind].version,
        typed_name: 'Pat Primary',
        // The wording's language as shown: French for the credit check here, the applicant's (English) else.
        ...(kind === 'credit_check' ? { language: 'fr' } : {}),
      });
      expect(signed.status).toBe(200);
    }
    const ready = await asBorrower(session, 'GET', '/api/portal/file');
    expect(ready.body.progress).toMatchObject({ done: 10, total: 10 });
    expect(ready.body.consents.map((c) => c.kind).sort()).toEqual(['broker_disclosure', 'credit_check']);
    const byKind = Object.fromEntries(ready.body.consents.map((consent) => [consent.kind, consent]));
    expect(byKind.broker_disclosure).toMatchObject({
      language: 'en',
      typed_name: 'Pat Primary',
      applicant_id: applicantId,
    });
    expect(byKind.credit_check).toMatchObject({
      language: 'fr',
      version: CONSENT_WORDINGS.credit_check.version,
    });
    expect(ready.body.can_submit).toBe(true);

    const submitted = await asBorrower(session, 'POST', '/api/portal/file/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.stage).toBe('application_submitted');
    expect(submitted.body.submitted_at).not.toBeNull();

    // Submitted: the borrower's edits are refused until the broker moves it back.
    const late = await asBorrower(session, 'PUT', '/api/portal/file/sections/income', SECTIONS.income);
    expect(late.status).toBe(409);
    expect((await asBorrower(session, 'POST', '/api/portal/file/submit')).status).toBe(409);

    const back = await asBroker(AGENT_A.email, 'PATCH', `/api/files/${leadId}/stage`, {
      stage: 'application_started',
    });
    expect(back.status).toBe(200);
    expect(back.body.file?.submitted_at).toBeNull();
    expect(
      (await asBorrower(session, 'PUT', '/api/portal/file/sections/income', SECTIONS.income)).status,
    ).toBe(200);
  });
});

describe('stages', () => {
  it('moves forward and back by hand, lost with its reason, documents complete only when they are', async () => {
    const { leadId } = await signedInPrimary();
    const move = (body: Record<string, unknown>) =>
      asBroker(AGENT_A.email, 'PATCH', `/api/files/${leadId}/stage`, body);
    const noReason = await move({ stage: 'lost' });
    expect(noReason.status).toBe(400);
    const incomplete = await move({ stage: 'documents_complete' });
    expect(incomplete.status).toBe(409);
    expect(incomplete.body).toMatchObject({ error: { code: 'documents_incomplete' } });
    expect((await move({ stage: 'lead' })).status).toBe(409);

    const lost = await move({ stage: 'lost', reason: 'Went with their bank' });
    expect(lost.status).toBe(200);
    expect(lost.body.file).toMatchObject({ stage: 'lost', lost_reason: 'Went with their bank' });
    const reopened = await move({ stage: 'sent_to_lender' });
    expect(reopened.body.file).toMatchObject({ stage: 'sent_to_lender', lost_reason: null });
    expect(reopened.body.file?.stage_history.map((change) => change.stage)).toEqual([
      'lead',
      'lost',
      'sent_to_lender',
    ]);

    const history = await leadActivity.history(leadId);
    const stages = history.flatMap((event) =>
      event.kind === 'file_stage' ? [[event.from, event.to, event.reason]] : [],
    );
    expect(stages).toEqual([
      ['lost', 'sent_to_lender', null],
      ['lead', 'lost', 'Went with their bank'],
      [null, 'lead', null],
    ]);
    expect(history.some((event) => event.kind === 'file_invitation')).toBe(true);
  });
});
