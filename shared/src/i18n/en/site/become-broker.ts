import { layoutWords } from '../layout';
export const siteBecomeBrokerWords = {
  title: layoutWords.links.becomeBroker.label,
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
  // Worded by the spec (docs: public-site.md) unless marked ours:
  benefitList: [
    'Competitive commission structure',
    'Leading technology and marketing support',
    'Comprehensive training programs',
    'Access to top lenders and products',
    'Supportive team environment',
    'Flexible work arrangements',
  ],
  requirementList: [
    'Valid mortgage broker licence',
    'Strong communication and customer service skills',
    'Self-motivated and goal-oriented',
    'Commitment to professional development',
  ],
} as const;
