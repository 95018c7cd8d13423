export const siteAppWords = {
  /** The page's lead paragraph, which is also its description in search results. */
  lead: 'Your mortgage in your pocket: rates, calculators, documents and your broker, wherever you are.',
  featuresTitle: 'Everything you need, in one app',
  features: {
    rates: {
      title: 'Live rates',
      body: "Today's best rates for your province, with alerts when they move.",
    },
    calculators: { title: 'Calculators', body: 'Payments, affordability and prepayments, on the go.' },
    documents: {
      title: 'Document upload',
      body: 'Snap your pay stubs and send them securely to your broker.',
    },
    renewal: {
      title: 'Renewal reminders',
      body: 'A nudge 120 days before your term ends, so you can compare.',
    },
    chat: { title: 'Chat with your broker', body: 'Questions answered without playing phone tag.' },
  },
  appStore: { prefix: 'Download on the', devices: ' (iPhone and iPad)' },
  googlePlay: { prefix: 'Get it on', devices: ' (Android)' },
  free: 'Free for iPhone, iPad and Android phones.',
  /** The phone drawn beside the features. */
  screenTitle: "Today's best rates",
  // Worded by the spec (docs: public-site.md) unless marked ours:
  title: 'Download Our Mobile App',
} as const;
