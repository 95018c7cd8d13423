/**
 * Every user-facing string of both specs (error catalogues, toasts, titles, labels, empty states),
 * in the spec's exact wording, so the web, the API and the tests share one source. Strings the spec
 * leaves unworded (marked "ours") are the product's own.
 */

export interface ToastText {
  title: string;
  description: string;
}

export const messages = {
  common: {
    required: 'Please fill in all required fields',
    loading: 'Loading...',
    submit: 'Submit',
    submitting: 'Submitting...',
    applyNow: 'Apply Now',
    returnHome: 'Return Home',
    accessDenied: 'Access denied',
    /** ours */
    invalidEmail: 'Please enter a valid email address',
    /** ours */
    invalidUrl: 'Please enter a valid URL starting with http:// or https://',
    /** ours */
    invalidNumber: 'Please enter a valid number',
    /** ours */
    notNegative: 'Please enter a number of 0 or more',
    /** ours */
    tooLarge: (max: number) => `Please enter a number no greater than ${max.toLocaleString('en-CA')}`,
    /** ours */
    tooManyDecimals: (places: number) => `Please use at most ${places} decimals`,
    /** ours */
    wholeNumber: 'Please enter a whole number',
    /** ours */
    invalidPhone: 'Please enter a valid phone number',
    /** ours */
    invalidId: 'Invalid identifier',
    /** ours */
    invalidDate: 'Invalid date',
    /** ours */
    tooLong: (max: number) => `Please keep this under ${max} characters`,
    /** ours */
    notFound: 'Not found',
    /** ours */
    unexpected: 'Something went wrong. Please try again.',
    /** ours */
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    /** ours */
    notSignedIn: 'Please sign in to continue',
    /** ours */
    confirmDelete: 'Are you sure you want to delete this? This cannot be undone.',
  },
  auth: {
    title: 'Welcome Back',
    subtitle: 'Sign in to your account',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign In',
    agentLogin: 'Agent Login',
    logout: 'Logout',
    invalidLogin: 'Invalid email or password. Please try again.',
    genericError: 'An error occurred during authentication',
    profileLoadError: 'Error loading user profile',
    roleCheckError: 'Error checking user role',
    success: 'Login successful!',
    accessDenied: 'Access denied',
  },
  nav: {
    mortgages: 'Mortgages',
    ourRates: 'Our Rates',
    resources: 'Resources',
    contactUs: 'Contact Us',
    applyNow: 'Apply Now',
  },
  footer: {
    tagline: 'Connecting Canadians with the best mortgages from the right brokers for over 20 years',
    copyright: (year: number, holder: string) => `© ${year} ${holder}. All rights reserved.`,
  },
  home: {
    headline: 'Your Mortgage AI Companion',
    tagline: 'Smart Guidance, Smarter Mortgages',
    bullets: ['Instant AI Rate Analysis', 'Browse Rates with Insights', 'Get A Personalized Plan'],
    getStarted: 'Get Started',
    renewalQuote: 'Renewal Quote',
    bestRateToday: 'Best Rate Today',
    ratesTitle: "Today's Best Mortgage Rates",
    ratesNote: 'Rates may vary provincially and are subject to change without notice OAC.',
    tryAi: 'Try AI',
  },
  rates: {
    fixed: 'Fixed',
    variable: 'Variable',
    noFixedRates: 'No fixed rates available',
    noVariableRates: 'No variable rates available',
    noRates: (type: 'fixed' | 'variable') => `No ${type} rates available`,
    fetchFailed: 'Failed to fetch rates',
    addFailed: 'Failed to add rate',
    updateFailed: 'Failed to update rate',
    deleteFailed: 'Failed to delete rate',
    statusFailed: 'Failed to update rate status',
    scrapeFailed: 'Failed to scrape rates. Please try again.',
    allRates: 'All Rates',
    addManually: 'Add Rate Manually',
    active: 'Active',
    inactive: 'Inactive',
    /** ours */
    outOfRange: 'Rate must be between 0 and 25%',
    /** ours */
    added: 'Rate added successfully!',
    /** ours */
    updated: 'Rate updated successfully!',
    /** ours */
    deleted: 'Rate deleted successfully!',
  },
  quote: {
    /** ours */
    purchaseTitle: 'Get Your Mortgage Quote',
    /** ours */
    renewalTitle: 'Get Your Renewal Quote',
    missingFields: 'Please fill in all required fields',
    submitFailed: 'Failed to submit form',
    success: 'Your mortgage quote request has been submitted!',
    downPaymentHint: 'Minimum 5% for homes under $500k, 5-10% for $500k-$1M, 20% for $1M+',
    noAgent: 'none',
    /** ours */
    downPaymentExceedsPrice: 'Down payment cannot be more than the purchase price',
    /** ours */
    amortizationChoice: 'Please choose an amortization of 15, 20, 25 or 30 years',
    /** ours */
    amortizationRange: 'Amortization must be between 1 and 30 years',
    /** ours */
    belowMinimumDownPayment: (minimum: string) => `The minimum down payment for this price is ${minimum}`,
    labels: {
      insurance: 'CMHC Insurance',
      totalMortgage: 'Total Mortgage',
      payment: 'Payment',
    },
  },
  application: {
    title: 'Apply for a Mortgage',
    failed: 'Failed to submit application. Please try again.',
    listFailed: 'Failed to load applications',
    success: "Application submitted successfully! We'll contact you soon.",
  },
  contact: {
    title: 'Contact Us',
    titleFor: (brokerName: string) => `Contact ${brokerName}`,
    yourBroker: 'Your Broker',
    ourBrokers: 'Our Mortgage Brokers',
    viewProfileArrow: 'View Profile →',
    consentMissing: 'Please consent to receiving communications',
    failed: 'Failed to send message. Please try again.',
    success: "Message sent! We'll get back to you soon.",
    phoneTypes: ['Mobile', 'Work', 'Residential'],
    corporateOffices: 'Corporate Offices',
  },
  newsletter: {
    subscribe: 'Subscribe',
    success: 'Successfully subscribed to our newsletter!',
    benefits: [
      'Weekly rate updates and market analysis',
      'First-time buyer tips',
      'Renewal reminders',
      'Exclusive offers',
      'Industry news and regulatory changes',
    ],
  },
  news: {
    readMore: 'Read More',
    loadMore: 'Load More News',
    fetchFailed: 'Failed to fetch news',
    fetchFailedLater: 'Failed to fetch news. Please try again later.',
    readTime: (minutes: number) => `${minutes} min read`,
  },
  blog: {
    loadingPosts: 'Loading posts...',
    empty: 'No blog posts available yet.',
    loadingPost: 'Loading post...',
    backToBlog: 'Back to Blog',
    notFound: 'Blog post not found.',
    loadFailed: 'Failed to load blog post',
    draftPending: 'Draft - Pending Approval',
    fetchFailed: 'Failed to fetch blog posts',
    updateFailed: 'Failed to update post',
    deleteFailed: 'Failed to delete post',
    saveFailed: 'Failed to save post',
    noAgent: 'No agent exists to associate with this post. Create an agent first.',
    /** ours */
    saved: 'Post saved successfully!',
    /** ours */
    deleted: 'Post deleted successfully!',
    /** The spec's other post state (§4: Draft or Published). */
    published: 'Published',
    /** ours: the agent dashboard's Blog tab */
    mine: {
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
      editLabel: (title: string) => `Edit post "${title}"`,
      deleteLabel: (title: string) => `Delete post "${title}"`,
      deleteTitle: (title: string) => `Delete "${title}"?`,
      fields: {
        title: 'Title',
        excerpt: 'Excerpt',
        excerptHint:
          'A short summary for the blog list. Left empty, the first 150 characters of the content are used.',
        content: 'Content',
        image: 'Featured image',
      },
      save: 'Save post',
      saveChanges: 'Save changes',
    },
  },
  brokers: {
    findTitle: 'Find Your Mortgage Broker',
    loading: 'Loading brokers...',
    empty: 'No brokers available at the moment.',
    loadFailed: 'Failed to load brokers',
    role: 'Mortgage Broker',
    viewProfile: 'View Profile',
  },
  agentPage: {
    subtitle: 'Your Trusted Mortgage Broker',
    viewRates: 'View Rates',
    bookAppointment: 'Book Appointment',
    notFoundTitle: 'Agent Not Found',
    notFound: 'Agent not found',
    services: [
      'Purchase Mortgages',
      'Mortgage Refinancing',
      'Mortgage Protection',
      'Debt Consolidation',
      'Pre-Approval Services',
      'First-Time Buyer Programs',
    ],
  },
  products: {
    empty: 'No products available at the moment.',
    notFound: 'Product not found.',
    fetchFailed: 'Failed to fetch products',
    saveFailed: 'Failed to save product',
    /** ours */
    saved: 'Product saved successfully!',
    /** ours */
    priceStep: 'Price must have at most 2 decimals',
  },
  services: {
    empty: 'No services available at the moment.',
    notFound: 'Service not found.',
    fetchFailed: 'Failed to fetch services',
    saveFailed: 'Failed to save service',
    featuresInvalid: 'Features must be valid JSON',
    truncated:
      'Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.',
    /** ours */
    saved: 'Service saved successfully!',
  },
  lenders: {
    fetchFailed: 'Failed to fetch lenders',
    saveFailed: 'Failed to save lender',
    /** ours */
    saved: 'Lender saved successfully!',
  },
  calculators: {
    affordabilityTitle: 'How Much Can I Afford?',
  },
  pages: {
    chooseMortgage: 'Choose Your Mortgage',
    todaysRates: "Today's Mortgage Rates",
    whyBroker: 'Why Use a Mortgage Broker',
    mobileApp: 'Download Our Mobile App',
    becomeBrokerBenefits: [
      'Competitive commission structure',
      'Leading technology and marketing support',
      'Comprehensive training programs',
      'Access to top lenders and products',
      'Supportive team environment',
      'Flexible work arrangements',
    ],
    becomeBrokerRequirements: [
      'Valid mortgage broker licence',
      'Strong communication and customer service skills',
      'Self-motivated and goal-oriented',
      'Commitment to professional development',
    ],
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    link: 'Return to Home',
  },
  chat: {
    assistantName: 'Val',
    thinking: 'Val is thinking...',
    invalidEmail: 'The email address you provided seems invalid. Please provide a valid email address.',
    invalidPhone: 'The phone number you provided seems invalid. Please provide a valid phone number.',
    /** Destructive toasts by HTTP status; titles are the spec's, descriptions follow its notes. */
    errors: {
      rateLimit: {
        title: 'Rate limit exceeded',
        description: 'Please wait a moment before sending another message.',
      },
      unavailable: {
        title: 'Service unavailable',
        description: 'The AI assistant is temporarily unavailable.',
      },
      authentication: {
        title: 'Authentication error',
        description: 'Please refresh the page and try again.',
      },
      server: { title: 'Server error', description: 'Something went wrong on our side. Please try again.' },
      maintenance: {
        title: 'Service maintenance',
        description: 'The AI assistant is under maintenance. Please try again later.',
      },
      connection: (status: number): ToastText => ({
        title: 'Connection error',
        description: `The server responded with status ${status}. Please try again.`,
      }),
      timeout: {
        title: 'Response timeout',
        description: 'The AI took too long to respond. Please try again.',
      },
    },
    network: 'Network connection error. Please check your internet connection.',
    tookTooLong: 'The AI took too long to respond. Please try again.',
    invalidResponse: 'Invalid response from AI service. Please try again later.',
    sendFailed: 'Failed to send message. Please try again.',
    saveError: { title: 'Error Saving Information', description: 'Please try again or contact us directly.' },
    /** ours: the assistant's apology when saving the lead fails, with the support contacts. */
    saveErrorReply: (phone: string, email: string) =>
      `I'm sorry, I couldn't save your information just now. Please call us at ${phone} or e-mail ${email} and our team will help you right away.`,
    saved: { title: 'Information Received', description: 'Thank you! Our team will contact you shortly.' },
  },
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
  testimonials: {
    pending: 'Pending Approval',
    approved: 'Approved',
    empty: 'No testimonials yet. Add your first testimonial above.',
    submitted: 'Testimonial submitted for approval!',
    submitFailed: 'Failed to submit testimonial',
    saveFailed: 'Failed to save testimonial',
    fetchFailed: 'Failed to fetch testimonials',
    /** ours */
    ratingRange: 'Rating must be a whole number from 1 to 5',
    /** ours: the agent dashboard's Testimonials tab */
    mine: {
      formHeading: 'Add a testimonial',
      formLead: 'It appears on your page once an administrator approves it.',
      clientName: 'Client name',
      content: 'Testimonial',
      rating: 'Rating',
      stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
      submit: 'Submit for approval',
      listHeading: 'Your testimonials',
      loading: 'Loading testimonials...',
      rated: (rating: number) => `Rated ${rating} out of 5`,
    },
  },
  leads: {
    fetchFailed: 'Failed to fetch leads',
    statusFailed: 'Failed to update lead status',
    deleteFailed: 'Failed to delete application',
    /** ours */
    statusUpdated: 'Lead status updated successfully!',
    /** ours: the leads table and detail (labels the spec leaves unworded) */
    typeLabels: {
      rate_quote: 'Rate quote (purchase)',
      refinance: 'Renewal / refinance quote',
      application: 'Mortgage application',
      contact: 'Contact message',
    },
    /** ours */
    sourceLabels: {
      website: 'Website',
      'AI Chatbot': 'AI Chatbot',
      mortgage_calculator: 'Mortgage calculator',
      contact_form: 'Contact form',
    },
    /** ours */
    statusLabels: { new: 'New', contacted: 'Contacted', qualified: 'Qualified', closed: 'Closed' },
    /** ours */
    columns: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      type: 'Type',
      source: 'Source',
      date: 'Date',
      status: 'Status',
      agent: 'Agent',
    },
    /** ours: a lead whose agent was deleted */
    unassigned: 'Unassigned',
    /** ours: the status dropdown of one row */
    statusOf: (name: string) => `Status of ${name}`,
    /** ours */
    empty: 'No leads yet. Leads from your page, quotes and the chatbot appear here.',
    /** ours */
    search: 'Search leads',
    /** ours */
    viewDetails: (name: string) => `View details for ${name}`,
    /** ours */
    detailTitle: 'Lead details',
    /** ours */
    notFound: 'This lead could not be found.',
    /** ours */
    changeStatus: 'Lead status',
    /** ours */
    received: 'Received',
    /** ours */
    contactSection: 'Contact',
    /** ours */
    quoteSection: 'Quote',
    /** ours */
    applicationSection: 'Application',
    /** ours */
    messageSection: 'Message',
    /** ours */
    conversationSection: 'Conversation',
    /** ours */
    notesSection: 'Notes',
    /** ours */
    figures: {
      price: 'Purchase price',
      downPayment: 'Down payment',
      location: 'Location',
      amortization: 'Amortization',
      mortgageRate: 'Mortgage rate',
      paymentFrequency: 'Payment frequency',
      monthlyPayment: 'Monthly payment',
      totalMortgage: 'Total mortgage',
      cmhcInsurance: 'CMHC insurance',
      mortgage_amount: 'Mortgage amount',
      property_address: 'Property address',
      phoneType: 'Phone type',
      postalCode: 'Postal code',
    },
    /** ours */
    years: (years: number) => `${years} years`,
    /** ours */
    speakers: { user: 'Client', assistant: 'Assistant' },
    /** ours */
    transcriptUnreadable: 'The conversation could not be read; the notes are shown as saved.',
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

export type Messages = typeof messages;
