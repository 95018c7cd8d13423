// @vitest-environment jsdom
import { brand } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { commonFr } from '@maplestone/shared/i18n/fr/common';
import { siteFr } from '@maplestone/shared/i18n/fr/site';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignInOutput } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../web/src/features/auth/components/login-form';
import { seriousViolations } from './support/axe';
import { renderScreen } from './support/render';
import { runtimeConfig } from './support/session';

// cognito-local has no MFA, so Cognito's side of the challenge is stubbed: Amplify's sign-in calls answer the
// steps the TOTP-enforcing pool in AWS answers. Everything else (the form, the QR code, the routing) is real.
const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(),
  fetchAuthSession: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);

const mfa = siteAuthWords.mfa;
const EMAIL = 'agent1@example.com';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const step = (nextStep: Record<string, unknown>) =>
  ({ isSignedIn: false, nextStep }) as unknown as SignInOutput;
const signedIn = step({ signInStep: 'DONE' });
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

beforeEach(() => {
  // The stack's answers: the runtime configuration and the signed-in agent's profile.
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/config.json') return runtimeConfig();
    if (url === '/api/me') {
      return Response.json({
        id: 'u1',
        role: 'agent',
        full_name: 'Sarah Chen',
        email: EMAIL,
        agent_id: 'a1',
      });
    }
    return new Response(null, { status: 404 });
  });
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  renderScreen(<LoginForm />, '/auth');
  await user.type(screen.getByLabelText(siteAuthWords.email), EMAIL);
  await user.type(screen.getByLabelText(siteAuthWords.password), 'Demo-pass-2026!');
  await user.click(screen.getByRole('button', { name: siteAuthWords.signIn }));
}

describe('sign-in with the TOTP second factor', () => {
  it('asks for the 6-digit code, says a wrong one is wrong, and signs in with the right one', async () => {
    amplify.signIn.mockResolvedValue(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
    const user = userEvent.setup();
    await signInWithPassword(user);

    await screen.findByRole('heading', { name: mfa.title });
    const code = screen.getByLabelText(mfa.codeLabel);
    // Phones offer the digits keyboard and the code from an SMS-style autofill; the field has focus.
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);

    // Not six digits: said next to the field, nothing sent.
    await user.type(code, '12345{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(mfa.codeFormat);
    expect(amplify.confirmSignIn).not.toHaveBeenCalled();

    amplify.confirmSignIn.mockRejectedValueOnce(
      cognitoError('CodeMismatchException', 'Invalid code received for user'),
    );
    await user.clear(code);
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(mfa.wrongCode));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(await seriousViolations(document.body)).toEqual([]);

    amplify.confirmSignIn.mockResolvedValueOnce(signedIn);
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: mfa.verify }));
    await screen.findByText('Landed on /agent-dashboard');
    expect(amplify.confirmSignIn).toHaveBeenLastCalledWith({ challengeResponse: '123456' });
  });

  it('first sign-in: shows the QR code and the key of the authenticator set-up, then takes its code', async () => {
    const getSetupUri = vi.fn(
      (app: string, account: string) =>
        new URL(`otpauth://totp/${encodeURIComponent(`${app}:${account}`)}?secret=${SECRET}&issuer=${app}`),
    );
    amplify.signIn.mockResolvedValue(
      step({
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: { sharedSecret: SECRET, getSetupUri },
      }),
    );
    const user = userEvent.setup();
    await signInWithPassword(user);

    await screen.findByRole('heading', { name: mfa.setupTitle });
    expect(getSetupUri).toHaveBeenCalledWith(brand.name, EMAIL);
    const qr = await screen.findByRole('img', { name: mfa.qrAlt });
    const svg = decodeURIComponent(qr.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toMatch(/^<svg[^>]*>.*<path/s);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(await seriousViolations(document.body)).toEqual([]);

    amplify.confirmSignIn.mockResolvedValueOnce(signedIn);
    await user.type(screen.getByLabelText(mfa.codeLabel), '654321{Enter}');
    await screen.findByText('Landed on /agent-dashboard');
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '654321' });
  });

  it('chooses TOTP when Cognito asks which factor to use', async () => {
    amplify.signIn.mockResolvedValue(
      step({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['TOTP'] }),
    );
    amplify.confirmSignIn.mockResolvedValueOnce(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
    const user = userEvent.setup();
    await signInWithPassword(user);
    await screen.findByRole('heading', { name: mfa.title });
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'TOTP' });
  });

  it('goes back to the password, e-mail kept, when the challenge has expired or the visitor asks', async () => {
    amplify.signIn.mockResolvedValue(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
    const user = userEvent.setup();
    await signInWithPassword(user);
    amplify.confirmSignIn.mockRejectedValueOnce(
      cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
    await user.type(await screen.findByLabelText(mfa.codeLabel), '123456{Enter}');
    const email = await screen.findByLabelText(siteAuthWords.email);
    expect((email as HTMLInputElement).value).toBe(EMAIL);
    expect((screen.getByLabelText(siteAuthWords.password) as HTMLInputElement).value).toBe('');

    // The keyboard reaches 'Back to sign in' from the code field.
    await user.type(screen.getByLabelText(siteAuthWords.password), 'Demo-pass-2026!{Enter}');
    await screen.findByLabelText(mfa.codeLabel);
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe(mfa.back);
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: siteAuthWords.signIn });
  });

  it('without MFA (the local pool) signs in with the password alone', async () => {
    amplify.signIn.mockResolvedValue(signedIn);
    const user = userEvent.setup();
    await signInWithPassword(user);
    await screen.findByText('Landed on /agent-dashboard');
    expect(amplify.confirmSignIn).not.toHaveBeenCalled();
  });
});

describe('sign-in on the French site (/fr/connexion)', () => {
  it('asks for the password and the code in French, says what is wrong in French, and goes to the back office', async () => {
    amplify.signIn.mockResolvedValue(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
    const user = userEvent.setup();
    renderScreen(<LoginForm />, '/fr/connexion');
    expect(screen.getByRole('form', { name: siteFr.auth.title })).toBeTruthy();
    // The e-mail's validation message comes from the shared schema in English, and shows in French.
    await user.click(screen.getByRole('button', { name: siteFr.auth.signIn }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toContain(commonFr.required);
    expect(alerts.some((alert) => Object.values(commonWords).includes(alert as never))).toBe(false);
    await user.type(screen.getByLabelText(siteFr.auth.email), EMAIL);
    await user.type(screen.getByLabelText(siteFr.auth.password), 'Demo-pass-2026!{Enter}');

    const french = siteFr.auth.mfa;
    await screen.findByRole('heading', { name: french.title });
    expect(screen.getByText(french.prompt)).toBeTruthy();
    const code = screen.getByLabelText(french.codeLabel);
    await user.type(code, '12345{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(french.codeFormat);

    amplify.confirmSignIn.mockRejectedValueOnce(
      cognitoError('CodeMismatchException', 'Invalid code received for user'),
    );
    await user.clear(code);
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(french.wrongCode));
    expect(screen.getByRole('button', { name: french.back })).toBeTruthy();

    // The back office has no French page: the agent lands on the English dashboard.
    amplify.confirmSignIn.mockResolvedValueOnce(signedIn);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: french.verify }));
    await screen.findByText('Landed on /agent-dashboard');
  });
});
