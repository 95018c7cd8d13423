export const siteCtaBandWords = {
  title: 'Ready to find your best rate?',
  body: 'Apply online in a few minutes, or talk to a licensed broker. No cost for most borrowers.',
  findBroker: 'Find a broker',
} as const;
