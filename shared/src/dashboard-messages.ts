/** The agent dashboard's strings (see staff-messages.ts for why they are apart). */
export const dashboardMessages = {
  viewMyPage: 'View My Page',
  fetchAgentFailed: 'Failed to fetch agent data',
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile',
  saveChangesFailed: 'Failed to save changes',
  socialUpdated: 'Social links updated successfully!',
  socialFailed: 'Failed to update social links',
  linksUpdated: 'Application links updated successfully!',
  linksFailed: 'Failed to update application links',
  seoUpdated: 'SEO settings updated successfully!',
  seoFailed: 'Failed to update SEO settings',
  documentUploaded: 'Document uploaded successfully!',
  documentUploadFailed: 'Failed to upload document',
  /** ours: a document saved before its file reached storage (or after it was removed) */
  documentNotUploaded: 'The file was not uploaded. Please upload it again.',
  /** ours: an image or document reference under another owner's uploads */
  uploadNotYours: 'This file is not one of your uploads',
  /** ours: an upload kind this area may not ask for */
  uploadKindNotAllowed: 'This kind of upload is not available here',
  documentSaveFailed: 'Failed to save document',
  imageUploadFailed: 'Failed to upload image',
  headshotUploaded: 'Headshot uploaded successfully!',
  bannerUploaded: 'Banner uploaded successfully!',
  headshotFailed: 'Failed to upload headshot',
  bannerFailed: 'Failed to upload banner',
  slugEmpty: 'Profile slug cannot be empty',
  slugTaken: 'This profile URL is already taken',
  /** ours */
  metaTitleTooLong: 'Meta title must be 60 characters or fewer',
  /** ours */
  metaDescriptionTooLong: 'Meta description must be 160 characters or fewer',
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
  /**
   * ours: the agent dashboard's Blog tab (moved from `messages.blog.mine`; the post form's fields and the labels
   * the admin panel shares are in staffMessages.blog)
   */
  blog: {
    heading: 'Your blog posts',
    lead: 'Each post is reviewed by an administrator before it appears on the blog.',
    newPost: 'New post',
    editPost: 'Edit post',
    empty: "You haven't written a post yet. Choose New post to write your first.",
    lastEdited: (date: string) => `Last edited ${date}`,
    view: 'View',
    edit: 'Edit',
    delete: 'Delete',
    viewLabel: (title: string) => `View post "${title}"`,
    fields: {
      excerptHint:
        'A short summary for the blog list. Left empty, the first 150 characters of the content are used.',
    },
  },
  /** ours: the Customize tab */
  customize: {
    urlHeading: 'Profile URL',
    urlLead: 'The address of your public page. Only lowercase letters and digits are kept.',
    slug: 'Profile slug',
    publicUrl: 'Your public page',
    imagesHeading: 'Page images',
    imagesLead:
      'A background, your logo and up to 2 badges, shown on your public page. Each is saved as soon as it is uploaded.',
    background: 'Background image',
    logo: 'Logo',
    badge1: 'Badge 1',
    badge2: 'Badge 2',
  },
  /** ours: an agent's headshot and banner (the Profile tab's Photos card, and the super admin's edit dialog) */
  photos: {
    heading: 'Photos',
    lead: 'Your headshot is shown on your public page and in the broker list instead of your initials; the banner runs across the top of your page. Each is saved as soon as it is uploaded.',
    headshot: 'Headshot',
    headshotHint: 'A photo of the face, shown in a circle.',
    banner: 'Banner image',
    bannerHint: 'A wide image, at least 1600 pixels across, cropped to fit the page.',
  },
  /** ours: the Profile, Social, Links and SEO tabs */
  settings: {
    save: 'Save changes',
    saving: 'Saving…',
    profile: {
      heading: 'Your profile',
      lead: 'Your name, contacts and bio as they appear on your page.',
      name: 'Full name',
      phone: 'Phone',
      calendly: 'Calendly link',
      calendlyHint: 'Clients book a meeting with you through it.',
      bio: 'Bio',
    },
    social: {
      heading: 'Social links',
      lead: 'Each link shows as an icon on your page. Leave a field empty to hide it.',
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
      linkedin: 'LinkedIn',
      website: 'Website',
    },
    links: {
      heading: 'Application links',
      lead: 'Your own pages for applications, messages, rate quotes and bookings, if you have them.',
      apply: 'Apply',
      contactForm: 'Contact form',
      rateQuote: 'Rate quote',
      scheduler: 'Scheduler',
    },
    seo: {
      heading: 'SEO settings',
      lead: 'How your page appears in search results and when it is shared.',
      metaTitle: 'Meta title',
      metaDescription: 'Meta description',
      keywords: 'Meta keywords',
      keywordsHint: 'Separated by commas.',
      ogImage: 'Share image',
      ogImageHint: 'The image URL shown when your page is shared. Left empty, your headshot is used.',
      /** e.g. '42/60' */
      count: (length: number, max: number) => `${length}/${max}`,
      /** The counter as a screen reader reads it. */
      countLabel: (length: number, max: number) => `${length} of ${max} characters`,
      preview: 'Search result preview',
    },
  },
  tabs: {
    attention: 'Needs attention',
    profile: 'Profile',
    customize: 'Customize',
    social: 'Social',
    links: 'Links',
    seo: 'SEO',
    blog: 'Blog',
    documents: 'Documents',
    testimonials: 'Testimonials',
    leads: 'Leads',
    analytics: 'Analytics',
  },
} as const;
