import { layoutWords } from '../layout';
import { termWords } from '../terms';
export const siteNewsletterWords = {
  title: layoutWords.links.newsletter.label,
  heading: 'Subscribe to Our Newsletter',
  /** The page's lead paragraph, which is also its description in search results. */
  lead: 'One short e-mail a week with the rates and market news that matter to Canadian homeowners. Unsubscribe anytime.',
  formTitle: 'Get the weekly rate update',
  formLabel: 'Newsletter',
  email: termWords.email,
  placeholder: 'you@example.com',
  privacy: 'We never share your e-mail address.',
  receiveTitle: "What you'll receive",
  // Worded by the spec (docs: public-site.md) unless marked ours:
  subscribe: 'Subscribe',
  /** Shown once the e-mail's link confirmed the subscription (double opt-in, ADR 095). */
  success: 'Successfully subscribed to our newsletter!',
  /** The form's answer: the address is subscribed only once it confirms (ADR 095). */
  checkInbox: 'Check your inbox to confirm your subscription.',
  benefits: [
    'Weekly rate updates and market analysis',
    'First-time buyer tips',
    'Renewal reminders',
    'Exclusive offers',
    'Industry news and regulatory changes',
  ],
} as const;
