import type { layoutWords } from '@maplestone/shared/i18n/en/layout';
import type { Words } from '@maplestone/shared/i18n/words';

export interface NavLink {
  to: string;
  label: string;
  description?: string;
}
export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** The header's menus (spec: Mortgages, Resources, Contact Us; Our Rates is a plain link), in the page's words. */
export function navGroups(l: Words<typeof layoutWords>): NavGroup[] {
  const { links } = l;
  return [
    {
      label: l.nav.mortgages,
      links: [
        { to: '/applications', ...links.applications },
        { to: '/products', ...links.products },
        { to: '/calculators', ...links.calculators },
        { to: '/land-transfer-tax-calculator', ...links.landTransfer },
        { to: '/closing-costs-calculator', ...links.closingCosts },
        { to: '/mortgage-options', ...links.mortgageOptions },
        { to: '/services', ...links.services },
      ],
    },
    {
      label: l.nav.resources,
      links: [
        { to: '/find-broker', ...links.findBroker },
        { to: '/why-broker', ...links.whyBroker },
        { to: '/app', ...links.app },
        { to: '/blog', ...links.blog },
        { to: '/mortgage-news', ...links.news },
      ],
    },
    {
      label: l.nav.contactUs,
      links: [
        { to: '/contact', ...links.contact },
        { to: '/become-broker', ...links.becomeBroker },
        { to: '/newsletter', ...links.newsletter },
      ],
    },
  ];
}

export const RATES_PATH = '/rates';

/** The footer's links (spec order), in three columns. */
export function footerColumns(l: Words<typeof layoutWords>): NavGroup[] {
  const { links, footer } = l;
  return [
    {
      label: footer.columns.mortgages,
      links: [
        { to: '/applications', label: links.applications.label },
        { to: '/products', label: links.products.label },
        { to: '/calculators', label: links.calculators.label },
        { to: '/rates', label: footer.todaysRates },
      ],
    },
    {
      label: footer.columns.learn,
      links: [
        { to: '/why-broker', label: links.whyBroker.label },
        { to: '/blog', label: links.blog.label },
        { to: '/mortgage-news', label: links.news.label },
        { to: '/app', label: links.app.label },
      ],
    },
    {
      label: footer.columns.company,
      links: [
        { to: '/contact', label: footer.contactUs },
        { to: '/become-broker', label: links.becomeBroker.label },
        { to: '/newsletter', label: links.newsletter.label },
      ],
    },
  ];
}
