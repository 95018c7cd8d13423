import type { Rate } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../../../functions/src/lib/fetch-text';
import {
  MANUAL_SCRAPE_EVENT,
  SCHEDULED_SCRAPE_EVENT,
  scrapeTriggerOf,
} from '../../../functions/src/services/rates-scrape/invocation';
import {
  type RateStore,
  referenceFor,
  type ScrapeConfig,
  scrapeConfigFromEnv,
  scrapedRateId,
  scrapeFailed,
  scrapeMessage,
  scrapeRates,
} from '../../../functions/src/services/rates-scrape/scrape';
import {
  BANK_OF_CANADA_SOURCE_URL,
  DEFAULT_SPREADS,
  parseHtmlSource,
  parseValet,
  percentIn,
  type SourceConfig,
  sourceConfigSchema,
} from '../../../functions/src/services/rates-scrape/sources';
import { LENDER_PAGE_RATES } from '../../../infra/local/recorded-sources';
import { fixtureIn } from '../../support/fixtures';
import { lenderRatesWithTypos } from '../../support/lender-rates';
import { rateRow } from '../functions/support';
import { recordingLogger } from './support';

const fixture = fixtureIn('rates');

const boc = sourceConfigSchema.parse({ kind: 'bank-of-canada', url: 'http://fixtures.test/valet.json' });
const lender = sourceConfigSchema.parse({
  kind: 'html',
  name: 'Northshore Lending',
  url: 'http://fixtures.test/lender.html',
  sourceUrl: 'https://www.northshorelending.example/rates',
  province: 'Ontario',
  rates: LENDER_PAGE_RATES,
});

function memoryStore(initial: Rate[] = []) {
  const rows = new Map(initial.map((rate) => [rate.id, { ...rate }]));
  const key = (r: Pick<Rate, 'province' | 'rate_type' | 'term' | 'mortgage_type' | 'source_url'>) =>
    [r.province, r.rate_type, r.term, r.mortgage_type, r.source_url].join('|');
  const store: RateStore = {
    findByNaturalKey: async (k) => [...rows.values()].find((r) => key(r) === key(k as Rate)),
    create: async (rate) => {
      if (rows.has(rate.id)) return false;
      rows.set(rate.id, { ...rate });
      return true;
    },
    touchScraped: async (id, at) => {
      rows.get(id)!.scraped_at = at;
    },
    applyScraped: async (id, values, at) => {
      Object.assign(rows.get(id)!, values, { scraped_at: at, updated_at: at });
    },
  };
  return { store, rows };
}

function run(
  config: ScrapeConfig,
  store: RateStore,
  pages: Record<string, string | Error>,
  at = '2026-11-21T07:00:00.000Z',
) {
  const lines: { level: string; message: string; fields?: object }[] = [];
  const summary = scrapeRates({
    config,
    store,
    fetch: async (url) => {
      const page = pages[url];
      if (page instanceof Error) throw page;
      if (page === undefined) throw new SourceError(url, 'status', 'status 404');
      return page;
    },
    now: () => new Date(at),
    log: recordingLogger(lines),
  });
  return { summary, lines };
}

describe('sources', () => {
  it('reads the Valet observations: posted 1-, 3-, 5-year and prime', () => {
    const { readings, reference } = parseValet('u', fixture('valet-observations.json'));
    expect(reference).toEqual({ prime: 4.45, '1 year': 6.09, '3 year': 6.05, '5 year': 6.09 });
    expect(readings).toEqual([
      { term: '1 year', rate_type: 'fixed', posted_rate: 6.09, our_rate: null },
      { term: '3 year', rate_type: 'fixed', posted_rate: 6.05, our_rate: null },
      { term: '5 year', rate_type: 'fixed', posted_rate: 6.09, our_rate: null },
      { term: '5 year', rate_type: 'variable', posted_rate: 4.45, our_rate: null },
    ]);
  });

  it('takes each series from its latest observation', () => {
    expect(parseValet('u', fixture('valet-observations-moved.json')).reference).toEqual({
      prime: 4.2,
      '1 year': 5.99,
      '3 year': 5.95,
      '5 year': 5.99,
    });
  });

  it('fails a Valet answer that is not JSON or lacks a series', () => {
    expect(() => parseValet('u', '<html>maintenance</html>')).toThrow(SourceError);
    expect(() => parseValet('u', '{"observations":[{"d":"2026-11-18","V80691311":{"v":"4.45"}}]}')).toThrow(
      /V80691333 missing/,
    );
  });

  it('reads an HTML page with selectors, 7-year included', () => {
    const { readings } = parseHtmlSource(
      lender as Extract<SourceConfig, { kind: 'html' }>,
      'u',
      fixture('lender-rates.html'),
    );
    expect(readings).toEqual([
      { term: '1 year', rate_type: 'fixed', posted_rate: 6.09, our_rate: 4.89 },
      { term: '3 year', rate_type: 'fixed', posted_rate: 6.05, our_rate: 4.69 },
      { term: '5 year', rate_type: 'fixed', posted_rate: 6.09, our_rate: 4.64 },
      { term: '7 year', rate_type: 'fixed', posted_rate: 6.4, our_rate: 5.19 },
      { term: '5 year', rate_type: 'variable', posted_rate: null, our_rate: 4.15 },
    ]);
  });

  it('treats a page whose selectors find nothing as changed', () => {
    expect(() =>
      parseHtmlSource(
        lender as Extract<SourceConfig, { kind: 'html' }>,
        'u',
        fixture('lender-rates-redesigned.html'),
      ),
    ).toThrow(/found nothing/);
  });

  it.each([
    ['4.79%', 4.79],
    ['4.79 %', 4.79],
    ['Rate: 4,790', 4.79],
    ['5', 5],
    ['n/a', Number.NaN],
  ])('percentIn(%s) = %s', (text, value) => {
    expect(percentIn(text)).toBe(value);
  });
});

