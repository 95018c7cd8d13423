export const siteNewsletterWords = {
  title: 'Newsletter',
  heading: 'Subscribe to Our Newsletter',
  /** The page's lead paragraph, which is also its description in search results. */
  lead: 'One short e-mail a week with the rates and market news that matter to Canadian homeowners. Unsubscribe anytime.',
  formTitle: 'Get the weekly rate update',
  formLabel: 'Newsletter',
  email: 'Email',
  placeholder: 'you@example.com',
  privacy: 'We never share your e-mail address.',
  receiveTitle: "What you'll receive",
} as const;
