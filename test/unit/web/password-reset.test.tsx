// @vitest-environment jsdom

import { commonWords } from '@maplestone/shared/i18n/en/common';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { french } from '@maplestone/shared/i18n/fr/index';
import { siteFr } from '@maplestone/shared/i18n/fr/site';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../web/src/features/auth/components/login-form';
import { seriousViolations } from './support/axe';
import { toast } from './support/fake-api';
import { renderScreen } from './support/render';
import { runtimeConfig } from './support/session';

// Cognito's side is Amplify's two calls, stubbed with the answers and errors Cognito gives; the form is real.
const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(),
  fetchAuthSession: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('../../../web/src/lib/toast', async () => (await import('./support/fake-api')).fakeToastModule());

const t = siteAuthWords.reset;
const EMAIL = 'agent1@example.com';
const NEW_PASSWORD = 'Maple-leaf-2026!';
const cognitoError = (name: string, message = name) => Object.assign(new Error(message), { name });
const codeSent = {
  isPasswordReset: false,
  nextStep: {
    resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
    codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'a***@e***', attributeName: 'email' },
  },
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/config.json' ? runtimeConfig() : new Response(null, { status: 404 }),
  );
  amplify.resetPassword.mockResolvedValue(codeSent);
  amplify.confirmResetPassword.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

/** The sign-in with `email` typed, then Forgot password? and (unless told not to) Send code. */
async function startReset(user: User, email = EMAIL, { send = true } = {}) {
  renderScreen(<LoginForm />, '/auth');
  await user.type(screen.getByLabelText(siteAuthWords.email), email);
  await user.click(screen.getByRole('button', { name: t.forgot }));
  await screen.findByRole('heading', { name: t.title });
  if (!send) return;
  await user.click(screen.getByRole('button', { name: t.sendCode }));
  await screen.findByRole('heading', { name: t.codeTitle });
}

