/**
 * ours ('Type your full name to sign' is the wording): the consents the borrower signs by typing their
 * name (issue 38, ADR 118). The wordings themselves are CONSENT_WORDINGS (shared/src/schemas/borrower-file.ts),
 * versioned. French in fr/portal/consents.ts.
 */
export const portalConsentsWords = {
  title: 'Consents',
  lead: 'Read each consent. To sign it, type your full name as it appears on your ID.',
  kinds: { credit_check: 'Credit check', broker_disclosure: 'Broker’s disclosure' },
  version: (version: string) => `Version ${version}`,
  typedName: 'Type your full name to sign',
  typedNameHint: 'Your typed name is your signature. We record it with the date and time.',
  sign: 'Sign',
  signing: 'Signing…',
  signedBy: (name: string, when: string) => `Signed by ${name} on ${when}`,
  /** A consent signed in an older wording: asked again. */
  newVersion: 'The wording has changed since you signed. Please read it and sign again.',
  signedToast: 'Consent signed.',
  failed: 'Your signature could not be recorded. Please try again.',
  back: 'Back to your file',
} as const;
