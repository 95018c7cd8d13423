import { licence } from './licence';

/**
 * ours: the words of the site's frame (header, menus, drawer, footer, the language switch, the error page),
 * beside the spec's in messages.ts. English; French in fr/layout.ts (ADR 085).
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
  },
  footer: {
    columns: { mortgages: 'Mortgages', learn: 'Learn', company: 'Company' },
    todaysRates: "Today's Rates",
    contactUs: 'Contact Us',
    navLabel: (column: string) => `Footer: ${column}`,
    officeTitle: 'Corporate Office',
    tollFree: '(toll-free)',
    legal: 'Rates are subject to change without notice, OAC.',
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
} as const;