async function fillStep2(user: User, code: string, password = NEW_PASSWORD, confirm = password) {
  for (const [label, value] of [
    [t.codeLabel, code],
    [t.newPassword, password],
    [t.confirmPassword, confirm],
  ] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.click(screen.getByRole('button', { name: t.save }));
}

/** The field-level error of the field labelled `label`. */
const errorOf = (label: string) => {
  const described = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return described
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent;
};

describe('forgot password', () => {
  it('sends the code to the e-mail typed, with the busy button while Cognito answers, and moves focus along', async () => {
    const user = userEvent.setup();
    await startReset(user, EMAIL, { send: false });
    // The e-mail typed on the sign-in comes along, and has focus: step 1 is that one field.
    const email = screen.getByLabelText(siteAuthWords.email) as HTMLInputElement;
    expect(email.value).toBe(EMAIL);
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('form', { name: t.title }).getAttribute('aria-describedby')).toBe(
      screen.getByText(t.emailPrompt).id,
    );
    expect(await seriousViolations(document.body)).toEqual([]);

    let answer: (value: unknown) => void = () => {};
    amplify.resetPassword.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: t.sendCode }));
    const busy = await screen.findByRole('button', { name: commonWords.loading });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer(codeSent);

    await screen.findByRole('heading', { name: t.codeTitle });
    expect(amplify.resetPassword).toHaveBeenCalledWith({ username: EMAIL });
    expect(screen.getByRole('form', { name: t.codeTitle }).getAttribute('aria-describedby')).toBe(
      screen.getByText(t.codeSent(EMAIL)).id,
    );
    const code = screen.getByLabelText(t.codeLabel);
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText(t.newPassword).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText(t.passwordPolicy)).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('checks the code and the new password against the pool’s policy before asking Cognito', async () => {
    const user = userEvent.setup();
    await startReset(user);

    await fillStep2(user, '12345', 'short');
    await waitFor(() => expect(errorOf(t.codeLabel)).toBe(t.codeFormat));
    expect(errorOf(t.newPassword)).toBe(t.passwordPolicy);
    // Long enough but no symbol, no digit, no capital: each one the policy asks for.
    for (const weak of ['maple-leaf-2026!', 'MAPLE-LEAF-2026!', 'Maple-leaf-word!', 'Mapleleaf2026x']) {
      await fillStep2(user, '123456', weak);
      await waitFor(() => expect(errorOf(t.newPassword), weak).toBe(t.passwordPolicy));
    }
    await fillStep2(user, '123456', NEW_PASSWORD, 'Maple-leaf-2027!');
    await waitFor(() => expect(errorOf(t.confirmPassword)).toBe(t.mismatch));
    expect(amplify.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('says a wrong, an expired code, a refused password and too many attempts in its own words, beside what they are about', async () => {
    const user = userEvent.setup();
    await startReset(user);

    amplify.confirmResetPassword.mockRejectedValueOnce(
      cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
    );
    await fillStep2(user, '000000');
    await waitFor(() => expect(errorOf(t.codeLabel)).toBe(t.wrongCode));
    expect(document.activeElement).toBe(screen.getByLabelText(t.codeLabel));

    amplify.confirmResetPassword.mockRejectedValueOnce(cognitoError('ExpiredCodeException'));
    await fillStep2(user, '111111');
    await waitFor(() => expect(errorOf(t.codeLabel)).toBe(t.expiredCode));

    amplify.confirmResetPassword.mockRejectedValueOnce(
      cognitoError('InvalidPasswordException', 'Password does not conform to policy'),
    );
    await fillStep2(user, '222222');
    await waitFor(() => expect(errorOf(t.newPassword)).toBe(t.passwordPolicy));
    expect(document.activeElement).toBe(screen.getByLabelText(t.newPassword));

    amplify.confirmResetPassword.mockRejectedValueOnce(cognitoError('LimitExceededException'));
    await fillStep2(user, '333333');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(t.tooMany),
    );
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('sets the new password and returns to the sign-in with the e-mail filled, focus on the password and a toast', async () => {
    const user = userEvent.setup();
    await startReset(user);
    await fillStep2(user, '123 456');
    await screen.findByRole('form', { name: siteAuthWords.title });
    expect(amplify.confirmResetPassword).toHaveBeenCalledWith({
      username: EMAIL,
      confirmationCode: '123456',
      newPassword: NEW_PASSWORD,
    });
    expect((screen.getByLabelText(siteAuthWords.email) as HTMLInputElement).value).toBe(EMAIL);
    const password = screen.getByLabelText(siteAuthWords.password) as HTMLInputElement;
    expect(password.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(toast.success).toHaveBeenCalledWith(t.done);
  });

  it('never tells whether the e-mail has an account: an unknown one reads like a known one, at both steps', async () => {
    const user = userEvent.setup();
    await startReset(user, EMAIL);
    const known = screen.getByRole('form', { name: t.codeTitle }).textContent;

    // cognito-local (and Cognito without PreventUserExistenceErrors) says the user does not exist.
    amplify.resetPassword.mockRejectedValueOnce(
      cognitoError('UserNotFoundException', 'Username/client id combination not found.'),
    );
    await user.click(screen.getByRole('button', { name: t.back }));
    await user.clear(screen.getByLabelText(siteAuthWords.email));
    await user.type(screen.getByLabelText(siteAuthWords.email), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: t.forgot }));
    await user.click(await screen.findByRole('button', { name: t.sendCode }));
    await screen.findByRole('heading', { name: t.codeTitle });
    expect(screen.getByRole('form', { name: t.codeTitle }).textContent).toBe(
      known?.replace(EMAIL, 'nobody@example.com'),
    );
    expect(screen.queryByText(/not found|does not exist|no account/i)).toBeNull();

    // Its 'code' is simply wrong, as a mistyped one is.
    amplify.confirmResetPassword.mockRejectedValueOnce(cognitoError('UserNotFoundException'));
    await fillStep2(user, '123456');
    await waitFor(() => expect(errorOf(t.codeLabel)).toBe(t.wrongCode));
  });

  it('resends the code, and says when Cognito has had too many requests', async () => {
    const user = userEvent.setup();
    await startReset(user);
    await user.click(screen.getByRole('button', { name: t.resend }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t.resent));
    expect(amplify.resetPassword).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByLabelText(t.codeLabel));

    amplify.resetPassword.mockRejectedValueOnce(cognitoError('LimitExceededException'));
    await user.click(screen.getByRole('button', { name: t.resend }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.tooMany);
  });

  it('stays on step 1 with the reason when Cognito refuses to send', async () => {
    amplify.resetPassword.mockRejectedValueOnce(cognitoError('LimitExceededException'));
    const user = userEvent.setup();
    await startReset(user, EMAIL, { send: false });
    await user.click(screen.getByRole('button', { name: t.sendCode }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.tooMany);
    expect(screen.getByRole('heading', { name: t.title })).toBeTruthy();
  });

  it('goes back to the sign-in from either step by keyboard, e-mail kept, focus on Forgot password?', async () => {
    const user = userEvent.setup();
    await startReset(user, EMAIL, { send: false });
    // Step 1: e-mail field → Send code → Back to sign in.
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe(t.back);
    await user.keyboard('{Enter}');
    await screen.findByRole('form', { name: siteAuthWords.title });
    expect((screen.getByLabelText(siteAuthWords.email) as HTMLInputElement).value).toBe(EMAIL);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(t.forgot));

    // Enter on Forgot password?, Enter sends; step 2's Back to sign in comes after Resend code.
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: t.title });
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: t.codeTitle });
    screen.getByRole('button', { name: t.resend }).focus();
    await user.tab();
    expect(document.activeElement?.textContent).toBe(t.back);
    await user.keyboard('{Enter}');
    await screen.findByRole('form', { name: siteAuthWords.title });
    expect((screen.getByLabelText(siteAuthWords.email) as HTMLInputElement).value).toBe(EMAIL);
  });
});

