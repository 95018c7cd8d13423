/** Documents: the agent dashboard's words (`dashboardMessages`). */
export const dashboardDocuments = {
  documentUploaded: 'Document uploaded successfully!',
  documentUploadFailed: 'Failed to upload document',
  /** ours: a document saved before its file reached storage (or after it was removed) */
  documentNotUploaded: 'The file was not uploaded. Please upload it again.',
  documentSaveFailed: 'Failed to save document',
  /** ours */
  documentNotFound: 'Document not found',
  /** ours */
  documentDeleted: 'Document deleted successfully!',
  /** ours */
  documentDeleteFailed: 'Failed to delete document',
  /** ours */
  documentsFetchFailed: 'Failed to fetch documents',
  /** ours */
  documentsEmpty: 'No documents yet. Upload your licence, certificates or other files above.',
  /** ours */
  documentsListTitle: 'Your documents',
  /** ours */
  documentUploadLabel: 'Upload a document',
  /** ours */
  documentOpen: (name: string) => `Open ${name}`,
  /** ours */
  documentDelete: (name: string) => `Delete ${name}`,
  /** ours */
  documentDeleteTitle: (name: string) => `Delete ${name}?`,
  /** ours */
  documentDeleteDescription: 'The file is removed from storage for good. This cannot be undone.',
  /** ours */
  documentTypeLabels: { certificate: 'Certificate', other: 'Other' },
} as const;
