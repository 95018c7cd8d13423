import { commonWords } from './common';
/**
 * ours (issue 21): the words of the rate history chart on /rates. In a module of their own, apart from the rates
 * board's words (which the home page loads), so only the /rates page downloads them.
 */
export const rateHistoryMessages = {
  title: 'Rates over time',
  lead: 'Our best 5-year fixed and variable rates beside the Bank of Canada’s posted 5-year rate.',
  rangeLabel: 'Time range',
  /** Which province the lines are for: the one chosen in the rates above. */
  region: (province: string) => `For ${province}, as chosen above`,
  ranges: { '1y': '1 year', '5y': '5 years', all: 'All' },
  series: {
    fixed: 'Our best 5-year fixed',
    variable: 'Our best 5-year variable',
    posted: 'Bank posted 5-year',
  },
  axisRate: 'Rate (%)',
  axisDate: 'Date',
  chartLabel: (range: string) =>
    `Chart of our best 5-year fixed and variable rates and the bank posted 5-year rate, ${range}. The table below lists the same points.`,
  tableSummary: 'Show the figures as a table',
  tableCaption: (range: string) => `Rate history, ${range}: one row per date`,
  columns: {
    date: 'Date',
    fixed: 'Our 5-year fixed',
    variable: 'Our 5-year variable',
    posted: 'Bank posted 5-year',
  },
  noValue: '—',
  empty: 'No rate history is recorded yet. It fills in day by day as rates are updated.',
  shortHistory: (since: string) =>
    `We have recorded our own rates since ${since}; their lines grow day by day.`,
  nationalFallback: (province: string) => `Showing National rates where none are published for ${province}.`,
  loadFailed: 'The rate history could not be loaded.',
  retry: commonWords.tryAgain,
  source: 'Posted rate: Bank of Canada, chartered bank conventional 5-year mortgage rate (weekly).',
  /** API refusals. */
  badRange: 'Please choose a range of 1y, 5y or all',
} as const;
