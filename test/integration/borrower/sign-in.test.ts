import { describe, expect, it } from 'vitest';
import { borrowerFiles } from '../../../functions/src/data/repositories/borrower-files';
import { borrowerSignIn } from '../../../functions/src/data/repositories/borrower-sign-in';
import { viewer } from '../public-api/support';
import {
  asBorrower,
  asBroker,
  codeIn,
  invite,
  linkToken,
  mailsTo,
  newLead,
  nthMailTo,
  signInWithLink,
  uniqueEmail,
} from './support';

/** The portal's sign-in (issue 38, ADR 118): single-use links, expiry, renewal, codes and their limits. */

describe('sign-in by link', () => {
  it('e-mails the invitation in the applicant’s language with the link in the fragment', async () => {
    const leadId = await newLead();
    const en = await invite(leadId, { role: 'primary', language: 'en', name: 'Ann English' });
    expect(en.message.subject).toContain('complete your mortgage application online');
    expect(en.message.text).toMatch(/\/portal\/sign-in#t=[A-Za-z0-9_-]{43}/);
    expect(en.message.text).toContain('Hello Ann English,');
    const fr = await invite(leadId, { role: 'co_applicant', language: 'fr', name: 'Béa Français' });
    expect(fr.message.subject).toContain('remplissez votre demande hypothécaire');
    expect(fr.message.text).toMatch(/\/fr\/portail\/connexion#t=[A-Za-z0-9_-]{43}/);
  });

  it('signs in once: the second use of the link is 410 link_used', async () => {
    const invited = await invite(await newLead());
    const session = await signInWithLink(invited.token);
    expect(session.language).toBe('en');
    expect(new Date(session.expires_at).getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    const file = await asBorrower(session.session, 'GET', '/api/portal/file');
    expect(file.status).toBe(200);
    expect(file.body.you.applicant_id).toBe(invited.applicantId);

    const again = await asBorrower(undefined, 'POST', '/api/portal/sign-in/link', { token: invited.token });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ error: { code: 'link_used' } });
  });

  it('answers 404 for a token that names no link and 400 for one not shaped like one', async () => {
    const unknown = await asBorrower(undefined, 'POST', '/api/portal/sign-in/link', {
      token: 'A'.repeat(43),
    });
    expect(unknown.status).toBe(404);
    const bad = await asBorrower(undefined, 'POST', '/api/portal/sign-in/link', { token: 'short' });
    expect(bad.status).toBe(400);
  });

  it('refuses an expired link with 410 link_expired, and renewing it e-mails a new one that works', async () => {
    const invited = await invite(await newLead());
    // A link made eight days ago (the repository's clock): it expired yesterday.
    const record = await borrowerFiles.get(invited.leadId);
    const state = record!.applicants.get(invited.applicantId)!;
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const old = await borrowerFiles.renewLink(invited.leadId, state, 'primary', null, eightDaysAgo);
    expect(old.ok).toBe(true);
    const expiredToken = old.ok ? old.link.token : '';

    const expired = await asBorrower(undefined, 'POST', '/api/portal/sign-in/link', { token: expiredToken });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ error: { code: 'link_expired' } });
    // The invitation's first link was replaced by that one: it says expired too.
    const replaced = await asBorrower(undefined, 'POST', '/api/portal/sign-in/link', {
      token: invited.token,
    });
    expect(replaced.body).toMatchObject({ error: { code: 'link_expired' } });

    const before = (await mailsTo(invited.email)).length;
    const renew = await asBorrower(undefined, 'POST', '/api/portal/sign-in/link/renew', {
      token: expiredToken,
    });
    expect(renew.status).toBe(202);
    const message = await nthMailTo(invited.email, before + 1);
    expect(message.subject).toContain('your new sign-in link');
    const fresh = linkToken(message);
    expect(fresh).not.toBe(expiredToken);
    expect((await signInWithLink(fresh)).session).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a broker’s resend kills the old link', async () => {
    const invited = await invite(await newLead());
    const before = (await mailsTo(invited.email)).length;
    const resent = await asBroker(
      'agent1@example.com',
      'POST',
      `/api/files/${invited.leadId}/applicants/${invited.applicantId}/invitation`,
    );
    expect(resent.status).toBe(202);
    const fresh = linkToken(await nthMailTo(invited.email, before + 1));
    const old = await asBorrower(undefined, 'POST', '/api/portal/sign-in/link', { token: invited.token });
    expect(old.status).toBe(410);
    expect(old.body).toMatchObject({ error: { code: 'link_expired' } });
    await signInWithLink(fresh);
  });

  it('answers a renewal of an unknown link 202 and sends nothing', async () => {
    const answer = await asBorrower(undefined, 'POST', '/api/portal/sign-in/link/renew', {
      token: 'B'.repeat(43),
    });
    expect(answer.status).toBe(202);
  });
});

