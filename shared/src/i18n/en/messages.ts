import { numberFormat } from '../../text/intl';

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
    payloadTooLarge: 'Request body too large',
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
    /** ours */
    outOfRange: 'Rate must be between 0 and 25%',
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
    /** Shown once the e-mail's link confirmed the subscription (double opt-in, ADR 095). */
    success: 'Successfully subscribed to our newsletter!',
    /** The form's answer: the address is subscribed only once it confirms (ADR 095). */
    checkInbox: 'Check your inbox to confirm your subscription.',
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
    fetchFailed: 'Failed to fetch blog posts',
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
  },
  services: {
    empty: 'No services available at the moment.',
    notFound: 'Service not found.',
    fetchFailed: 'Failed to fetch services',
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
} as const;

export type Messages = typeof messages;
