import { messages } from './messages';

/** Who licenses the brokerage: Ontario's regulator of mortgage brokerages. */
const regulator = {
  name: 'Financial Services Regulatory Authority of Ontario',
  shortName: 'FSRA',
  url: 'https://www.fsrao.ca',
} as const;
const licenceNumber = '13472';

/** The brokerage's identity, used by the web app, the e-mails and the pages' structured data. */
export const brand = {
  name: 'Maplestone Mortgage',
  legalName: 'Maplestone Mortgage Inc.',
  tagline: messages.footer.tagline,
  assistantName: 'Val',
  office: {
    label: 'Corporate Office',
    street: '161 Bay Street, Suite 2700',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5J 2S1',
    country: 'Canada',
    /** ISO 3166-1 alpha-2, for machine-readable addresses (schema.org). */
    countryCode: 'CA',
    /** One line, e.g. for the contact card and e-mail footers. */
    singleLine: '161 Bay Street, Suite 2700, Toronto, ON M5J 2S1',
  },
  regulator,
  licenceNumber,
  licence: `${regulator.shortName} Licence #${licenceNumber}`,
  phone: '416-555-0134',
  tollFree: '1-888-555-0199',
  supportEmail: 'hello@maplestone.example',
  /** The logo mark, served from the site's root (web/public): structured data and share previews. */
  logoPath: '/favicon.svg',
  /** The site's language and region: <html lang>, hreflang, og:locale (French comes with issue 20). */
  locale: 'en-CA',
  timeZone: 'America/Toronto',
} as const;

/** tel: link target for a displayed phone number ('416-555-0134' → 'tel:+14165550134'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** The footer's copyright line with the current (or given) year. */
export function copyrightLine(year: number = new Date().getFullYear(), holder: string = brand.name): string {
  return messages.footer.copyright(year, holder);
}
