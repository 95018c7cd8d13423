/** Catalogue: both back-office audiences' words (`staffMessages`). */
export const staffCatalogue = {
  /** The rate scrape's failure, in the admin panel and the admin API (moved from `messages.rates`). */
  rates: {
    scrapeFailed: 'Failed to scrape rates. Please try again.',
  },
  /** The admin product and service texts the shared schemas and the admin API use (moved from `messages`). */
  products: {
    /** ours */
    priceStep: 'Price must have at most 2 decimals',
  },
  services: {
    featuresInvalid: 'Features must be valid JSON',
    truncated:
      'Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.',
  },
} as const;
