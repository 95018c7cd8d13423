import { licence } from './licence';

/**
 * ours: the words of the site's frame (header, menus, drawer, footer, the language switch, the error page and
 * the not-found page), the spec's wordings among them (marked where they stand). English; French in fr/layout.ts (ADR 085).
 */
export const layoutWords = {
  skipToContent: 'Skip to content',
  topBar: (licence: string) =>
    `Licensed mortgage brokerage · ${licence} · Serving all 13 provinces and territories`,
  licence,
  /** After the logo, for screen readers: "Maplestone Mortgage home". */
  logoHome: 'home',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  menu: 'Menu',
  siteNavigation: 'Site navigation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The header's menus: each link's label and one line on it. */
  links: {
    applications: { label: 'Apply Online', description: 'Start your mortgage application' },
    products: { label: 'Mortgage Products', description: 'Fixed, variable, HELOC and more' },
    calculators: { label: 'Calculators', description: 'Payments, affordability, schedules' },
    mortgageOptions: { label: 'Choose Your Mortgage', description: 'Fixed, variable, open or closed' },
    services: { label: 'Our Services', description: 'Purchase, renewal, refinance' },
    findBroker: { label: 'Find a Broker', description: 'Meet our licensed brokers' },
    whyBroker: { label: 'Why Use a Broker', description: 'How a broker saves you money' },
    app: { label: 'Mobile App', description: 'Your mortgage in your pocket' },
    blog: { label: 'Blog', description: 'Guides from our brokers' },
    news: { label: 'Mortgage News', description: 'Rates and market updates' },
    contact: { label: 'Contact', description: 'Talk to a broker today' },
    becomeBroker: { label: 'Become a Broker', description: 'Join the Maplestone team' },
    newsletter: { label: 'Newsletter', description: 'Weekly rate updates' },
    /** ours (issue 21): the two purchase-cost calculators */
    landTransfer: { label: 'Land Transfer Tax', description: 'Provincial and Toronto tax, rebates' },
    closingCosts: { label: 'Closing Costs', description: 'Cash needed on closing day' },
  },
  footer: {
    columns: { mortgages: 'Mortgages', learn: 'Learn', company: 'Company' },
    todaysRates: "Today's Rates",
    contactUs: 'Contact Us',
    navLabel: (column: string) => `Footer: ${column}`,
    officeTitle: 'Corporate Office',
    tollFree: '(toll-free)',
    legal: 'Rates are subject to change without notice, OAC.',
    // Worded by the spec (docs: public-site.md) unless marked ours:
    tagline: 'Connecting Canadians with the best mortgages from the right brokers for over 20 years',
    copyright: (year: number, holder: string) => `© ${year} ${holder}. All rights reserved.`,
  },
  /** The language switch in the header and the drawer: names the other language, in that language. */
  language: {
    label: 'Language',
    switchTo: 'Français',
    switchToLabel: 'Voir cette page en français',
    /** Shown once to a visitor whose browser prefers the other language (never a redirect). */
    suggestion: 'Ce site est aussi offert en français.',
    suggestionLink: 'Voir cette page en français',
    dismiss: 'Fermer',
  },
  routeError: {
    title: 'Something went wrong',
    reload: 'Reload the page',
  },
  notFoundLead: "The page you're looking for doesn't exist or has moved.",
  nav: {
    // Worded by the spec (docs: public-site.md) unless marked ours:
    mortgages: 'Mortgages',
    ourRates: 'Our Rates',
    resources: 'Resources',
    contactUs: 'Contact Us',
    applyNow: 'Apply Now',
  },
  notFound: {
    // Worded by the spec (docs: public-site.md) unless marked ours:
    code: '404',
    title: 'Oops! Page not found',
    link: 'Return to Home',
  },
  // Worded by the spec (docs: public-site.md) unless marked ours:
  agentLogin: 'Agent Login',
  /** The hero's headline, also the home page's title. */
  headline: 'Your Mortgage AI Companion',
  tryAi: 'Try AI',
} as const;
