import { layoutWords } from '../layout';
export const contentNewsWords = {
  title: layoutWords.links.news.label,
  lead: 'The latest on rates, housing and mortgage rules in Canada, gathered from trusted industry sources and updated through the day.',
  loading: 'Loading news',
  empty: 'No news right now. Please check back later.',
  byAuthor: (author: string) => `By ${author}`,
  /** After "Read More", for screen readers. */
  opensInNewTab: (title: string) => `: ${title} (opens in a new tab)`,
  // Worded by the spec (docs: public-site.md) unless marked ours:
  readMore: 'Read More',
  loadMore: 'Load More News',
  fetchFailed: 'Failed to fetch news',
  fetchFailedLater: 'Failed to fetch news. Please try again later.',
  readTime: (minutes: number) => `${minutes} min read`,
} as const;