describe('forgot password on the French site (/fr/connexion)', () => {
  it('asks, checks and answers in French', async () => {
    const fr = siteFr.auth.reset;
    const user = userEvent.setup();
    renderScreen(<LoginForm />, '/fr/connexion');
    await user.click(screen.getByRole('button', { name: fr.forgot }));
    await screen.findByRole('heading', { name: fr.title });
    await user.type(screen.getByLabelText(french.site.auth.email), EMAIL);
    await user.click(screen.getByRole('button', { name: fr.sendCode }));
    await screen.findByRole('heading', { name: fr.codeTitle });
    expect(screen.getByText(fr.codeSent(EMAIL))).toBeTruthy();
    expect(screen.getByText(fr.passwordPolicy)).toBeTruthy();

    await user.type(screen.getByLabelText(fr.codeLabel), '12');
    await user.click(screen.getByRole('button', { name: fr.save }));
    await waitFor(() => expect(errorOf(fr.codeLabel)).toBe(fr.codeFormat));
    expect(errorOf(fr.newPassword)).toBe(fr.passwordPolicy);

    amplify.confirmResetPassword.mockRejectedValueOnce(cognitoError('CodeMismatchException'));
    await user.clear(screen.getByLabelText(fr.codeLabel));
    await user.type(screen.getByLabelText(fr.codeLabel), '000000');
    await user.type(screen.getByLabelText(fr.newPassword), NEW_PASSWORD);
    await user.type(screen.getByLabelText(fr.confirmPassword), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: fr.save }));
    await waitFor(() => expect(errorOf(fr.codeLabel)).toBe(fr.wrongCode));

    amplify.confirmResetPassword.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: fr.save }));
    await screen.findByRole('button', { name: fr.forgot });
    expect(toast.success).toHaveBeenCalledWith(fr.done);
  });
});
