export const contentNewsWords = {
  title: 'Mortgage News',
  lead: 'The latest on rates, housing and mortgage rules in Canada, gathered from trusted industry sources and updated through the day.',
  loading: 'Loading news',
  empty: 'No news right now. Please check back later.',
  byAuthor: (author: string) => `By ${author}`,
  /** After "Read More", for screen readers. */
  opensInNewTab: (title: string) => `: ${title} (opens in a new tab)`,
} as const;
