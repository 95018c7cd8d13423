/**
 * ours: the words of the content pages beside the spec's (messages.ts): the blog and its posts, the mortgage
 * news, the products and services lists and pages. English; French in fr/content.ts (ADR 085). What agents
 * write (posts, products, services) shows as entered.
 */
export const contentWords = {
  tryAgain: 'Try again',
  blog: {
    /** The document title and the breadcrumb's name. */
    title: 'Blog',
    heading: 'The Maplestone Blog',
    /** Also the page's description in search results. */
    lead: 'Practical guides from our brokers: buying, renewing, refinancing and making sense of the market.',
    readArticle: 'Read article',
    questionTitle: 'Have a question about your mortgage?',
    questionLead: 'A licensed broker can walk you through your options.',
  },
  news: {
    title: 'Mortgage News',
    lead: 'The latest on rates, housing and mortgage rules in Canada, gathered from trusted industry sources and updated through the day.',
    loading: 'Loading news',
    empty: 'No news right now. Please check back later.',
    byAuthor: (author: string) => `By ${author}`,
    /** After "Read More", for screen readers. */
    opensInNewTab: (title: string) => `: ${title} (opens in a new tab)`,
  },
  products: {
    /** The list's title, document title and breadcrumb name. */
    title: 'Mortgage Products',
    lead: 'Fixed, variable, home equity and protection: the products we arrange, explained in plain language.',
    eyebrow: 'Mortgage product',
    back: 'Back to Products',
    price: 'Price',
    /** Before a product's price on its card. */
    from: 'From',
  },
  services: {
    title: 'Our Services',
    lead: 'Buying, renewing or refinancing: one licensed broker, 40+ lenders, and no cost to most borrowers.',
    eyebrow: 'Our services',
    back: 'Back to Services',
    included: "What's included",
  },
  learnMore: 'Learn more',
  /** The call to action beside a product's or a service's page. */
  talkTitle: 'Talk it through with a broker',
  talkLead: 'Free, no-obligation advice from a licensed broker who compares 40+ lenders for you.',
} as const;
