/**
 * The borrower file's stages (issue 38), in their order; `lost` is shown apart. Said once, in a module of their own:
 * the file's desk, the lead's activity and the funnel name them, and the activity's and the funnel's words must not
 * bring the desk's along.
 */
export const fileStageWords = {
  lead: 'Lead',
  application_started: 'Application started',
  application_submitted: 'Application submitted',
  documents_complete: 'Documents complete',
  sent_to_lender: 'Sent to lender',
  approved: 'Approved',
  funded: 'Funded',
  lost: 'Lost',
} as const;