describe('validation references', () => {
  it('uses prime for variable rates and the 5-year for the 7-year', () => {
    const ref = { prime: 4.45, '1 year': 6.09, '3 year': 6.05, '5 year': 6.09 };
    expect(referenceFor(ref, '5 year', 'variable')).toBe(4.45);
    expect(referenceFor(ref, '3 year', 'fixed')).toBe(6.05);
    expect(referenceFor(ref, '7 year', 'fixed')).toBe(6.09);
    expect(referenceFor(undefined, '1 year', 'fixed')).toBeUndefined();
  });
});

describe('scrapeRates', () => {
  const config: ScrapeConfig = { sources: [boc, lender], spreads: DEFAULT_SPREADS };
  const pages = {
    'http://fixtures.test/valet.json': fixture('valet-observations.json'),
    'http://fixtures.test/lender.html': fixture('lender-rates.html'),
  };

  it('writes every plausible rate with our_rate from the page or posted minus the spread', async () => {
    const { store, rows } = memoryStore();
    const summary = await run(config, store, pages).summary;
    expect(summary).toMatchObject({ created: 9, updated: 0, unchanged: 0, rejected: 0, failedSources: 0 });
    const bocFixed5 = [...rows.values()].find(
      (r) => r.source_url === BANK_OF_CANADA_SOURCE_URL && r.term === '5 year' && r.rate_type === 'fixed',
    )!;
    expect(bocFixed5).toMatchObject({
      province: 'National',
      posted_rate: 6.09,
      our_rate: 3.94,
      mortgage_type: 'Conventional',
      is_active: true,
      scraped_at: '2026-11-21T07:00:00.000Z',
    });
    expect(bocFixed5.id).toBe(scrapedRateId(bocFixed5 as never));
    const variable = [...rows.values()].find(
      (r) => r.source_url === BANK_OF_CANADA_SOURCE_URL && r.rate_type === 'variable',
    );
    expect(variable).toMatchObject({ term: '5 year', posted_rate: 4.45, our_rate: 3.85 });
    const seven = [...rows.values()].find((r) => r.term === '7 year')!;
    expect(seven).toMatchObject({ province: 'Ontario', posted_rate: 6.4, our_rate: 5.19 });
  });

  it('is idempotent: a second run changes only scraped_at', async () => {
    const { store, rows } = memoryStore();
    await run(config, store, pages).summary;
    const before = structuredClone([...rows.values()]);
    const second = await run(config, store, pages, '2026-11-22T07:00:00.000Z').summary;
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 9 });
    const after = [...rows.values()];
    expect(after.map(({ scraped_at, ...rest }) => rest)).toEqual(
      before.map(({ scraped_at, ...rest }) => rest),
    );
    expect(new Set(after.map((r) => r.scraped_at))).toEqual(new Set(['2026-11-22T07:00:00.000Z']));
  });

  it('updates values that moved and keeps is_active as the admin set it', async () => {
    const { store, rows } = memoryStore();
    await run(config, store, pages).summary;
    const five = [...rows.values()].find(
      (r) => r.source_url === BANK_OF_CANADA_SOURCE_URL && r.term === '5 year' && r.rate_type === 'fixed',
    )!;
    five.is_active = false;
    const moved = { ...pages, 'http://fixtures.test/valet.json': fixture('valet-observations-moved.json') };
    const summary = await run(config, store, moved, '2026-11-28T07:00:00.000Z').summary;
    expect(summary).toMatchObject({ updated: 4, unchanged: 5, created: 0 });
    expect(rows.get(five.id)).toMatchObject({
      posted_rate: 5.99,
      our_rate: 3.84,
      is_active: false,
      updated_at: '2026-11-28T07:00:00.000Z',
    });
  });

  it('rejects implausible values, logs them and writes the rest', async () => {
    const { store, rows } = memoryStore();
    const { summary, lines } = run(config, store, {
      ...pages,
      'http://fixtures.test/lender.html': lenderRatesWithTypos(),
    });
    expect(await summary).toMatchObject({ created: 7, rejected: 2 });
    expect((await summary).rejections).toEqual([
      expect.objectContaining({
        source: 'Northshore Lending',
        term: '3 year',
        value: 2.19,
        reason: 'our_rate more than 1.5 points from 6.05',
      }),
      expect.objectContaining({
        source: 'Northshore Lending',
        term: '5 year',
        value: 46.4,
        reason: 'our_rate outside 0.5–15 %',
      }),
    ]);
    expect(lines.filter((l) => l.message === 'rate rejected')).toHaveLength(2);
    expect([...rows.values()].some((r) => r.our_rate === 46.4 || r.our_rate === 2.19)).toBe(false);
  });

  it.each([
    ['a timeout', new SourceError('u', 'timeout', 'no answer within 10000 ms')],
    ['a bad status', new SourceError('u', 'status', 'status 503')],
    ['a changed page', 'redesigned'],
  ])('leaves a source’s rates untouched after %s and reports it', async (_, failure) => {
    const { store, rows } = memoryStore();
    await run(config, store, pages).summary;
    const before = structuredClone([...rows.values()]);
    const broken = failure === 'redesigned' ? fixture('lender-rates-redesigned.html') : (failure as Error);
    const summary = await run(
      config,
      store,
      { ...pages, 'http://fixtures.test/lender.html': broken },
      '2026-11-22T07:00:00.000Z',
    ).summary;
    expect(summary.failedSources).toBe(1);
    expect(summary.sources.find((s) => s.name === 'Northshore Lending')).toMatchObject({ ok: false });
    const lenderRows = (list: Rate[]) =>
      list.filter((r) => r.source_url === 'https://www.northshorelending.example/rates');
    expect(lenderRows([...rows.values()])).toEqual(lenderRows(before));
    expect(lenderRows([...rows.values()])).toHaveLength(5);
    expect(scrapeFailed(summary)).toBe(false);
    expect(scrapeMessage(summary)).toBe(
      'Rates scraped from 1 source: 0 updated, 4 unchanged, 0 rejected; 1 source failed (Northshore Lending); their rates were left as they were.',
    );
  });

  it('never touches a manual rate', async () => {
    const manual = rateRow('National', 'fixed', '5 year', 3.5, {
      id: 'manual-1',
      source_url: 'Manual Entry',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    const { store, rows } = memoryStore([manual]);
    await run(config, store, pages).summary;
    expect(rows.get('manual-1')).toEqual(manual);
  });

  it('fails as a whole only when every source fails', async () => {
    const { store } = memoryStore();
    const summary = await run(config, store, {}).summary;
    expect(summary.failedSources).toBe(2);
    expect(scrapeFailed(summary)).toBe(true);
  });

  it('counts updated, unchanged, rejected and failed sources in its message', async () => {
    const { store } = memoryStore();
    const summary = await run(config, store, pages).summary;
    expect(scrapeMessage(summary)).toBe(
      'Rates scraped from 2 sources: 9 updated (9 new), 0 unchanged, 0 rejected; no source failed.',
    );
  });
});

