/**
 * ours: the words of the brokers' pages (find a broker, an agent's page), the contact and application pages,
 * testimonials and lenders, beside the spec's in messages.ts. English; French in fr/people.ts (ADR 085).
 */
export const peopleWords = {
  tryAgain: 'Try again',
  /** An action's accessible name with whom it is for: 'View Profile: Sarah Chen'. */
  actionFor: (action: string, name: string) => `${action}: ${name}`,

  findBroker: {
    eyebrow: 'Our team',
    /** The page's lead paragraph, which is also its description in search results. */
    lead: 'Licensed brokers who know your province, your lenders and your options. Pick one to see their rates, reviews and how to reach them.',
    points: [
      'Licensed in their province, with yearly continuing education',
      'Rates compared across 40+ banks, credit unions and monolines',
      'Paid by the lender: no fee for most borrowers',
    ],
  },

  agent: {
    notFoundLead:
      "This broker's page doesn't exist or is no longer active. Our other licensed brokers are happy to help.",
    /** The page's title when the agent has no SEO title of their own: 'Sarah Chen, Mortgage Broker · Maplestone Mortgage'. */
    metaTitle: (name: string, role: string, brandName: string) => `${name}, ${role} · ${brandName}`,
    /** The breadcrumb trail's middle crumb: Home › Find a Broker › the agent. */
    findBrokerCrumb: 'Find a Broker',
    hero: {
      bannerAlt: (name: string) => `${name} banner`,
      logoAlt: (name: string) => `${name} logo`,
      socialMedia: 'Social media',
      website: 'Website',
      /** 'Sarah Chen on LinkedIn'. */
      socialLink: (name: string, network: string) => `${name} on ${network}`,
    },
    about: {
      eyebrow: 'About',
      title: (first: string) => `Meet ${first}`,
      defaultBio: (name: string, brandName: string) =>
        `${name} is a licensed mortgage broker with ${brandName}.`,
      badgeAlt: (name: string, index: number) => `${name} badge ${index}`,
      licensed: (brandName: string) => `Licensed mortgage broker with ${brandName}`,
      lenders: 'Access to 40+ banks, credit unions and alternative lenders',
      noCost: 'No cost to you for most residential mortgages',
    },
    services: {
      eyebrow: 'Services',
      title: (first: string) => `How ${first} can help`,
      lead: 'Whatever the stage of your mortgage, one broker from first call to closing.',
      /** One line under each of the spec's six services (messages.agentPage.services), in its order. */
      text: [
        'Pre-approval to closing, with your rate held up to 120 days.',
        'Lower your rate, access equity or change your term.',
        'Life and disability coverage that keeps your home safe.',
        'Roll high-interest debt into one lower payment.',
        'Know your budget before you make an offer.',
        'Incentives, rebates and low down payment options.',
      ],
    },
    rates: {
      eyebrow: 'Updated daily',
      lead: (first: string) => `Broker rates ${first} can offer today, by province.`,
    },
    lenders: {
      eyebrow: 'Lending partners',
      title: 'Lenders I work with',
      lead: 'The big banks, monolines, credit unions and alternative lenders.',
    },
    testimonials: {
      eyebrow: 'Client stories',
      title: (first: string) => `What clients say about ${first}`,
    },
    options: {
      eyebrow: 'Know your options',
      title: 'Fixed or variable?',
      lead: 'The right choice depends on your budget, your plans and how much change you can live with.',
      fixedTitle: 'Fixed rate',
      fixed: [
        'Same rate and payment for the whole term',
        'Easy budgeting, no surprises',
        'Higher penalty to break (interest rate differential)',
      ],
      variableTitle: 'Variable rate',
      variable: [
        "Moves with your lender's prime rate",
        'Often lower to start',
        "Penalty usually three months' interest",
      ],
      whyTitle: 'Why work with a mortgage broker?',
      whyText:
        'A bank can only offer its own products. A broker compares dozens of lenders for you, negotiates the rate and the terms that matter (prepayment privileges, portability, penalties), and is paid by the lender when your mortgage closes, so for most borrowers the advice costs nothing.',
    },
    contact: {
      title: (first: string) => `Ready to talk to ${first}?`,
      lead: (first: string) =>
        `Send a message and ${first} will get back to you within one business day, with no obligation.`,
    },
  },

  contact: {
    eyebrow: "We're here to help",
    leadFor: (first: string) => `Send ${first} a message and expect a reply within one business day.`,
    lead: 'Questions about rates, renewals or your application? Send us a message and a licensed broker will reply within one business day.',
    formTitle: 'Send us a message',
    formNote: 'All fields are required unless marked optional.',
    officeName: 'Toronto office',
    tollFree: 'toll-free',
    hours: 'Monday to Friday, 9 a.m. to 6 p.m. ET',
    form: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      phoneType: 'Phone type',
      postalCode: 'Postal code',
      comments: 'Comments',
      commentsPlaceholder: 'How can we help? Buying, renewing, refinancing...',
      privacy: 'Your information is private and never sold.',
    },
  },

  application: {
    eyebrow: 'Apply online',
    lead: 'Tell us about yourself and the mortgage you need. A licensed broker reviews every application and calls you within one business day.',
    nextTitle: 'What happens next',
    next: [
      'A broker calls you within one business day to understand your goals.',
      'We compare offers from 40+ lenders and hold your best rate for up to 120 days.',
      'You choose. No cost for most borrowers, no obligation.',
    ],
    encrypted: 'Your application is sent over an encrypted connection and is only seen by our brokers.',
    form: {
      aboutYou: 'About you',
      fullName: 'Full Name',
      email: 'Email',
      phone: 'Phone Number',
      yourMortgage: 'Your mortgage',
      amount: 'Mortgage amount',
      broker: 'Preferred broker',
      noPreference: 'No preference',
      loadingBrokers: 'Loading brokers…',
      propertyAddress: 'Property address',
      message: 'Message',
      messagePlaceholder: 'Purchase, renewal or refinance? Your timeline? Anything we should know.',
      note: "Applying is free and doesn't affect your credit score. A broker will call you within one business day.",
      submit: 'Submit Application',
    },
    /** The recent applications beside the form, for signed-in staff only. */
    list: {
      title: 'Recent applications',
      allScope: 'Every application (super admin view).',
      ownScope: 'Applications assigned to you.',
      staffOnly: 'Visible to signed-in staff only.',
      empty: 'No applications yet.',
      amount: 'Amount',
      noAmount: 'Amount not given',
      received: 'Received',
      property: 'Property',
      broker: 'Broker',
      unassigned: 'Unassigned',
      /** Each status as the list shows it (capitalized by its style). */
      statuses: { new: 'new', contacted: 'contacted', qualified: 'qualified', closed: 'closed' },
    },
  },

  testimonials: {
    rated: (rating: number) => `Rated ${rating} out of 5`,
    /** A client's words (shown as they wrote them) in the language's quotation marks. */
    quoted: (text: string) => `“${text}”`,
  },

  lenders: {
    aLenders: 'Banks and A lenders',
    alternative: 'Alternative lenders',
  },
} as const;
