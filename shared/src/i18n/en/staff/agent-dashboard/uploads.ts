/** Uploads: the agent dashboard's words (`dashboardMessages`). */
export const dashboardUploads = {
  /** ours: an image or document reference under another owner's uploads */
  uploadNotYours: 'This file is not one of your uploads',
  /** ours: an upload kind this area may not ask for */
  uploadKindNotAllowed: 'This kind of upload is not available here',
  /** ours: a file refused before (and again at) upload, e.g. 'report.txt is not an accepted file type (PDF, DOC, DOCX or images)' */
  fileTypeNotAllowed: (fileName: string, acceptedTypes: string) =>
    `${fileName} is not an accepted file type (${acceptedTypes})`,
  /** ours: e.g. '4.2 MB — the limit is 2 MB' */
  fileTooLarge: (size: string, limit: string) => `${size} — the limit is ${limit}`,
  /** ours */
  fileEmpty: (fileName: string) => `${fileName} is empty`,
  /** ours */
  uploadChooseFile: 'Choose file',
  /** ours */
  uploadDropHint: 'or drag and drop it here',
  /** ours */
  uploadReplace: 'Replace',
  /** ours */
  uploadRemove: 'Remove',
  /** ours */
  uploadRetry: 'Retry',
  /** ours */
  uploadCancel: 'Cancel upload',
  /** ours */
  uploadUploading: (fileName: string) => `Uploading ${fileName}…`,
  /** ours */
  uploadSaving: 'Saving…',
  /** ours */
  uploadFailed: (fileName: string) => `${fileName} could not be uploaded.`,
  /** ours */
  uploadLimits: (acceptedTypes: string, limit: string) => `${acceptedTypes}, up to ${limit}`,
  /** ours */
  uploadRemoveTitle: 'Remove this image?',
  /** ours */
  uploadRemoveDescription: 'It is taken off your public page at once.',
} as const;
