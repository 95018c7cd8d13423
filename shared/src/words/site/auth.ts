/** The sign-in's words that messages.auth does not have. */
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
} as const;
