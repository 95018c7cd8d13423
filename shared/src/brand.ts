import { layoutWords } from './i18n/en/layout';

/** Who licenses the brokerage: Ontario's regulator of mortgage brokerages. */
const regulator = {
  name: 'Financial Services Regulatory Authority of Ontario',
  shortName: 'FSRA',
  url: 'https://www.fsrao.ca',
} as const;
const licenceNumber = '13472';

/** A day of the week by its schema.org name (https://schema.org/DayOfWeek), which is also its English name. */
export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
export const DAYS_OF_WEEK: readonly DayOfWeek[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** When the office is open: every day from `from` to `to`, `opens` to `closes` ('HH:MM', Toronto time). */
export interface OfficeHours {
  from: DayOfWeek;
  to: DayOfWeek;
  opens: string;
  closes: string;
}

/** The days an office is open, in order ('Monday' to 'Friday' → the five weekdays). */
export function openDays(hours: Pick<OfficeHours, 'from' | 'to'>): DayOfWeek[] {
  const first = DAYS_OF_WEEK.indexOf(hours.from);
  const last = DAYS_OF_WEEK.indexOf(hours.to);
  return first <= last
    ? DAYS_OF_WEEK.slice(first, last + 1)
    : [...DAYS_OF_WEEK.slice(first), ...DAYS_OF_WEEK.slice(0, last + 1)];
}

/** The brokerage's identity, used by the web app, the e-mails and the pages' structured data. */
export const brand = {
  name: 'Maplestone Mortgage',
  legalName: 'Maplestone Mortgage Inc.',
  tagline: layoutWords.footer.tagline,
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
    /** Its hours: /contact states them in words, the structured data as openingHoursSpecification. */
    hours: { from: 'Monday', to: 'Friday', opens: '09:00', closes: '18:00' } satisfies OfficeHours,
  },
  regulator,
  licenceNumber,
  licence: `${regulator.shortName} Licence #${licenceNumber}`,
  phone: '416-555-0134',
  tollFree: '1-888-555-0199',
  supportEmail: 'hello@maplestone.example',
  /**
   * The logo: the leaf mark as a 512 × 512 PNG in web/public, for the structured data (Google asks for a raster
   * image of at least 112 × 112; the favicon is an SVG of 32).
   */
  logoPath: '/logo.png',
  /**
   * The brand's 1200 × 630 picture (web/public): the brokerage's image, and a post's when it has no featured
   * image of its own.
   */
  shareImagePath: '/share.png',
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
  return layoutWords.footer.copyright(year, holder);
}
