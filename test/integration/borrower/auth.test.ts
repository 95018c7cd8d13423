import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/src/routes';
import {
  AGENT_A,
  AGENT_B,
  asBorrower,
  asBroker,
  invite,
  newLead,
  SUPER_ADMIN,
  signedInPrimary,
  signInWithLink,
} from './support';

/**
 * Who reaches which file (issue 38, ADR 118): a borrower only their own file and, of the other applicants, names;
 * a broker only the files of leads they may open; a super admin every file.
 */

const INCOME = [{ type: 'salary', annual_amount: 123_456, description: 'Senior analyst at Northwind' }];
const PERSONAL = {
  first_name: 'Pat',
  last_name: 'Primary',
  date_of_birth: '1985-02-14',
  phone: '416-555-0142',
  marital_status: 'married',
  dependants: 2,
};

describe('the borrower routes', () => {
  it('every portal route but sign-in needs a session (401 without one)', async () => {
    const portal = routes.filter((route) => route.audience === 'borrower-api' && route.auth === 'borrower');
    expect(portal.length).toBeGreaterThan(5);
    for (const route of portal) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'section' ? 'personal' : 'x1',
      );
      const answer = await asBorrower(undefined, route.method, path, route.method === 'GET' ? undefined : {});
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('borrower A never reaches borrower B’s file: the session names the file, not the request', async () => {
    const a = await signedInPrimary();
    const b = await signedInPrimary();
    await asBorrower(b.session, 'PUT', '/api/portal/file/sections/income', INCOME);
    const fileA = await asBorrower(a.session, 'GET', '/api/portal/file');
    expect(fileA.status).toBe(200);
    expect(fileA.body.lead_id).toBe(a.leadId);
    expect(JSON.stringify(fileA.body)).not.toContain(b.leadId);
    expect(JSON.stringify(fileA.body)).not.toContain('123456');
    // A's session saves into A's file only, whatever the request says.
    const saved = await asBorrower(a.session, 'PUT', `/api/portal/file/sections/income?lead=${b.leadId}`, [
      { type: 'bonus', annual_amount: 1, description: null },
    ]);
    expect(saved.status).toBe(200);
    const fileB = await asBorrower(b.session, 'GET', '/api/portal/file');
    expect(fileB.body.sections.income).toEqual(INCOME);
  });

  it('a co-applicant reads the shared sections and their own, and of the primary only the name', async () => {
    const primary = await signedInPrimary();
    await asBorrower(primary.session, 'PUT', '/api/portal/file/sections/income', INCOME);
    await asBorrower(primary.session, 'PUT', '/api/portal/file/sections/personal', PERSONAL);
    await asBorrower(primary.session, 'PUT', '/api/portal/file/sections/mortgage', {
      amount: 400_000,
      amortization_years: 25,
      term_years: 5,
      rate_type: 'fixed',
      closing_date: '2027-04-30',
    });
    const co = await invite(primary.leadId, { role: 'co_applicant', name: 'Casey Co' });
    const { session } = await signInWithLink(co.token);
    const file = await asBorrower(session, 'GET', '/api/portal/file');
    expect(file.status).toBe(200);
    expect(file.body.you).toEqual({ applicant_id: co.applicantId, role: 'co_applicant', name: 'Casey Co' });
    expect(file.body.applicants.map((a) => a.name).sort()).toEqual(['Casey Co', 'Pat Primary']);
    expect(file.body.sections.mortgage?.amount).toBe(400_000);
    expect(file.body.sections.income).toBeUndefined();
    expect(file.body.sections.personal).toBeUndefined();
    const text = JSON.stringify(file.body);
    for (const secret of ['123456', 'Northwind', '1985-02-14', '416-555-0142', primary.email]) {
      expect(text).not.toContain(secret);
    }
    // The co-applicant's own income goes into their own sections, never the primary's.
    await asBorrower(session, 'PUT', '/api/portal/file/sections/income', [
      { type: 'hourly', annual_amount: 41_234, description: null },
    ]);
    const primaryView = await asBorrower(primary.session, 'GET', '/api/portal/file');
    expect(primaryView.body.sections.income).toEqual(INCOME);
    expect(JSON.stringify(primaryView.body)).not.toContain('41234');
  });
});

describe('the broker routes', () => {
  it('an agent opens the files of its own leads; another agent gets 404 as if none existed', async () => {
    const leadId = await newLead(AGENT_A.id);
    expect((await asBroker(AGENT_A.email, 'GET', `/api/files/${leadId}`)).body).toMatchObject({
      lead: { id: leadId },
      file: null,
    });
    await invite(leadId);
    const mine = await asBroker(AGENT_A.email, 'GET', `/api/files/${leadId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.file?.applicants).toHaveLength(1);

    for (const [method, path, body] of [
      ['GET', `/api/files/${leadId}`, undefined],
      [
        'POST',
        `/api/files/${leadId}/applicants`,
        { name: 'X', email: 'x@example.com', role: 'co_applicant', language: 'en' },
      ],
      ['PATCH', `/api/files/${leadId}/stage`, { stage: 'lost', reason: 'Not mine' }],
      ['POST', `/api/files/${leadId}/applicants/${mine.body.file!.applicants[0]!.id}/invitation`, undefined],
    ] as const) {
      const answer = await asBroker(AGENT_B.email, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await asBroker(AGENT_A.email, 'GET', `/api/files/${leadId}`)).body.file?.stage).toBe('lead');
  });

  it('a super admin opens any lead’s file', async () => {
    const leadId = await newLead(AGENT_B.id);
    await invite(leadId, {}, AGENT_B.email);
    const answer = await asBroker(SUPER_ADMIN, 'GET', `/api/files/${leadId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.file?.applicants).toHaveLength(1);
  });

  it('a borrower’s session is not a broker’s sign-in', async () => {
    const primary = await signedInPrimary();
    const answer = await asBorrower(primary.session, 'GET', `/api/files/${primary.leadId}`);
    expect(answer.status).toBe(401);
  });

  it('one primary and up to three co-applicants, each e-mail once per file', async () => {
    const leadId = await newLead();
    const first = await invite(leadId, { role: 'primary' });
    const call = (body: Record<string, unknown>) =>
      asBroker(AGENT_A.email, 'POST', `/api/files/${leadId}/applicants`, {
        name: 'N',
        language: 'en',
        ...body,
      });
    const secondPrimary = await call({ email: 'p2@example.com', role: 'primary' });
    expect(secondPrimary.status).toBe(409);
    expect(secondPrimary.body).toMatchObject({ error: { code: 'primary_exists' } });
    const sameEmail = await call({ email: first.email.toUpperCase(), role: 'co_applicant' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ error: { code: 'duplicate_email' } });
    for (let i = 0; i < 3; i++) await invite(leadId, { role: 'co_applicant' });
    const fourth = await call({ email: 'co4@example.com', role: 'co_applicant' });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ error: { code: 'too_many_co_applicants' } });
  });
});
