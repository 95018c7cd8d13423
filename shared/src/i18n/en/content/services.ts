import { layoutWords } from '../layout';
export const contentServicesWords = {
  title: layoutWords.links.services.label,
  lead: 'Buying, renewing or refinancing: one licensed broker, 40+ lenders, and no cost to most borrowers.',
  eyebrow: 'Our services',
  back: 'Back to Services',
  included: "What's included",
  // Worded by the spec (docs: public-site.md) unless marked ours:
  empty: 'No services available at the moment.',
  notFound: 'Service not found.',
  fetchFailed: 'Failed to fetch services',
} as const;