describe('configuration', () => {
  it('defaults to the live Bank of Canada source and the documented spreads', () => {
    const config = scrapeConfigFromEnv({});
    expect(config.sources).toHaveLength(1);
    expect(config.sources[0]).toMatchObject({ kind: 'bank-of-canada', timeoutMs: 10_000 });
    expect(config.sources[0]!.url).toBe(
      'https://www.bankofcanada.ca/valet/observations/V80691311,V80691333,V80691334,V80691335/json?recent=1',
    );
    expect(config.spreads).toEqual(DEFAULT_SPREADS);
  });

  it('fails fast on a bad RATE_SOURCES or RATE_SPREADS', () => {
    expect(() => scrapeConfigFromEnv({ RATE_SOURCES: '[{"kind":"ftp"}]' })).toThrow(/RATE_SOURCES/);
    expect(() => scrapeConfigFromEnv({ RATE_SPREADS: '{"fixed":{"5 year":9}}' })).toThrow(/RATE_SPREADS/);
    expect(() =>
      scrapeConfigFromEnv({
        RATE_SOURCES: JSON.stringify([{ kind: 'html', name: 'x', url: 'https://x.example', rates: [] }]),
      }),
    ).toThrow(/RATE_SOURCES/);
  });
});

describe('invocation: the schedule or the admin', () => {
  it.each([
    [undefined, 'schedule'],
    [{}, 'schedule'],
    [SCHEDULED_SCRAPE_EVENT, 'schedule'],
    [MANUAL_SCRAPE_EVENT, 'manual'],
    // EventBridge Scheduler's own fields, should a schedule send its default event, are not read
    [{ 'detail-type': 'Scheduled Event', source: 'aws.scheduler' }, 'schedule'],
  ])('%j is the %s', (event, trigger) => {
    expect(scrapeTriggerOf(event)).toBe(trigger);
  });

  it.each([[{ trigger: 'nightly' }], [{ trigger: 1 }], ['manual']])('refuses %j', (event) => {
    expect(() => scrapeTriggerOf(event)).toThrow(/not a scrape event/);
  });
});
