import { termWords } from '../terms';

/**
 * ours (the link's refusals are the wording): signing in to the borrower portal (issue 38, ADR 118), by
 * the e-mailed link or by a one-time code. French in fr/portal/sign-in.ts.
 */
export const portalSignInWords = {
  title: 'Sign in to your mortgage file',
  lead: 'Use the link in the e-mail your broker sent you, or get a one-time code by e-mail.',
  checkingLink: 'Signing you in…',
  signedIn: 'You are signed in.',
  /** The link's refusals (410), each with a new link and the code sign-in offered. */
  linkUsed: {
    title: 'This link has already been used',
    text: 'For your security, each sign-in link works only once. We can e-mail you a new one, or you can sign in with a code.',
  },
  linkExpired: {
    title: 'This link has expired',
    text: 'Sign-in links work for 7 days. We can e-mail you a new one, or you can sign in with a code.',
  },
  /** An unknown or damaged link (404, or no valid token in it). */
  linkUnknown: {
    title: 'This link does not work',
    text: 'It may have been copied only in part, or replaced by a newer one. Sign in with a code instead.',
  },
  sendNewLink: 'Send me a new link',
  sendingNewLink: 'Sending…',
  newLinkSent: 'We sent a new link to the e-mail address your broker has for you. It works once, for 7 days.',
  useCode: 'Sign in with a code',
  /** The code sign-in: e-mail, then the code. */
  codeTitle: 'Sign in with a one-time code',
  codeLead: 'Enter the e-mail address your broker invited. We will e-mail you a 6-digit code.',
  email: termWords.email,
  sendCode: 'Send me a code',
  sendingCode: 'Sending…',
  codeSentTitle: 'We sent a code',
  codeSent: (email: string) =>
    `If ${email} has a file with us, a 6-digit code is on its way. It works for 10 minutes.`,
  code: '6-digit code',
  codeHint: 'Check your inbox, and your junk folder if it is not there.',
  codeFormat: 'Enter the 6 digits of the code we sent you',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  /** 400: wrong, expired or used up (5 tries). */
  wrongCode: 'That code is not right, or it has expired. Check it, or ask for a new one.',
  /** 429: too many requests or tries from this address or device. */
  rateLimited: 'Too many attempts. Please wait a few minutes, then try again.',
  failed: 'Something went wrong. Please try again.',
  newCode: 'Send a new code',
  otherEmail: 'Use another e-mail address',
  /** A borrower already signed in who opens the sign-in page. */
  alreadySignedIn: 'You are already signed in.',
  openFile: 'Open my file',
  secure: 'No password: each link and code works once and expires.',
} as const;