describe('sign-in by code', () => {
  async function requestCode(email: string, headers = viewer()) {
    return asBorrower(
      undefined,
      'POST',
      '/api/portal/sign-in/code/request',
      { email, language: 'en' },
      headers,
    );
  }

  it('answers 202 for an address with no file and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    expect((await requestCode(email)).status).toBe(202);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('signs in with the right code once; a code is asked for in any case of the address', async () => {
    const invited = await invite(await newLead());
    const before = (await mailsTo(invited.email)).length;
    expect((await requestCode(invited.email.toUpperCase())).status).toBe(202);
    const code = codeIn(await nthMailTo(invited.email, before + 1));
    const signedIn = await asBorrower<{ session: string; language: string }>(
      undefined,
      'POST',
      '/api/portal/sign-in/code',
      { email: invited.email, code },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.language).toBe('en');
    const file = await asBorrower(signedIn.body.session, 'GET', '/api/portal/file');
    expect(file.body.you.applicant_id).toBe(invited.applicantId);

    const twice = await asBorrower(undefined, 'POST', '/api/portal/sign-in/code', {
      email: invited.email,
      code,
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ error: { code: 'code_expired' } });
  });

  it('locks the code after five wrong tries: even the right one is refused then', async () => {
    const invited = await invite(await newLead());
    const before = (await mailsTo(invited.email)).length;
    await requestCode(invited.email);
    const code = codeIn(await nthMailTo(invited.email, before + 1));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await asBorrower(undefined, 'POST', '/api/portal/sign-in/code', {
        email: invited.email,
        code: wrong,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'wrong_code' } });
    }
    const locked = await asBorrower(undefined, 'POST', '/api/portal/sign-in/code', {
      email: invited.email,
      code,
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error: { code: 'code_locked' } });
  });

  it('e-mails at most five codes an hour to an address, answering 202 to each asking', async () => {
    const invited = await invite(await newLead());
    const before = (await mailsTo(invited.email)).length;
    for (let i = 0; i < 7; i++) expect((await requestCode(invited.email)).status).toBe(202);
    await nthMailTo(invited.email, before + 5);
    // The seventh answer came after the fifth e-mail was stored: no sixth followed.
    expect((await mailsTo(invited.email)).length).toBe(before + 5);
  });

  it('limits one client to ten code requests a minute at the edge', async () => {
    const client = viewer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await requestCode(uniqueEmail('edge'), client)).status);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
  });
});

describe('sessions', () => {
  it('answers 401 without a session, with a made-up one, and after sign-out', async () => {
    expect((await asBorrower(undefined, 'GET', '/api/portal/file')).status).toBe(401);
    expect((await asBorrower('C'.repeat(43), 'GET', '/api/portal/file')).status).toBe(401);
    const invited = await invite(await newLead());
    const { session } = await signInWithLink(invited.token);
    expect((await asBorrower(session, 'GET', '/api/portal/file')).status).toBe(200);
    expect((await asBorrower(session, 'POST', '/api/portal/sign-out')).status).toBe(204);
    expect((await asBorrower(session, 'GET', '/api/portal/file')).status).toBe(401);
  });

  it('answers 401 for a session past its 12 hours', async () => {
    const invited = await invite(await newLead());
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3600_000).toISOString();
    const old = await borrowerSignIn.createSession(invited.leadId, invited.applicantId, thirteenHoursAgo);
    expect((await asBorrower(old.token, 'GET', '/api/portal/file')).status).toBe(401);
  });
});
