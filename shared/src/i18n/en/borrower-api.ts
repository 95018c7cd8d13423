/**
 * ours: the API's refusals on the borrower's file (issue 38, ADR 118), in English as the API answers; each has a
 * `code` the portal and the broker's screens tell apart and show in their own words.
 */
export const borrowerApiMessages = {
  linkUnknown: 'This sign-in link is not valid.',
  linkUsed: 'This sign-in link was already used. Ask for a new one, or sign in with a code.',
  linkExpired: 'This sign-in link has expired. Ask for a new one, or sign in with a code.',
  wrongCode: 'That code is not right. Check the last e-mail we sent and try again.',
  codeExpired: 'That code has expired or was replaced. Ask for a new code.',
  codeLocked: 'Too many wrong codes. Ask for a new code.',
  fileNotEditable: 'The application was submitted: ask your broker if something needs to change.',
  fileIncomplete: 'Some parts of the application are not complete yet.',
  consentOutdated: 'The wording of this consent has changed. Read it again before signing.',
  noFile: 'This lead has no file yet: invite the borrower first.',
  primaryExists: 'This file already has a primary applicant.',
  tooManyCoApplicants: 'A file has at most three co-applicants.',
  duplicateEmail: 'An applicant of this file already has this e-mail address.',
  applicantNotFound: 'No such applicant in this file.',
  sameStage: 'The file is already at this stage.',
  documentsIncomplete:
    'The documents are not complete: every checklist item must be accepted and every applicant’s identity verified.',
  busy: 'The file changed at the same time. Please try again.',
} as const;
