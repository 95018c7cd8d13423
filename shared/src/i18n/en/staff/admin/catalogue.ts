import { adminTermWords } from './terms';
/** Catalogue: the super admin panel's words (`adminMessages`). */
export const adminCatalogue = {
  /** ours, except the spec's tab names and messages: addFailed to inactive, messages.rates, staffMessages.rates */
  rates: {
    addFailed: 'Failed to add rate',
    updateFailed: 'Failed to update rate',
    deleteFailed: 'Failed to delete rate',
    statusFailed: 'Failed to update rate status',
    allRates: 'All Rates',
    addManually: 'Add Rate Manually',
    active: adminTermWords.active,
    inactive: adminTermWords.inactive,
    /** ours (issue 35): which of two rates for one region, type and term the public site shows, and why. */
    shownPublicly: 'Shown on the site',
    passedOver: (source: string, rate: string) =>
      `Not shown: the site shows ${source}'s ${rate} for this term`,
    /** ours */
    added: 'Rate added successfully!',
    /** ours */
    updated: 'Rate updated successfully!',
    /** ours */
    deleted: 'Rate deleted successfully!',
    lead: 'Scraped and hand-entered rates shown on the public rates pages. Click a rate to edit it.',
    scrape: 'Scrape rates',
    scraping: 'Scraping rates… this can take a minute.',
    columns: {
      province: 'Province',
      term: 'Term',
      type: 'Type',
      mortgageType: 'Mortgage type',
      posted: 'Posted rate',
      ours: 'Our rate',
      status: 'Status',
      source: 'Source',
    },
    typeLabels: { fixed: 'Fixed', variable: 'Variable' },
    /** A rate as its row's buttons name it: '5 year fixed, Ontario, Manual Entry'. */
    describe: (term: string, type: string, province: string, source: string) =>
      `${term} ${type}, ${province}, ${source}`,
    postedOf: (rate: string) => `Posted rate, ${rate}`,
    oursOf: (rate: string) => `Our rate, ${rate}`,
    toggle: (active: boolean, rate: string) =>
      active ? `Active: deactivate ${rate}` : `Inactive: activate ${rate}`,
    delete: (rate: string) => `Delete rate ${rate}`,
    deleteTitle: (rate: string) => `Delete rate ${rate}?`,
    statusUpdated: (active: boolean) => (active ? 'Rate activated' : 'Rate deactivated'),
    empty: 'No rates yet. Scrape rates or add one manually.',
    search: 'Search rates',
    fields: {
      province: 'Province',
      term: 'Term',
      type: 'Rate type',
      mortgageType: 'Mortgage type',
      posted: 'Posted rate (%)',
      ours: 'Our rate (%)',
      active: 'Active (shown on the public site)',
    },
    add: 'Add rate',
  },
  /** ours, except messages.products, staffMessages.products and saveFailed (the spec's) */
  products: {
    saveFailed: 'Failed to save product',
    /** ours */
    saved: 'Product saved successfully!',
    noun: adminTermWords.product,
    plural: adminTermWords.products,
    lead: 'The products shown on the public site, newest first.',
    deleted: 'Product deleted successfully!',
    deleteFailed: 'Failed to delete product',
    columns: {
      name: 'Name',
      price: 'Price',
      description: 'Description',
      created: adminTermWords.created,
    },
    fields: {
      name: 'Name',
      description: 'Description',
      content: 'Content',
      price: 'Price (CAD)',
      image: 'Product image',
    },
    noPrice: 'No price',
  },
  /** ours, except messages.services, staffMessages.services and saveFailed (the spec's) */
  services: {
    saveFailed: 'Failed to save service',
    /** ours */
    saved: 'Service saved successfully!',
    noun: adminTermWords.service,
    plural: 'Services',
    lead: 'The mortgage services shown on the public site, newest first.',
    deleted: 'Service deleted successfully!',
    deleteFailed: 'Failed to delete service',
    columns: {
      name: 'Name',
      description: 'Description',
      features: 'Features',
      created: adminTermWords.created,
    },
    fields: {
      name: 'Name',
      description: 'Description',
      features: 'Features',
      featuresHint: 'A JSON list of strings, e.g. ["Fast approval", "No fees"]',
      content: 'Content',
      image: 'Service image',
    },
    /** Shown while typing past the limit, before the save cuts it. */
    overLimit: (length: number, limit: number) => `${length} characters: only the first ${limit} are kept`,
    featureCount: (count: number) => (count === 1 ? '1 feature' : `${count} features`),
  },
  /** ours, except fetchFailed and saveFailed (the spec's) */
  lenders: {
    fetchFailed: 'Failed to fetch lenders',
    saveFailed: 'Failed to save lender',
    /** ours */
    saved: 'Lender saved successfully!',
    noun: adminTermWords.lender,
    plural: adminTermWords.lenders,
    lead: 'The lenders shown on the home page, by display order.',
    empty: 'No lenders yet.',
    deleted: 'Lender deleted successfully!',
    deleteFailed: 'Failed to delete lender',
    columns: {
      logo: 'Logo',
      name: 'Name',
      type: 'Type',
      order: 'Order',
      status: 'Status',
    },
    fields: {
      name: 'Name',
      type: 'Type',
      order: 'Display order',
      orderHint: 'Lower numbers show first.',
      active: 'Active (shown on the home page)',
      logo: 'Logo',
    },
    active: adminTermWords.active,
    inactive: adminTermWords.inactive,
    logoOf: (name: string) => `${name} logo`,
  },
} as const;
