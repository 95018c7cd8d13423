/**
 * ours: the static pages' words (mortgage options, why a broker, the app, become a broker, the newsletter), their
 * closing call to action, and the sign-in's own words beside the spec's in messages.auth. English; French in
 * fr/site.ts (ADR 085).
 */
export const siteWords = {
  ctaBand: {
    title: 'Ready to find your best rate?',
    body: 'Apply online in a few minutes, or talk to a licensed broker. No cost for most borrowers.',
    findBroker: 'Find a broker',
  },
  mortgageOptions: {
    /** The page's lead paragraph, which is also its description in search results. */
    lead: "Rate type and flexibility are the two biggest choices you'll make. Here is how the options compare.",
    options: {
      fixed: {
        title: 'Fixed Rate Mortgage',
        summary: 'Your interest rate and payment stay the same for the whole term, usually 1 to 10 years.',
        pros: ['Predictable payments', 'Protected if rates rise', 'Easy to budget'],
        cons: ['Usually starts higher than variable', 'Larger penalty to break (IRD)'],
        bestFor: 'Buyers on a tight budget and anyone who values certainty.',
      },
      variable: {
        title: 'Variable Rate Mortgage',
        summary: "Your rate moves with your lender's prime rate, which follows the Bank of Canada.",
        pros: [
          'Often the lower rate to start',
          'Penalty usually 3 months of interest',
          'Can lock in to fixed',
        ],
        cons: ['Payment or amortization can change', 'Less predictable'],
        bestFor: 'Borrowers with room in their budget who may move or refinance.',
      },
      open: {
        title: 'Open Mortgage',
        summary: 'Pay it off, in part or in full, at any time without a prepayment penalty.',
        pros: ['No prepayment penalty', 'Flexibility for a sale or windfall'],
        cons: ['Higher rate than closed', 'Usually short terms (6 months to 1 year)'],
        bestFor: 'Selling soon, expecting a bonus or inheritance, or bridging to a new mortgage.',
      },
      closed: {
        title: 'Closed Mortgage',
        summary: 'A lower rate in exchange for limits on how much you can repay early each year.',
        pros: ['Lowest available rates', 'Annual prepayment privileges (often 10-20%)'],
        cons: ['Penalty to pay off or break early', 'Less flexibility'],
        bestFor: 'Most homeowners planning to keep their mortgage for the full term.',
      },
    },
    advantages: 'Advantages',
    tradeOffs: 'Trade-offs',
    /** Before each option's best fit, space included. */
    bestFor: 'Best for: ',
    notSure: {
      title: 'Not sure which fits?',
      lead: 'Most Canadians choose a 5-year closed mortgage, but the right answer depends on your plans. A broker can model each option with your numbers.',
    },
  },
  whyBroker: {
    /** The page's lead paragraph, which is also its description in search results. */
    lead: "About half of Canadian home buyers now use a mortgage broker. Here's what a broker does for you, and why it usually costs you nothing.",
    reasons: {
      choice: {
        title: 'More choice',
        body: 'A bank offers its own mortgages. A broker compares the big banks, monolines, credit unions and alternative lenders, more than 40 in all.',
      },
      rates: {
        title: 'Better rates',
        body: 'Lenders compete for broker business with discounted rates, often well below the posted rates at the branch.',
      },
      free: {
        title: 'Free for most borrowers',
        body: 'The lender pays the broker when your mortgage closes. For most residential mortgages you pay nothing.',
      },
      advice: {
        title: 'Advice on your side',
        body: 'We look past the headline rate at prepayment privileges, portability and penalties, the terms that cost money later.',
      },
      time: {
        title: 'Less paperwork, less time',
        body: 'One application, one credit check, and we handle the back-and-forth with lenders, lawyers and appraisers.',
      },
      licensed: {
        title: 'Licensed and regulated',
        body: 'Our brokers are licensed in their province (FSRA in Ontario) and bound by a code of conduct and continuing education.',
      },
    },
    comparison: {
      eyebrow: 'Side by side',
      title: 'Bank or broker?',
      caption: 'What a bank and a broker offer',
      bank: 'Your bank',
      broker: 'A Maplestone broker',
      /** Each row: what is compared, the bank's answer, the broker's. */
      rows: [
        ['Lenders compared', 'One', '40+'],
        ['Rates', 'Posted, then negotiated', 'Discounted broker rates'],
        ['Cost to you', 'None', 'None for most borrowers'],
        ['Advice covers', "The bank's products", 'The whole market'],
        ['Credit checks', 'One per bank', 'One'],
      ],
    },
  },
  app: {
    /** The page's lead paragraph, which is also its description in search results. */
    lead: 'Your mortgage in your pocket: rates, calculators, documents and your broker, wherever you are.',
    featuresTitle: 'Everything you need, in one app',
    features: {
      rates: {
        title: 'Live rates',
        body: "Today's best rates for your province, with alerts when they move.",
      },
      calculators: { title: 'Calculators', body: 'Payments, affordability and prepayments, on the go.' },
      documents: {
        title: 'Document upload',
        body: 'Snap your pay stubs and send them securely to your broker.',
      },
      renewal: {
        title: 'Renewal reminders',
        body: 'A nudge 120 days before your term ends, so you can compare.',
      },
      chat: { title: 'Chat with your broker', body: 'Questions answered without playing phone tag.' },
    },
    appStore: { prefix: 'Download on the', devices: ' (iPhone and iPad)' },
    googlePlay: { prefix: 'Get it on', devices: ' (Android)' },
    free: 'Free for iPhone, iPad and Android phones.',
    /** The phone drawn beside the features. */
    screenTitle: "Today's best rates",
  },
  becomeBroker: {
    title: 'Become a Broker',
    eyebrow: 'Careers',
    heading: 'Become a Mortgage Broker with Maplestone',
    /** The page's lead paragraph, which is also its description in search results. */
    lead: 'Build your own book of business with the rates, technology and support of a national brokerage behind you.',
    benefits: { eyebrow: 'Why join us', title: 'What you get' },
    requirements: { eyebrow: "Who we're looking for", title: 'Requirements' },
    cta: {
      title: 'Ready to grow with us?',
      body: 'Tell us about your experience and your goals. Our broker development team replies to every application within a week.',
    },
  },
  newsletter: {
    title: 'Newsletter',
    heading: 'Subscribe to Our Newsletter',
    /** The page's lead paragraph, which is also its description in search results. */
    lead: 'One short e-mail a week with the rates and market news that matter to Canadian homeowners. Unsubscribe anytime.',
    formTitle: 'Get the weekly rate update',
    formLabel: 'Newsletter',
    email: 'Email',
    placeholder: 'you@example.com',
    /** The hidden field only robots fill in. */
    honeypot: 'Website',
    privacy: 'We never share your e-mail address.',
    receiveTitle: "What you'll receive",
  },
  /** The sign-in's words that messages.auth does not have. */
  auth: {
    staffOnly: 'For Maplestone brokers and staff.',
    secure: 'Secure sign-in for Maplestone brokers and staff.',
    /** The TOTP second factor (ours; the spec's sign-in has none). */
    mfa: {
      title: 'Two-step verification',
      prompt: 'Enter the 6-digit code from your authenticator app.',
      setupTitle: 'Set up two-step verification',
      setupPrompt:
        'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.',
      qrAlt: 'QR code that adds Maplestone Mortgage to an authenticator app',
      qrLoading: 'Preparing the QR code…',
      secretLabel: 'Can’t scan it? Enter this key in the app instead:',
      codeLabel: '6-digit code',
      codeFormat: 'Enter the 6 digits shown in your authenticator app',
      wrongCode: 'That code is not right or has expired. Enter the current code from your authenticator app.',
      expired: 'Your sign-in timed out. Please sign in again.',
      verify: 'Verify',
      back: 'Back to sign in',
    },
  },
} as const;
