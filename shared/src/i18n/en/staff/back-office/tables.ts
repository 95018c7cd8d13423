import { numberFormat } from '../../../../text/intl';

/** Tables: both back-office audiences' words (`staffMessages`). */
export const staffTables = {
  /** ours: the back-office DataTable */
  /** ours: the back office's lists a page at a time (issue 33) */
  paging: {
    badCursor: 'This page of the list is no longer valid: load the list again',
    badLimit: 'Page size must be a whole number from 1 to 100',
    badOrder: 'Order must be newest or oldest',
    fromAfterTo: 'The start date must be on or before the end date',
    /** A list's `status` filter that is none of the ones it serves. */
    badStatus: (allowed: readonly string[]) => `Status must be ${allowed.join(' or ')}`,
  },
  dataTable: {
    search: 'Search',
    all: (label: string) => `${label}: All`,
    rowsPerPage: 'Rows per page',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    rows: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    noMatches: 'No results match your filters.',
    clearFilters: 'Clear filters',
    retry: 'Retry',
    actions: 'Actions',
    edit: (label: string) => `Edit ${label}`,
    editHint: 'Enter saves, Escape cancels',
    saving: 'Saving…',
    saveFailed: 'Not saved. Please try again.',
    /** Server mode (issue 33): the rows shown of a total the server knows, or of more when it does not. */
    rowsOf: (from: number, to: number, total: number) =>
      `${numberFormat().format(from)}–${numberFormat().format(to)} of ${numberFormat().format(total)}`,
    rowsOfMore: (from: number, to: number) =>
      `${numberFormat().format(from)}–${numberFormat().format(to)} of more`,
    pageNumber: (page: number) => `Page ${numberFormat().format(page)}`,
    firstPage: 'First page',
    /** A bookmarked page whose rows have gone since (deleted, or moved by a change). */
    pageGone: 'This page has no rows any more.',
    /** Below 768 px the rows are cards, ordered by this select instead of the headers' buttons (issue 35). */
    sortBy: 'Sort by',
    sortAscending: (column: string) => `${column}, ascending`,
    sortDescending: (column: string) => `${column}, descending`,
    /** A date column's orders, in the sort select. */
    oldestFirst: (column: string) => `${column}, oldest first`,
    newestFirst: (column: string) => `${column}, newest first`,
  },
} as const;
