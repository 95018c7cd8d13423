/**
 * ours: the borrower portal's frame (issue 38, ADR 118): its name, the file's stages as the borrower reads them,
 * signing out, the states every portal page shares. French in fr/portal/shell.ts.
 */
export const portalShellWords = {
  /** The portal's name: its pages' titles and the bar above them. */
  name: 'Your mortgage file',
  /** The bar's link back to the file's overview. */
  overview: 'Overview',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  loading: 'Loading your file…',
  loadFailed: 'Your file could not be loaded.',
  tryAgain: 'Try again',
  /** A 401 from a portal call: the session ended (12 hours) or was revoked. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  signedOut: 'You are signed out.',
  /** No file behind the session (404). */
  noFile: 'We could not find a file for you. Please contact your broker.',
  /** A portal address that names no page of the borrower's file (a mistyped or another applicant's section). */
  noPage: 'This page is not part of your file.',
  /** The file's stage, as the borrower reads it. */
  stageLabel: 'Where your file is',
  stages: {
    lead: 'Not started',
    application_started: 'Application in progress',
    application_submitted: 'Application submitted',
    documents_complete: 'Documents complete',
    sent_to_lender: 'Sent to the lender',
    approved: 'Approved',
    funded: 'Funded',
    lost: 'Closed',
  },
  roles: { primary: 'Main applicant', co_applicant: 'Co-applicant' },
  /** The other people on the file (their names only). */
  youAre: (role: string) => `You are the ${role.toLowerCase()} on this file.`,
  others: (names: string) => `Also on this file: ${names}.`,
  /** The portal is private: what the pages say under their heading. */
  private: 'Only you and your broker can see this page.',
} as const;
