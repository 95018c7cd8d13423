import { RATE_SANITY } from '@maplestone/shared/mortgage/rules';
import { RATE_REGIONS } from '@maplestone/shared/rates/provinces';
import {
  MANUAL_RATE_SOURCE,
  MORTGAGE_TYPES,
  RATE_TYPES,
  type RateType,
  TERMS,
  type Term,
} from '@maplestone/shared/rates/rates';
import * as z from 'zod';
import { SourceError } from '../../lib/fetch-text';
import { compileSelector, parseHtml, SelectorError, selectFirst, textOf } from './html';
import { VALET, type ValetObservation, valetObservations } from './valet';

/** One value pair as a source published it, before validation. null: the source does not give it. */
export interface Reading {
  term: Term;
  rate_type: RateType;
  posted_rate: number | null;
  our_rate: number | null;
}

/** The Bank of Canada's posted rates by term, and prime: what every scraped value is checked against. */
export type BankOfCanadaReference = Partial<Record<Term | 'prime', number>>;

export interface SourceReadout {
  readings: Reading[];
  /** Only the Bank of Canada source gives one. */
  reference?: BankOfCanadaReference;
}

/** Spread of our_rate below the posted rate, by type and term (percentage points). */
export type Spreads = Record<RateType, Partial<Record<Term, number>>>;

const spread = z.number().min(0).max(3);
export const spreadsSchema = z.object({
  fixed: z.partialRecord(z.enum(TERMS), spread).default({}),
  variable: z.partialRecord(z.enum(TERMS), spread).default({}),
});

/**
 * Default spreads: what the brokerage discounts off the banks' posted rates (ADR 030). Fixed rates by
 * term below the Bank of Canada's posted 1-, 3-, 5-year rates; the 5-year variable below prime.
 */
export const DEFAULT_SPREADS: Spreads = {
  fixed: { '1 year': 1.3, '3 year': 1.91, '5 year': 2.15, '7 year': 2.11 },
  variable: { '5 year': 0.6 },
};

const SERIES = RATE_SANITY.bankOfCanadaSeries;
const SERIES_LIST = [SERIES.prime, SERIES['1 year'], SERIES['3 year'], SERIES['5 year']].join(',');
/** The live Valet call: the latest observation of prime and the 1-, 3- and 5-year posted rates. */
export const BANK_OF_CANADA_URL = `${VALET}/${SERIES_LIST}/json?recent=1`;
/** The source_url its rates carry: the same series, as a stable public address. */
export const BANK_OF_CANADA_SOURCE_URL = `${VALET}/${SERIES_LIST}/json`;

const common = {
  name: z.string().trim().min(1).max(100),
  /** What is fetched. Locally a recorded copy on loopback; the live address in AWS. */
  url: z.url({ protocol: /^https?$/ }),
  /** What is stored as the rates' source_url (the public address); defaults to `url`. */
  sourceUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .refine((value) => value !== MANUAL_RATE_SOURCE)
    .optional(),
  timeoutMs: z.number().int().min(100).max(10_000).default(10_000),
  province: z.enum(RATE_REGIONS).default('National'),
  mortgage_type: z.enum(MORTGAGE_TYPES).default('Conventional'),
};

const selector = z.string().trim().min(1).max(300);

export const sourceConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bank-of-canada'), ...common, name: common.name.default('Bank of Canada') }),
  z.object({
    kind: z.literal('html'),
    ...common,
    /** Where each rate is on the page: a CSS selector whose text holds a percentage. */
    rates: z
      .array(
        z
          .object({
            term: z.enum(TERMS),
            rate_type: z.enum(RATE_TYPES),
            our_rate: selector.optional(),
            posted_rate: selector.optional(),
          })
          .refine((rate) => rate.our_rate || rate.posted_rate, 'our_rate or posted_rate selector needed'),
      )
      .min(1)
      .max(50),
  }),
]);
export type SourceConfig = z.infer<typeof sourceConfigSchema>;

export const DEFAULT_RATE_SOURCES: SourceConfig[] = [
  sourceConfigSchema.parse({ kind: 'bank-of-canada', url: BANK_OF_CANADA_URL }),
];

/** The source_url stored on the source's rates: configured, else the Valet address, else what is fetched. */
export function storedSourceUrl(source: SourceConfig): string {
  return source.sourceUrl ?? (source.kind === 'bank-of-canada' ? BANK_OF_CANADA_SOURCE_URL : source.url);
}

// ---------------------------------------------------------------------------------------------
// Bank of Canada Valet (valet.ts)

function latest(observations: ValetObservation[], series: string): string | undefined {
  const withSeries = observations
    .filter((observation) => typeof (observation[series] as { v?: unknown } | undefined)?.v === 'string')
    .sort((a, b) => b.d.localeCompare(a.d));
  return (withSeries[0]?.[series] as { v: string } | undefined)?.v;
}

export function parseValet(url: string, json: string): SourceReadout {
  const observations = valetObservations(url, json);
  const value = (series: string) => {
    const raw = latest(observations, series);
    if (raw === undefined) throw new SourceError(url, 'malformed', `series ${series} missing`);
    return raw.trim() === '' ? Number.NaN : Number(raw);
  };
  const reference: BankOfCanadaReference = {
    prime: value(SERIES.prime),
    '1 year': value(SERIES['1 year']),
    '3 year': value(SERIES['3 year']),
    '5 year': value(SERIES['5 year']),
  };
  const readings: Reading[] = (['1 year', '3 year', '5 year'] as const).map((term) => ({
    term,
    rate_type: 'fixed',
    posted_rate: reference[term]!,
    our_rate: null,
  }));
  // Banks' variable rates float on prime: the posted variable rate is prime.
  readings.push({ term: '5 year', rate_type: 'variable', posted_rate: reference.prime!, our_rate: null });
  return { readings, reference };
}

// ---------------------------------------------------------------------------------------------
// An HTML page (a lender's or a rate site's), read with CSS selectors.

/** The percentage in a cell's text: '4.79%', '4.79 %', 'Rate: 4.790'. NaN when there is none. */
export function percentIn(text: string): number {
  const match = /(-?\d{1,2}(?:[.,]\d{1,3})?)\s*%?/.exec(text.replace(/\s+/g, ' '));
  return match ? Number(match[1]!.replace(',', '.')) : Number.NaN;
}

export function parseHtmlSource(
  source: Extract<SourceConfig, { kind: 'html' }>,
  url: string,
  html: string,
): SourceReadout {
  const document = parseHtml(html);
  const read = (css: string | undefined): number | null => {
    if (!css) return null;
    let found: ReturnType<typeof selectFirst>;
    try {
      found = selectFirst(document, compileSelector(css));
    } catch (error) {
      if (error instanceof SelectorError)
        throw new SourceError(url, 'malformed', `selector '${css}' ${error.message}`);
      throw error;
    }
    // A selector that no longer finds its element: the page changed, nothing from it is trusted.
    if (!found) throw new SourceError(url, 'malformed', `selector '${css}' found nothing`);
    const text = textOf(found).trim();
    if (!/\d/.test(text)) throw new SourceError(url, 'malformed', `selector '${css}' holds no number`);
    return percentIn(text);
  };
  return {
    readings: source.rates.map((rate) => ({
      term: rate.term,
      rate_type: rate.rate_type,
      posted_rate: read(rate.posted_rate),
      our_rate: read(rate.our_rate),
    })),
  };
}

export function readSource(source: SourceConfig, body: string): SourceReadout {
  return source.kind === 'bank-of-canada'
    ? parseValet(source.url, body)
    : parseHtmlSource(source, source.url, body);
}
