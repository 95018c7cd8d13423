import { messages } from '@maplestone/shared';

export interface NavLink {
  to: string;
  label: string;
  description?: string;
}
export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** The header's menus (spec: Mortgages, Resources, Contact Us; Our Rates is a plain link). */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: messages.nav.mortgages,
    links: [
      { to: '/applications', label: 'Apply Online', description: 'Start your mortgage application' },
      { to: '/products', label: 'Mortgage Products', description: 'Fixed, variable, HELOC and more' },
      { to: '/calculators', label: 'Calculators', description: 'Payments, affordability, schedules' },
      { to: '/land-transfer-tax-calculator', ...messages.calculators.landTransferMenu },
      { to: '/closing-costs-calculator', ...messages.calculators.closingCostsMenu },
      {
        to: '/mortgage-options',
        label: 'Choose Your Mortgage',
        description: 'Fixed, variable, open or closed',
      },
      { to: '/services', label: 'Our Services', description: 'Purchase, renewal, refinance' },
    ],
  },
  {
    label: messages.nav.resources,
    links: [
      { to: '/find-broker', label: 'Find a Broker', description: 'Meet our licensed brokers' },
      { to: '/why-broker', label: 'Why Use a Broker', description: 'How a broker saves you money' },
      { to: '/app', label: 'Mobile App', description: 'Your mortgage in your pocket' },
      { to: '/blog', label: 'Blog', description: 'Guides from our brokers' },
      { to: '/mortgage-news', label: 'Mortgage News', description: 'Rates and market updates' },
    ],
  },
  {
    label: messages.nav.contactUs,
    links: [
      { to: '/contact', label: 'Contact', description: 'Talk to a broker today' },
      { to: '/become-broker', label: 'Become a Broker', description: 'Join the Maplestone team' },
      { to: '/newsletter', label: 'Newsletter', description: 'Weekly rate updates' },
    ],
  },
];

export const RATES_LINK: NavLink = { to: '/rates', label: messages.nav.ourRates };

/** The footer's links (spec order), in three columns. */
export const FOOTER_COLUMNS: NavGroup[] = [
  {
    label: 'Mortgages',
    links: [
      { to: '/applications', label: 'Apply Online' },
      { to: '/products', label: 'Mortgage Products' },
      { to: '/calculators', label: 'Calculators' },
      { to: '/rates', label: "Today's Rates" },
    ],
  },
  {
    label: 'Learn',
    links: [
      { to: '/why-broker', label: 'Why Use a Broker' },
      { to: '/blog', label: 'Blog' },
      { to: '/mortgage-news', label: 'Mortgage News' },
      { to: '/app', label: 'Mobile App' },
    ],
  },
  {
    label: 'Company',
    links: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/become-broker', label: 'Become a Broker' },
      { to: '/newsletter', label: 'Newsletter' },
    ],
  },
];
