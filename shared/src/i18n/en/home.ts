/**
 * ours: the home page's words (hero, sections, how it works, the calculators band), the spec's
 * wordings among them (marked where they stand). English; French in fr/home.ts (ADR 085).
 */
export const homeWords = {
  /** What search results say of the home page. */
  description:
    "Your mortgage AI companion: compare today's best mortgage rates in your province, get an instant rate analysis and a personalized plan from a licensed broker.",
  hero: {
    badge: 'Licensed Canadian mortgage brokerage',
    /** The three figures under the best rate ('20+', '40+', '$0'), formatted by the page. */
    facts: {
      years: 'years helping Canadians',
      lenders: 'lenders compared',
      fees: 'broker fees for most buyers',
    },
    pitch:
      'Our brokers compare banks, credit unions and monoline lenders for you, and Val, our AI advisor, explains every option in plain language.',
    // Worded by the spec (docs: public-site.md) unless marked ours:
    tagline: 'Smart Guidance, Smarter Mortgages',
    bullets: ['Instant AI Rate Analysis', 'Browse Rates with Insights', 'Get A Personalized Plan'],
    getStarted: 'Get Started',
    renewalQuote: 'Renewal Quote',
  },
  rates: {
    eyebrow: 'Updated daily',
    lead: 'Discounted broker rates from our lender partners, by province. Pick a rate to get a personalized quote.',
  },
  how: {
    eyebrow: 'How it works',
    title: 'A better mortgage in three steps',
    lead: 'Brokers are paid by the lender when your mortgage closes, so our advice costs most borrowers nothing.',
    steps: [
      {
        title: 'Tell us your plans',
        body: 'Buying, renewing or refinancing: a two-minute quote gives us what we need. No credit check to start.',
      },
      {
        title: 'We shop the market',
        body: 'Your broker compares rates, prepayment privileges and penalties across 40+ lenders, not just the headline rate.',
      },
      {
        title: 'You choose, we handle the rest',
        body: 'Pick the mortgage that fits. We manage the paperwork with the lender and your lawyer through closing.',
      },
    ],
  },
  lenders: {
    eyebrow: 'Our lending partners',
    title: "Trusted by Canada's leading lenders",
    lead: 'One application, dozens of lenders: the big banks, monolines, credit unions and alternative lenders.',
  },
  testimonials: {
    eyebrow: 'Client stories',
    title: 'What our clients say',
  },
  calculators: {
    title: 'Run the numbers before you talk to anyone',
    lead: "Payments at every frequency, a full amortization schedule, and what you can afford under today's stress test.",
    mortgageCalculator: 'Mortgage payment calculator',
  },
} as const;
