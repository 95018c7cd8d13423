import { messages } from './messages';

/** The brokerage's identity, used by the web app and the e-mails. */
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
    /** One line, e.g. for the contact card and e-mail footers. */
    singleLine: '161 Bay Street, Suite 2700, Toronto, ON M5J 2S1',
  },
  licence: 'FSRA Licence #13472',
  phone: '416-555-0134',
  tollFree: '1-888-555-0199',
  supportEmail: 'hello@maplestone.example',
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
