export const siteWhyBrokerWords = {
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
  // Worded by the spec (docs: public-site.md) unless marked ours:
  title: 'Why Use a Mortgage Broker',
} as const;
