/**
 * Cognito through Amplify: sign-in, its second factor, a forgotten password's reset, sign-out. Heavy, so the app
 * imports it lazily: only the sign-in screens and Logout download it (who is signed in is ./me.ts, which needs no
 * Amplify).
 */
import { brand, type Role, redirectForRole } from '@maplestone/shared';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import {
  confirmResetPassword,
  confirmSignIn,
  resetPassword,
  type SignInOutput,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { configureAuth, currentIdToken, signOutHere } from '../../../lib/amplify';
import { ApiError, apiRequest } from '../../../lib/api';
import type { SignInText } from '../mfa-text';
import type { Me, Session } from './me';
import { meSchema } from './me-schema';

/** Cognito (and cognito-local) names for a wrong e-mail or password. */
const INVALID_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
]);
/** Cognito's names for a wrong or stale TOTP code (at sign-in, and when verifying a new authenticator). */
const WRONG_CODE = new Set([
  'CodeMismatchException',
  'EnableSoftwareTokenMFAException',
  'ExpiredCodeException',
]);
/** The challenge's session is gone (Cognito keeps it 3 minutes, or too many wrong codes): start again. */
const CHALLENGE_EXPIRED = new Set(['NotAuthorizedException', 'SignInException']);

/** A sign-in refused: `text` says why in the page's words, `message` in English. */
export class SignInError extends Error {
  /** True when the sign-in must start again from the password. */
  readonly restart: boolean;
  constructor(
    readonly text: SignInText,
    options: { restart?: boolean } = {},
  ) {
    super(text(siteAuthWords)); // the English, as the error's message (logs, tests)
    this.restart = options.restart ?? false;
  }
}

/** Where a sign-in stands: done (and where the role goes), or Cognito asks for the TOTP second factor. */
export type SignInStep =
  | { step: 'done'; role: Role; to: string; session: Session }
  | { step: 'totp-code' }
  | { step: 'totp-setup'; setupUri: string; secret: string };

/** A service error's own message when it has one worth showing (as it came), else the catalogue's generic text. */
function serviceMessage(error: unknown): SignInText {
  const { name, message } = error as Error;
  return (words) => (message && name !== 'Error' ? message : words.genericError);
}

/**
 * Signs in with e-mail and password (USER_PASSWORD_AUTH). Without MFA (locally) it ends signed in;
 * in AWS the pool requires TOTP, so the answer is the code step or, the first time, the set-up step.
 * Errors carry the spec's toast text.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInStep> {
  await configureAuth();
  const attempt = () =>
    signIn({ username: email.trim(), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let output: SignInOutput;
  try {
    try {
      output = await attempt();
    } catch (error) {
      if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
      await signOut();
      output = await attempt();
    }
  } catch (error) {
    if (INVALID_CREDENTIALS.has((error as Error).name)) throw new SignInError((w) => w.invalidLogin);
    throw new SignInError(serviceMessage(error));
  }
  return nextStep(output, email.trim());
}

/** Answers the TOTP challenge (or completes the authenticator's set-up) with the 6-digit code. */
export async function confirmTotpCode(code: string, email: string): Promise<SignInStep> {
  return nextStep(await confirmChallenge(code), email);
}

async function confirmChallenge(challengeResponse: string): Promise<SignInOutput> {
  try {
    return await confirmSignIn({ challengeResponse });
  } catch (error) {
    const name = (error as Error).name;
    if (WRONG_CODE.has(name)) throw new SignInError((w) => w.mfa.wrongCode);
    if (CHALLENGE_EXPIRED.has(name)) throw new SignInError((w) => w.mfa.expired, { restart: true });
    throw new SignInError(serviceMessage(error));
  }
}

