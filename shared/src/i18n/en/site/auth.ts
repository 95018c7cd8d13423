import { PASSWORD_POLICY } from '../../../password-policy';

/** The sign-in page and dialog, its second factor and its password reset. */
export const siteAuthWords = {
  staffOnly: 'For Maplestone brokers and staff.',
  secure: 'Secure sign-in for Maplestone brokers and staff.',
  /** The TOTP second factor (ours; the spec's sign-in has none). */
  mfa: {
    title: 'Two-step verification',
    prompt: 'Enter the 6-digit code from your authenticator app.',
    setupTitle: 'Set up two-step verification',
    setupPrompt:
      'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.',
    qrAlt: 'QR code that adds Maplestone Mortgage to an authenticator app',
    qrLoading: 'Preparing the QR code…',
    secretLabel: 'Can’t scan it? Enter this key in the app instead:',
    codeLabel: '6-digit code',
    codeFormat: 'Enter the 6 digits shown in your authenticator app',
    wrongCode: 'That code is not right or has expired. Enter the current code from your authenticator app.',
    expired: 'Your sign-in timed out. Please sign in again.',
    verify: 'Verify',
    back: 'Back to sign in',
  },
  /**
   * Forgot password (issue 35, ADR 100): Cognito e-mails a 6-digit code, the form takes it and a new password.
   * Whether an account exists is never said: an unknown e-mail reads as a known one.
   */
  reset: {
    forgot: 'Forgot password?',
    title: 'Reset your password',
    emailPrompt:
      'Enter the e-mail address you sign in with. We will send you a 6-digit code to reset your password.',
    sendCode: 'Send code',
    codeTitle: 'Check your e-mail',
    /** `email` as typed: the same words whether or not it has an account (ADR 100). */
    codeSent: (email: string) =>
      `If an account exists for ${email}, a code is on its way to that address. It can take a minute to arrive.`,
    codeLabel: 'Code from the e-mail',
    codeFormat: 'Enter the 6 digits from the e-mail',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    /** The user pool's PASSWORD_POLICY, in words (the create-agent form's hint too). */
    passwordPolicy: `At least ${PASSWORD_POLICY.minLength} characters, with an uppercase letter, a lowercase letter, a number and a symbol.`,
    mismatch: 'The two passwords are not the same',
    save: 'Set new password',
    resend: 'Resend code',
    resent: 'A new code is on its way. Use the newest one.',
    back: 'Back to sign in',
    done: 'Your password has been changed. Sign in with your new password.',
    wrongCode: 'That code is not right. Check the e-mail and try again.',
    expiredCode: 'That code has expired. Choose “Resend code” to get a new one.',
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
    cannotReset: 'The password of this account cannot be reset here. Please ask your administrator.',
  },
  // Worded by the spec (docs: public-site.md) unless marked ours:
  title: 'Welcome Back',
  subtitle: 'Sign in to your account',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign In',
  invalidLogin: 'Invalid email or password. Please try again.',
  genericError: 'An error occurred during authentication',
  profileLoadError: 'Error loading user profile',
  roleCheckError: 'Error checking user role',
  success: 'Login successful!',
} as const;
