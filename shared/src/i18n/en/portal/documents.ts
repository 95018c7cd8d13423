/**
 * ours (the statuses are the issue's): the borrower's document checklist (issue 38, ADR 118): each document the
 * broker asked for, its status, the broker's reason for a refusal, and uploads. French in fr/portal/documents.ts.
 */
export const portalDocumentsWords = {
  title: 'Documents',
  lead: 'Send each document your broker asked for. A photo taken with your phone is fine if every page is clear and complete.',
  empty: 'Your broker has not asked for any documents yet. We will e-mail you when they do.',
  /** The standard Canadian documents, as the borrower reads them. */
  types: {
    photo_id: 'Government-issued photo ID',
    t4: 'T4 slips (last two years)',
    notice_of_assessment: 'Notices of Assessment (last two years)',
    pay_stub: 'Recent pay stub',
    employment_letter: 'Employment letter',
    down_payment_history: 'Down payment history (90 days of statements)',
    purchase_agreement: 'Purchase agreement',
    mls_listing: 'MLS listing',
    gift_letter: 'Gift letter',
    void_cheque: 'Void cheque',
    property_tax_bill: 'Property tax bill',
    mortgage_statement: 'Mortgage statement',
    custom: 'Document',
  },
  statuses: { requested: 'Requested', uploaded: 'Uploaded', accepted: 'Accepted', refused: 'Refused' },
  /** Whose document it is. */
  forYou: 'Yours',
  forFile: 'For the file',
  forApplicant: (name: string) => `For ${name}`,
  refusedTitle: 'Your broker asked for another file',
  refusedReason: (reason: string) => `Reason: ${reason}`,
  files: 'Files sent',
  fileLine: (name: string, size: string, when: string) => `${name} · ${size} · ${when}`,
  addFiles: 'Add files',
  addMore: 'Add more files',
  /** The upload control's name for a screen reader: which document it is for. */
  addFilesFor: (document: string) => `Add files for ${document}`,
  limits: 'PDF, JPEG, PNG or HEIC, up to 25 MB each. You can choose several files.',
  uploading: (name: string) => `Uploading ${name}`,
  checking: (name: string) => `Checking ${name}…`,
  uploaded: (name: string) => `${name} was sent.`,
  cancel: 'Cancel',
  /** Refusals: before sending (size, type), or when the server checks the file's first bytes. */
  tooLarge: (name: string, size: string) => `${name} is ${size}. Each file can be up to 25 MB.`,
  wrongType: (name: string) => `${name} is not a PDF, JPEG, PNG or HEIC file.`,
  contentMismatch: (name: string) =>
    `${name} does not contain what its name says (a PDF, JPEG, PNG or HEIC file). Please send the original file.`,
  tooManyFiles: 'This document already has as many files as it can take. Contact your broker.',
  failed: (name: string) => `${name} could not be sent. Please try again.`,
  rateLimited: 'Too many uploads at once. Please wait a moment, then try again.',
  back: 'Back to your file',
} as const;
