import type { OfficeHours } from '../../../brand';
import { layoutWords } from '../layout';
import { termWords } from '../terms';

/** '09:00' → '9 a.m.', '18:30' → '6:30 p.m.' (as the site's English writes a time). */
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 || 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

export const peopleContactWords = {
  eyebrow: "We're here to help",
  leadFor: (first: string) => `Send ${first} a message and expect a reply within one business day.`,
  lead: 'Questions about rates, renewals or your application? Send us a message and a licensed broker will reply within one business day.',
  formTitle: 'Send us a message',
  formNote: 'All fields are required unless marked optional.',
  officeName: 'Toronto office',
  tollFree: 'toll-free',
  /** The office's hours (brand.office.hours), Toronto time: 'Monday to Friday, 9 a.m. to 6 p.m. ET'. */
  hours: ({ from, to, opens, closes }: OfficeHours) =>
    `${from} to ${to}, ${clock(opens)} to ${clock(closes)} ET`,
  form: {
    firstName: 'First name',
    lastName: 'Last name',
    email: termWords.email,
    phone: termWords.phone,
    phoneType: termWords.phoneType,
    postalCode: termWords.postalCode,
    comments: 'Comments',
    commentsPlaceholder: 'How can we help? Buying, renewing, refinancing...',
    privacy: 'Your information is private and never sold.',
  },
  // Worded by the spec (docs: public-site.md) unless marked ours:
  title: layoutWords.nav.contactUs,
  titleFor: (brokerName: string) => `Contact ${brokerName}`,
  yourBroker: 'Your Broker',
  ourBrokers: 'Our Mortgage Brokers',
  viewProfileArrow: 'View Profile →',
  failed: 'Failed to send message. Please try again.',
  success: "Message sent! We'll get back to you soon.",
  corporateOffices: 'Corporate Offices',
} as const;
