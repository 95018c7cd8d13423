/** Profile: the agent dashboard's words (`dashboardMessages`). */
export const dashboardProfile = {
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
      /** ours (issue 37): a bio with no French, which a French page shows in English. */
      bioLacksFrench: 'Your bio has no French yet: your French page shows it in English.',
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
} as const;
