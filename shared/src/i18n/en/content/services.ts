export const contentServicesWords = {
  title: 'Our Services',
  lead: 'Buying, renewing or refinancing: one licensed broker, 40+ lenders, and no cost to most borrowers.',
  eyebrow: 'Our services',
  back: 'Back to Services',
  included: "What's included",
} as const;
