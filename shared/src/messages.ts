import type { LandTransferUnavailableReason } from './mortgage/land-transfer-rules';
import type { ProvinceCode } from './rates/provinces';
import { numberFormat } from './text/intl';

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
    tooLarge: (max: number) => `Please enter a number no greater than ${numberFormat().format(max)}`,
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
    /** ours (issue 21): the land transfer tax and closing costs calculators' titles and header menu links */
    landTransferTitle: 'Land transfer tax calculator',
    closingCostsTitle: 'Closing costs calculator',
    landTransferMenu: { label: 'Land Transfer Tax', description: 'Provincial and Toronto tax, rebates' },
    closingCostsMenu: { label: 'Closing Costs', description: 'Cash needed on closing day' },
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
} as const;

export type Messages = typeof messages;

/**
 * ours (issue 21): the words of the land transfer tax and closing costs calculators. Apart from `messages`, which
 * every page loads, so that only these two pages download them.
 */
export const purchaseCostMessages = {
  /** The fields both calculators share. */
  purchase: {
    formTitle: 'Your purchase',
    province: 'Province or territory',
    city: 'City',
    elsewhereIn: (province: string) => `Elsewhere in ${province}`,
    price: 'Purchase price',
    firstTimeBuyer: 'First-time buyer',
    firstTimeBuyerHint: 'Buying your first home (each province sets its own test)',
    priceRequired: 'Please enter the purchase price',
    priceAboveZero: 'Please enter a price above $0',
  },
  landTransfer: {
    lead: "The land transfer tax on a home in any province, with Toronto's municipal tax, first-time buyer rebates and every bracket behind the figure.",
    empty: 'Enter a purchase price to see the land transfer tax.',
    total: 'Land transfer tax due',
    totalFee: 'Registration fee due',
    provincial: 'Provincial tax',
    registrationFee: 'Land titles registration fee',
    municipal: 'Municipal tax',
    rebate: 'First-time buyer rebate',
    /** The charge is a fee, not a tax (Alberta, Saskatchewan). */
    feeNote: (province: string) =>
      `${province} has no land transfer tax: buyers pay a land titles registration fee instead.`,
    noFirstTimeRelief: (province: string) => `${province} has no first-time buyer rebate.`,
    noReliefAtThisPrice: 'No first-time buyer relief applies at this price.',
    notAvailableTitle: 'Not available yet',
    breakdownTitle: 'How the tax adds up',
    breakdownCaption: 'Each bracket, rate and part of the price taxed, then any rebate and the total due',
    breakdownRegion: 'Land transfer tax brackets',
    columns: { range: 'Range', rate: 'Rate', taxed: 'Part taxed', tax: 'Tax' },
    taxedPart: (amount: string) => `on ${amount}`,
    rangeTo: (from: string, to: string) => `${from} to ${to}`,
    rangeOver: (from: string) => `Over ${from}`,
    wholePrice: 'Whole price',
    surtax: (from: string) => `Additional tax over ${from}`,
    baseFee: 'Base fee',
    subtotal: (name: string) => `Total ${name}`,
    rebateOf: (name: string) => `First-time buyer rebate on the ${name}`,
    sourcesTitle: 'Sources',
    asOf: (date: string) => `Rules as of ${date}`,
    /** "We can't calculate <charge> …", e.g. "Nova Scotia's deed transfer tax". */
    chargeOf: {
      AB: "Alberta's land titles registration fee",
      BC: "British Columbia's property transfer tax",
      MB: "Manitoba's land transfer tax",
      NB: "New Brunswick's real property transfer tax",
      NL: "Newfoundland and Labrador's registration fees",
      NT: "the Northwest Territories' land titles fees",
      NS: "Nova Scotia's deed transfer tax",
      NU: "Nunavut's land titles fees",
      ON: "Ontario's land transfer tax",
      PE: "Prince Edward Island's real property transfer tax",
      QC: "Quebec's welcome tax",
      SK: "Saskatchewan's land titles transfer fee",
      YT: "Yukon's land titles fees",
    } satisfies Record<ProvinceCode, string>,
    montrealCharge: "Montréal's welcome tax",
    /** By the core's reason (LandTransferUnavailableReason); `above` is the price limit, formatted. */
    unavailable: {
      'no-rule-yet': (charge: string) =>
        `We can't calculate ${charge} yet: we haven't confirmed the current fee schedule.`,
      'municipal-rate-varies': (charge: string, above?: string) =>
        above
          ? `We can't calculate ${charge} above ${above} yet: above that price each municipality sets its own rate.`
          : `We can't calculate ${charge} yet: each municipality sets its own rate.`,
      'rates-unconfirmed': (charge: string) =>
        `We can't calculate ${charge} yet: the published rates disagree, and we only show figures we have confirmed.`,
      'first-time-buyer-relief-unconfirmed': (charge: string) =>
        `We can't calculate ${charge} for first-time buyers yet: the terms of the first-time buyer credit aren't confirmed. Untick "First-time buyer" to see the tax before any credit.`,
      'unknown-province': () => 'Choose a province or territory to see its land transfer tax.',
      'price-out-of-range': (_charge: string, above?: string) =>
        `We can't calculate the tax on a price above ${above ?? 'our limit'}.`,
    } satisfies Record<LandTransferUnavailableReason, (charge: string, above?: string) => string>,
  },
  closingCosts: {
    lead: 'The cash you need on closing day: your down payment, land transfer tax, the sales tax on mortgage insurance, and typical legal, title insurance, inspection and appraisal costs.',
    downPayment: 'Down payment',
    downPaymentRequired: 'Please enter your down payment',
    downPaymentAbovePrice: "The down payment can't be more than the purchase price",
    amortization: 'Amortization',
    amortizationHint: 'Over 25 years adds 0.20 points to the mortgage insurance premium',
    empty: 'Enter a purchase price and down payment to see the cash you need at closing.',
    cashToClose: 'Cash needed at closing',
    cashToCloseNote: 'Down payment plus closing costs; the range comes from the estimates',
    closingCosts: 'Closing costs',
    breakdownTitle: 'Closing costs, item by item',
    landTransferTax: 'Land transfer tax',
    landTransferTaxNote: 'After any first-time buyer rebate',
    seeBrackets: 'See the brackets in the land transfer tax calculator',
    notAvailable: 'Not available',
    notInTotal: 'Not included in the totals.',
    premiumSalesTax: 'Sales tax on mortgage insurance',
    premiumTax: {
      insured: (rate: string, premium: string) =>
        `${rate} of the ${premium} premium, paid in cash at closing (the premium itself is added to the mortgage)`,
      noTaxInProvince: (premium: string, province: string) =>
        `${province} charges no sales tax on the ${premium} premium (added to the mortgage)`,
      notRequired: 'None: with 20% or more down, no mortgage insurance is needed',
      notInsurable:
        'None: this purchase cannot be insured (under 20% down, an insured mortgage needs at least 5% down and a price under $1,500,000)',
    },
    legalFees: 'Legal fees and disbursements',
    titleInsurance: 'Title insurance',
    homeInspection: 'Home inspection',
    appraisal: 'Appraisal',
    estimate: 'Estimate',
    totalClosingCosts: 'Total closing costs',
    estimatesNote:
      'Estimates are typical ranges for a resale home bought with a mortgage, from published broker, lawyer and inspector price guides, not quotes. Your lawyer or notary gives the exact figures before closing.',
    notIncluded:
      'Not included: mortgage registration fees, property tax and utility adjustments, moving costs, and GST/HST on a new build.',
  },
} as const;
