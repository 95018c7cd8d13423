import { createAudienceHandler } from '../lib/audience';

/** Borrowers (issue 38, ADR 118): the portal's sign-in, then the caller's own file through its session. */
export const handler = createAudienceHandler(
  'borrower-api',
  {
    signInWithLink: async () => (await import('../http/portal/sign-in-with-link')).signInWithLink,
    renewSignInLink: async () => (await import('../http/portal/renew-sign-in-link')).renewSignInLink,
    requestSignInCode: async () => (await import('../http/portal/request-sign-in-code')).requestSignInCode,
    signInWithCode: async () => (await import('../http/portal/sign-in-with-code')).signInWithCode,
    signOutBorrower: async () => (await import('../http/portal/sign-out')).signOutBorrower,
    getPortalFile: async () => (await import('../http/portal/get-file')).getPortalFile,
    savePortalSection: async () => (await import('../http/portal/save-section')).savePortalSection,
    signPortalConsent: async () => (await import('../http/portal/sign-consent')).signPortalConsent,
    submitPortalFile: async () => (await import('../http/portal/submit-file')).submitPortalFile,
    createDocumentUpload: async () =>
      (await import('../http/portal/create-document-upload')).createDocumentUpload,
    completeDocumentUpload: async () =>
      (await import('../http/portal/complete-document-upload')).completeDocumentUpload,
  },
  // Its 'borrower' routes' sessions; no other Lambda bundles the sign-in repositories (ADR 118).
  { borrower: async () => (await import('../lib/borrower-auth')).borrowerFromEvent },
);
