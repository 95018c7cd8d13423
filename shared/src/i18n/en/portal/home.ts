/**
 * ours: the borrower portal's overview (issue 38, ADR 118): the application's progress section by section, the
 * consents, the documents and submitting. French in fr/portal/home.ts.
 */
export const portalHomeWords = {
  greeting: (name: string) => `Hello, ${name}`,
  applicationTitle: 'Your application',
  progress: (done: number, total: number) => `${done} of ${total} sections complete`,
  sectionStates: { complete: 'Complete', incomplete: 'To complete' },
  /** Where a section belongs, said when the file has co-applicants: the borrower's own, or shared. */
  scopes: { applicant: 'Yours alone', file: 'Shared with everyone on the file' },
  start: 'Start your application',
  resume: 'Continue where you left off',
  review: 'Review your application',
  consentsTitle: 'Consents',
  consentStates: { signed: 'Signed', unsigned: 'To sign' },
  signConsents: 'Read and sign',
  viewConsents: 'View',
  documentsTitle: 'Documents',
  documentsLead: 'The documents your broker asked for, and where each one is.',
  documentsEmpty: 'Your broker has not asked for any documents yet.',
  documentsToDo: (count: number) => (count === 1 ? '1 document to send' : `${count} documents to send`),
  documentsAllSent: 'Everything asked for has been sent.',
  openDocuments: 'Send documents',
  submitTitle: 'Submit your application',
  submitLead:
    'When every section is complete and the consents are signed, send the application to your broker.',
  submit: 'Submit my application',
  submitting: 'Submitting…',
  /** What keeps the file from being submitted (the API's `missing`), one line each. */
  missingTitle: 'Still to do before you can submit:',
  missingSection: (section: string) => section,
  missingConsent: (consent: string) => consent,
  /** A line that belongs to another applicant: their name first. */
  missingFor: (name: string, what: string) => `${name}: ${what}`,
  submitted: (when: string) => `Your application was submitted on ${when}.`,
  submittedToast: 'Your application was sent to your broker.',
  submitFailed: 'Your application could not be submitted. Please try again.',
  /** After submission the answers are read-only. */
  locked: 'Your application has been submitted. To change an answer, contact your broker.',
} as const;
