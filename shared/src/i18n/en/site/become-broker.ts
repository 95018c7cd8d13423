export const siteBecomeBrokerWords = {
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
} as const;
