/**
 * The back office's strings (agent dashboard, super admin panel and their building blocks), in the spec's
 * wording where it has one ("ours" otherwise). Kept apart from `messages` so the public pages, whose entry
 * carries `messages`, never download them.
 */
export const staffMessages = {
  /** The back-office shell shared by /agent-dashboard and /super-admin. */
  backOffice: {
    agentArea: 'Agent Dashboard',
    adminArea: 'Super Admin',
    logout: 'Logout',
    /** ours */
    signedInAs: 'Signed in as',
    /** ours */
    toggleSidebar: 'Toggle sidebar',
    /** ours */
    closeSidebar: 'Close sidebar',
    /** ours */
    discardTitle: 'Discard unsaved changes?',
    /** ours */
    discardDescription: 'You have changes that have not been saved. If you leave now, they will be lost.',
    /** ours */
    discardConfirm: 'Discard changes',
    /** ours */
    keepEditing: 'Keep editing',
    /** ours */
    retry: 'Retry',
    /** ours */
    comingSoon: 'Coming soon',
    /** ours */
    comingSoonText: 'This panel is on its way.',
    /** ours: an admin whose account has no agent record (session.me.agent_id is null). */
    noAgentTitle: 'No agent profile for this account',
    /** ours */
    noAgentText:
      'The agent dashboard manages an agent profile, and this account has none yet. A super admin can create one for you.',
  },
  dashboard: {
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
  },
  /** ours: the agent dashboard's Analytics tab (the spec leaves its detail unshown) */
  agentAnalytics: {
    fetchFailed: 'Failed to fetch analytics',
    pageViews: 'Page views',
    leads: 'Leads',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    allTime: 'All time',
    overTime: 'Page views and leads, last 30 days',
    day: 'Day',
    byType: 'Leads by type',
    bySource: 'Leads by source',
    noLeads: 'No leads yet.',
    showTable: 'Show as a table',
    summary: (views: number, leads: number) =>
      `In the last 30 days: ${views.toLocaleString('en-CA')} page views and ${leads.toLocaleString('en-CA')} leads.`,
  },
  /** ours: the back-office DataTable */
  dataTable: {
    search: 'Search',
    all: (label: string) => `${label}: All`,
    rowsPerPage: 'Rows per page',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    rows: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    noMatches: 'No results match your filters.',
    clearFilters: 'Clear filters',
    retry: 'Retry',
    actions: 'Actions',
    edit: (label: string) => `Edit ${label}`,
    editHint: 'Enter saves, Escape cancels',
    saving: 'Saving…',
    saveFailed: 'Not saved. Please try again.',
  },
  admin: {
    tabs: {
      agents: 'Agents',
      testimonials: 'Testimonials',
      blog: 'Blog',
      leads: 'Leads',
      analytics: 'Analytics',
      rates: 'Rates',
      products: 'Products',
      services: 'Services',
      lenders: 'Lenders',
    },
    agentTabs: ['Basic Info', 'Social Links', 'App Links', 'SEO'],
    fetchAgentsFailed: 'Failed to fetch agents',
    createAgentFailed: 'Failed to create agent',
    updateAgentFailed: 'Failed to update agent',
    deleteAgentFailed: 'Failed to delete agent',
    agentNotFound: 'Agent not found',
    analyticsTitle: 'Platform Analytics',
    analyticsPeriods: ['All Time', '30 days', '7 days'],
    /** ours */
    agentCreated: 'Agent created successfully!',
    /** ours */
    agentUpdated: 'Agent updated successfully!',
    /** ours */
    agentDeleted: 'Agent deleted successfully!',
    /** ours, except the spec's tab names and messages above: the Agents panel */
    agents: {
      lead: "Every agent on the platform. A card opens the agent's public page in a new tab.",
      newAgent: 'New agent',
      loading: 'Loading agents…',
      empty: 'No agents yet. Create the first one: they can sign in as soon as it is saved.',
      opensInNewTab: '(opens in a new tab)',
      noSlug: 'No profile URL yet',
      active: 'Active',
      inactive: 'Inactive',
      createTitle: 'Create agent',
      createDescription:
        'The agent signs in with this e-mail and password, and lands on the agent dashboard.',
      createSubmit: 'Create agent',
      fullName: 'Full name',
      email: 'E-mail',
      password: 'Password',
      /** The user pool's password policy (infra/aws/constructs/auth.ts, infra/local/cognito.ts). */
      passwordPolicy:
        'At least 12 characters, with an uppercase letter, a lowercase letter, a number and a symbol.',
      editTitle: (name: string) => `Edit agent "${name}"`,
      editDescription:
        'Each tab is saved together with Save changes. Images are saved as soon as they are uploaded.',
      save: 'Save changes',
      crmEmail: 'CRM e-mail',
      crmEmailHint: "The agent's leads are sent to this address; left empty, to the company CRM.",
      slug: 'Profile slug',
      slugHint: "The public page's address, /agent/<slug>. Only lowercase letters and digits are kept.",
      headshot: 'Headshot',
      banner: 'Banner image',
      imageRemoveDescription: "It is taken off the agent's public page at once.",
      edit: (name: string) => `Edit agent "${name}"`,
      delete: (name: string) => `Delete agent "${name}"`,
      deleteTitle: (name: string) => `Delete agent "${name}"?`,
      deleteDescription:
        'Their sign-in and public page are removed for good; their leads stay, without an agent. This cannot be undone.',
      activate: (name: string) => `Activate agent "${name}"`,
      deactivate: (name: string) => `Deactivate agent "${name}"`,
      activateShort: 'Activate',
      deactivateShort: 'Deactivate',
      activated: (name: string) => `${name} is active again and can sign in.`,
      deactivated: (name: string) => `${name} is deactivated: signed out, and their page is hidden.`,
    },
    /** ours: the generic list/create/edit/delete panel (products, services, lenders) */
    crud: {
      add: (noun: string) => `Add ${noun}`,
      newTitle: (noun: string) => `New ${noun.toLowerCase()}`,
      editTitle: (noun: string, name: string) => `Edit ${noun.toLowerCase()} "${name}"`,
      edit: (noun: string, name: string) => `Edit ${noun.toLowerCase()} "${name}"`,
      delete: (noun: string, name: string) => `Delete ${noun.toLowerCase()} "${name}"`,
      deleteTitle: (noun: string, name: string) => `Delete ${noun.toLowerCase()} "${name}"?`,
      create: 'Create',
      saveChanges: 'Save changes',
      search: (plural: string) => `Search ${plural.toLowerCase()}`,
    },
    /** ours, except the spec's tab names and messages.rates */
    rates: {
      lead: 'Scraped and hand-entered rates shown on the public rates pages. Click a rate to edit it.',
      scrape: 'Scrape rates',
      scraping: 'Scraping rates… this can take a minute.',
      columns: {
        province: 'Province',
        term: 'Term',
        type: 'Type',
        mortgageType: 'Mortgage type',
        posted: 'Posted rate',
        ours: 'Our rate',
        status: 'Status',
        source: 'Source',
      },
      typeLabels: { fixed: 'Fixed', variable: 'Variable' },
      /** A rate as its row's buttons name it: '5 year fixed, Ontario, Manual Entry'. */
      describe: (term: string, type: string, province: string, source: string) =>
        `${term} ${type}, ${province}, ${source}`,
      postedOf: (rate: string) => `Posted rate, ${rate}`,
      oursOf: (rate: string) => `Our rate, ${rate}`,
      toggle: (active: boolean, rate: string) =>
        active ? `Active: deactivate ${rate}` : `Inactive: activate ${rate}`,
      delete: (rate: string) => `Delete rate ${rate}`,
      deleteTitle: (rate: string) => `Delete rate ${rate}?`,
      statusUpdated: (active: boolean) => (active ? 'Rate activated' : 'Rate deactivated'),
      empty: 'No rates yet. Scrape rates or add one manually.',
      search: 'Search rates',
      fields: {
        province: 'Province',
        term: 'Term',
        type: 'Rate type',
        mortgageType: 'Mortgage type',
        posted: 'Posted rate (%)',
        ours: 'Our rate (%)',
        active: 'Active (shown on the public site)',
      },
      add: 'Add rate',
    },
    /** ours, except messages.products */
    products: {
      noun: 'Product',
      plural: 'Products',
      lead: 'The products shown on the public site, newest first.',
      deleted: 'Product deleted successfully!',
      deleteFailed: 'Failed to delete product',
      columns: { name: 'Name', price: 'Price', description: 'Description', created: 'Created' },
      fields: {
        name: 'Name',
        description: 'Description',
        content: 'Content',
        price: 'Price (CAD)',
        image: 'Product image',
      },
      noPrice: 'No price',
    },
    /** ours, except messages.services */
    services: {
      noun: 'Service',
      plural: 'Services',
      lead: 'The mortgage services shown on the public site, newest first.',
      deleted: 'Service deleted successfully!',
      deleteFailed: 'Failed to delete service',
      columns: { name: 'Name', description: 'Description', features: 'Features', created: 'Created' },
      fields: {
        name: 'Name',
        description: 'Description',
        features: 'Features',
        featuresHint: 'A JSON list of strings, e.g. ["Fast approval", "No fees"]',
        content: 'Content',
        image: 'Service image',
      },
      /** Shown while typing past the limit, before the save cuts it. */
      overLimit: (length: number, limit: number) => `${length} characters: only the first ${limit} are kept`,
      featureCount: (count: number) => (count === 1 ? '1 feature' : `${count} features`),
    },
    /** ours, except messages.lenders */
    lenders: {
      noun: 'Lender',
      plural: 'Lenders',
      lead: 'The lenders shown on the home page, by display order.',
      empty: 'No lenders yet.',
      deleted: 'Lender deleted successfully!',
      deleteFailed: 'Failed to delete lender',
      columns: { logo: 'Logo', name: 'Name', type: 'Type', order: 'Order', status: 'Status' },
      fields: {
        name: 'Name',
        type: 'Type',
        order: 'Display order',
        orderHint: 'Lower numbers show first.',
        active: 'Active (shown on the home page)',
        logo: 'Logo',
      },
      active: 'Active',
      inactive: 'Inactive',
      logoOf: (name: string) => `${name} logo`,
    },
    /** ours, except messages.testimonials: the admin Testimonials panel */
    testimonials: {
      lead: "Every testimonial, agents' and your own. Agents' testimonials appear once approved.",
      add: 'Add testimonial',
      addTitle: 'Add a testimonial',
      addLead: 'Testimonials written here are approved at once.',
      editTitle: 'Edit testimonial',
      save: 'Save testimonial',
      saveChanges: 'Save changes',
      empty: 'No testimonials yet.',
      search: 'Search testimonials',
      columns: {
        client: 'Client',
        from: 'From',
        rating: 'Rating',
        content: 'Testimonial',
        date: 'Date',
        status: 'Status',
      },
      sources: { agent: 'Agent', admin: 'Admin' },
      unknownAuthor: 'Unknown',
      approveLabel: (client: string) => `Approve testimonial from "${client}"`,
      editLabel: (client: string) => `Edit testimonial from "${client}"`,
      deleteLabel: (client: string) => `Delete testimonial from "${client}"`,
      deleteTitle: (client: string) => `Delete the testimonial from "${client}"?`,
      approved: 'Testimonial approved successfully!',
      unapproved: 'Testimonial set back to pending approval',
      saved: 'Testimonial saved successfully!',
      deleted: 'Testimonial deleted successfully!',
      deleteFailed: 'Failed to delete testimonial',
    },
    /** ours, except messages.blog: the admin Blog panel */
    blog: {
      lead: "Every agent's posts. Publish a post to show it on the blog.",
      newPost: 'New post',
      editPost: 'Edit post',
      empty: 'No blog posts yet.',
      search: 'Search posts',
      columns: { title: 'Title', author: 'Author', status: 'Status', date: 'Date' },
      draft: 'Draft',
      noAuthor: 'No agent',
      fields: {
        slug: 'Slug',
        slugHint: "The post's address: /blog/<slug>. Follows the title until you edit it.",
        excerptHint: 'Filled from the first 150 characters of the content until you edit it.',
        author: 'Author agent',
        authorPlaceholder: 'Choose an agent',
      },
      publish: 'Publish',
      unpublish: 'Unpublish',
      publishLabel: (title: string) => `Publish post "${title}"`,
      unpublishLabel: (title: string) => `Unpublish post "${title}"`,
      published: 'Post published successfully!',
      unpublished: 'Post unpublished successfully!',
    },
    /** ours, except messages.leads and messages.application.listFailed: the admin Leads (applications) panel */
    leads: {
      lead: 'Every application and lead on the platform, newest first, with its agent.',
      empty: 'No leads yet. Applications, quotes, contact messages and chatbot leads appear here.',
      noneInRange: 'No leads were received between these dates.',
      search: 'Search by name, e-mail or phone',
      from: 'Received from',
      to: 'Received to',
      clearDates: 'Clear dates',
      exportCsv: 'Export CSV',
      exporting: 'Exporting…',
      exported: 'Leads exported',
      exportFailed: 'Failed to export leads',
      deleteLabel: (name: string) => `Delete the application from ${name}`,
      deleteTitle: (name: string) => `Delete the application from ${name}?`,
      deleteText: 'The lead and its details are removed for good. This cannot be undone.',
      deleted: 'Application deleted successfully!',
    },
    /** ours, except analyticsTitle and analyticsPeriods above: the Platform Analytics panel */
    analytics: {
      fetchFailed: 'Failed to fetch analytics',
      period: 'Period',
      counts: {
        agents: 'Agents',
        leads: 'Leads',
        page_views: 'Page views',
        testimonials: 'Testimonials',
        posts: 'Blog posts',
      },
      topAgents: 'Top Performing Agents',
      noTopAgents: 'No leads in this period yet.',
      leadCount: (count: number) => `${count.toLocaleString('en-CA')} ${count === 1 ? 'lead' : 'leads'}`,
      recentActivity: 'Recent Activity',
      noActivity: 'Nothing happened in this period yet.',
      overTime: 'Leads and page views over time',
      summary: (leads: number, views: number) =>
        `In this period: ${leads.toLocaleString('en-CA')} leads and ${views.toLocaleString('en-CA')} page views.`,
      activityTypes: { lead: 'Lead', testimonial: 'Testimonial', post: 'Post', agent: 'Agent' },
    },
  },
} as const;