async function nextStep({ nextStep: next }: SignInOutput, email: string): Promise<SignInStep> {
  switch (next.signInStep) {
    case 'DONE':
      return { step: 'done', ...(await signedIn()) };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { step: 'totp-code' };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return {
        step: 'totp-setup',
        setupUri: next.totpSetupDetails.getSetupUri(brand.name, email).toString(),
        secret: next.totpSetupDetails.sharedSecret,
      };
    // The pool offers TOTP only; should it list more, staff still use (or set up) an authenticator.
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      if (next.allowedMFATypes && !next.allowedMFATypes.includes('TOTP')) break;
      return nextStep(await confirmChallenge('TOTP'), email);
  }
  // A step this product does not use (SMS, new password...): the pool is set up otherwise.
  throw new SignInError((w) => w.genericError, { restart: true });
}

/**
 * Signed in: loads the profile and answers where the role goes, with the fresh session (the sign-in
 * form puts it in the session query so no guard reads a stale 'signed out' entry).
 */
async function signedIn(): Promise<{ role: Role; to: string; session: Session }> {
  const token = await currentIdToken();
  if (!token) throw new SignInError((w) => w.genericError, { restart: true });
  let me: Me;
  try {
    // Not authedRequest: a refusal here is a failed sign-in, said on the form, not a sign-out.
    me = await apiRequest('/api/me', { schema: meSchema, token });
  } catch (error) {
    const loadFailed = error instanceof ApiError;
    throw new SignInError((w) => (loadFailed ? w.profileLoadError : w.roleCheckError), {
      restart: true,
    });
  }
  return { role: me.role, to: redirectForRole(me.role), session: { me } };
}

/**
 * A reset code Cognito refused, or a new password: UserNotFoundException is a wrong code too, so an e-mail without
 * an account reads like a mistyped code (ADR 100).
 */
const WRONG_RESET_CODE = new Set(['CodeMismatchException', 'UserNotFoundException']);
/** Cognito's limits on codes asked for and codes tried. */
const TOO_MANY_ATTEMPTS = new Set([
  'LimitExceededException',
  'TooManyFailedAttemptsException',
  'TooManyRequestsException',
]);

/** A password reset refused: `text` says why in the page's words; `field` is the one it is about, if any. */
export class PasswordResetError extends Error {
  readonly field: 'code' | 'newPassword' | null;
  constructor(
    readonly text: SignInText,
    field: PasswordResetError['field'] = null,
  ) {
    super(text(siteAuthWords)); // the English, as the error's message (logs, tests)
    this.field = field;
  }
}

/**
 * Forgot password, step 1: Cognito e-mails a 6-digit code to the account's address. Resolves alike whether or
 * not the e-mail has an account: Cognito does so in AWS (PreventUserExistenceErrors), and cognito-local's
 * UserNotFoundException is taken for the same answer.
 */
export async function sendPasswordResetCode(email: string): Promise<void> {
  await configureAuth();
  try {
    await resetPassword({ username: email.trim() });
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return;
    throw resetError(error);
  }
}

/** Forgot password, step 2: the e-mailed code and the new password. */
export async function setNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  await configureAuth();
  try {
    await confirmResetPassword({ username: email.trim(), confirmationCode: code, newPassword });
  } catch (error) {
    throw resetError(error);
  }
}

function resetError(error: unknown): PasswordResetError {
  const name = (error as Error).name;
  if (WRONG_RESET_CODE.has(name)) return new PasswordResetError((w) => w.reset.wrongCode, 'code');
  if (name === 'ExpiredCodeException') return new PasswordResetError((w) => w.reset.expiredCode, 'code');
  if (name === 'InvalidPasswordException') {
    return new PasswordResetError((w) => w.reset.passwordPolicy, 'newPassword');
  }
  if (TOO_MANY_ATTEMPTS.has(name)) return new PasswordResetError((w) => w.reset.tooMany);
  // A disabled account, or one whose state allows no reset.
  if (name === 'NotAuthorizedException') return new PasswordResetError((w) => w.reset.cannotReset);
  return new PasswordResetError(serviceMessage(error));
}

export const signOutEverywhere = signOutHere;
