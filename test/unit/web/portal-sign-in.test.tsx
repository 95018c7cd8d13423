// @vitest-environment jsdom
import { portalSignInWords } from '@maplestone/shared/i18n/en/portal/sign-in';
import { portalSignInFr } from '@maplestone/shared/i18n/fr/portal/sign-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_SESSION_KEY } from '../../../web/src/features/portal/api/session';
import SignInPage from '../../../web/src/features/portal/routes/sign-in-page';
import { loadPortalFrench } from '../../../web/src/features/portal/words';
import { seriousViolations } from './support/axe';
import { refusal, stubPortalApi, TOKEN } from './support/portal';
import { renderScreen } from './support/render';

// Issue 38, ADR 118: the portal's sign-in. The e-mail's link (its token in the fragment) signs in once; a used or
// expired one says so and offers a new link and the code sign-in; the code sign-in says when a code is wrong or
// when there were too many tries.

const en = portalSignInWords;
const fr = portalSignInFr;
const session = (language = 'en') => ({
  session: 'S'.repeat(43),
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  language,
});

/** A token of its own for each test: a link's sign-in is remembered by token (it works once). */
let serial = 0;
const nextToken = () => `${String(++serial).padStart(3, '0')}${TOKEN.slice(3)}`;

beforeAll(async () => {
  await loadPortalFrench();
});
beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** The address's fragment as the router has it, so a test sees the token leave it. */
function ShownHash() {
  return <output aria-label="hash">{useLocation().hash}</output>;
}

const renderAt = (url: string) =>
  renderScreen(
    <>
      <SignInPage />
      <ShownHash />
    </>,
    url,
    url.startsWith('/fr') ? '/fr/portail/connexion' : '/portal/sign-in',
  );

describe('the sign-in link', () => {
  it('signs in once, keeps the session for the tab and goes to the portal', async () => {
    const token = nextToken();
    const calls = stubPortalApi(() => session());
    renderAt(`/portal/sign-in#t=${token}`);
    expect(await screen.findByText('Landed on /portal')).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({ path: '/api/portal/sign-in/link', method: 'POST', body: { token } }),
    ]);
    expect(JSON.parse(window.sessionStorage.getItem(PORTAL_SESSION_KEY) ?? '{}').session).toBe(
      'S'.repeat(43),
    );
  });

  it('says a used link has already been used, and sends a new one on request', async () => {
    const token = nextToken();
    const calls = stubPortalApi((call) =>
      call.path.endsWith('/renew') ? new Response(null, { status: 202 }) : refusal(410, 'link_used'),
    );
    renderAt(`/portal/sign-in#t=${token}`);
    expect(await screen.findByText(en.linkUsed.title)).toBeTruthy();
    // The token has left the address.
    expect(screen.getByLabelText('hash').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: en.sendNewLink }));
    expect(await screen.findByText(en.newLinkSent)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/portal/sign-in/link/renew',
      method: 'POST',
      body: { token },
    });
    expect(screen.getByRole('button', { name: en.useCode })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says an expired link has expired, in French at /fr/portail/connexion, with the same offers', async () => {
    stubPortalApi(() => refusal(410, 'link_expired'));
    renderAt(`/fr/portail/connexion#t=${nextToken()}`);
    expect(await screen.findByText('Ce lien est expiré')).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.sendNewLink })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: fr.useCode }));
    // The code sign-in opens with the focus in its e-mail field.
    const email = await screen.findByLabelText(fr.email);
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('says « Ce lien a déjà servi » for a used link in French', async () => {
    stubPortalApi(() => refusal(410, 'link_used'));
    renderAt(`/fr/portail/connexion#t=${nextToken()}`);
    expect(await screen.findByText('Ce lien a déjà servi')).toBeTruthy();
  });

  it('tells a damaged link without asking the server, and offers the code', async () => {
    const calls = stubPortalApi(() => session());
    renderAt('/portal/sign-in#t=not-a-token');
    expect(await screen.findByText(en.linkUnknown.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.sendNewLink })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the code sign-in', () => {
  async function askForCode(answer: Parameters<typeof stubPortalApi>[0]) {
    const calls = stubPortalApi(answer);
    renderAt('/portal/sign-in');
    await userEvent.type(await screen.findByLabelText(en.email), 'marie@example.com');
    await userEvent.click(screen.getByRole('button', { name: en.sendCode }));
    expect(await screen.findByRole('heading', { name: en.codeSentTitle })).toBeTruthy();
    return calls;
  }

  it('asks for a code for the e-mail, then signs in with the six digits', async () => {
    const calls = await askForCode((call) =>
      call.path.endsWith('/code/request') ? new Response(null, { status: 202 }) : session(),
    );
    expect(calls[0]).toMatchObject({
      path: '/api/portal/sign-in/code/request',
      body: { email: 'marie@example.com', language: 'en' },
    });
    const code = screen.getByLabelText(en.code);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: en.signIn }));
    expect(await screen.findByText('Landed on /portal')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/portal/sign-in/code',
      body: { email: 'marie@example.com', code: '123456' },
    });
  });

  it('says how a code looks before sending anything else', async () => {
    const calls = await askForCode(() => new Response(null, { status: 202 }));
    await userEvent.type(screen.getByLabelText(en.code), '12a');
    await userEvent.click(screen.getByRole('button', { name: en.signIn }));
    expect(await screen.findByText(en.codeFormat)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('says a wrong code is wrong, and too many tries are too many', async () => {
    let tries = 0;
    await askForCode((call) => {
      if (call.path.endsWith('/code/request')) return new Response(null, { status: 202 });
      tries += 1;
      return tries === 1 ? refusal(400, 'invalid_code') : refusal(429, 'rate_limited');
    });
    const code = screen.getByLabelText(en.code);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: en.signIn }));
    expect(await screen.findByText(en.wrongCode)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toContain(screen.getByText(en.wrongCode).id);
    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: en.signIn }));
    expect(await screen.findByText(en.rateLimited)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('refuses an e-mail that is not one, in the page’s language', async () => {
    stubPortalApi(() => new Response(null, { status: 202 }));
    renderAt('/fr/portail/connexion');
    await userEvent.type(await screen.findByLabelText(fr.email), 'pas-un-courriel');
    await userEvent.click(screen.getByRole('button', { name: fr.sendCode }));
    expect(await screen.findByText('Veuillez entrer une adresse courriel valide')).toBeTruthy();
  });
});
