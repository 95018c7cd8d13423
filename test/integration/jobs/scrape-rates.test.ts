import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rates } from '../../../functions/src/data/repositories/rates';
import { rateStore } from '../../../functions/src/jobs/scrape-rates';
import { createLogger } from '../../../functions/src/lib/logger';
import { defaultFetch, scrapeRates } from '../../../functions/src/services/rates-scrape/scrape';
import {
  BANK_OF_CANADA_SOURCE_URL,
  DEFAULT_SPREADS,
  sourceConfigSchema,
} from '../../../functions/src/services/rates-scrape/sources';
import { localClientConfig } from '../../../infra/local/config';
import { startLambdaInvoke } from '../../../infra/local/lambda-invoke';
import { LENDER_PAGE_RATES } from '../../../infra/local/recorded-sources';
import { api, signIn } from '../../support/http';
import { lenderRatesWithTypos } from '../../support/lender-rates';
import { invokeRoute } from './invoke';
import { startSourcesServer } from './sources-server';

const LENDER_URL = 'https://www.northshorelending.example/rates';
const SCRAPE_FAILED = 'Failed to scrape rates. Please try again.';

const byKey = (list: Awaited<ReturnType<typeof rates.listAll>>) =>
  Object.fromEntries(list.map((rate) => [rate.id, rate]));

async function scrapeNow(token?: string) {
  return api<{ message?: string; error?: { message: string } }>('POST', '/api/admin/rates/scrape', {
    token: token ?? (await signIn('superadmin@example.com')),
  });
}

describe('POST /api/admin/rates/scrape against the recorded sources', () => {
  it('is for super admins only', async () => {
    expect((await api('POST', '/api/admin/rates/scrape')).status).toBe(401);
    expect((await scrapeNow(await signIn('admin@example.com'))).status).toBe(403);
    expect((await scrapeNow(await signIn('agent1@example.com'))).status).toBe(403);
  });

  it('writes the scraped rates, leaves manual rates and is_active alone, and is idempotent', async () => {
    const manual = {
      id: 'manual-5y-national',
      term: '5 year',
      rate_type: 'fixed' as const,
      province: 'National',
      posted_rate: 6.09,
      our_rate: 3.79,
      is_active: true,
      mortgage_type: 'Conventional' as const,
      source_url: 'Manual Entry',
      scraped_at: null,
      updated_at: '2026-11-01T12:00:00.000Z',
    };
    await rates.create(manual);

    const first = await scrapeNow();
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/^Rates scraped from 2 sources: \d+ updated/);
    expect(first.body.message).toContain('0 rejected; no source failed.');

    const all = await rates.listAll();
    const boc5 = all.find(
      (r) => r.source_url === BANK_OF_CANADA_SOURCE_URL && r.term === '5 year' && r.rate_type === 'fixed',
    );
    expect(boc5).toMatchObject({ province: 'National', posted_rate: 6.09, our_rate: 3.94, is_active: true });
    const lender = all.filter((r) => r.source_url === LENDER_URL);
    expect(lender.map((r) => `${r.rate_type} ${r.term} ${r.our_rate}`).sort()).toEqual([
      'fixed 1 year 4.89',
      'fixed 3 year 4.69',
      'fixed 5 year 4.64',
      'fixed 7 year 5.19',
      'variable 5 year 4.15',
    ]);
    expect(lender.every((r) => r.province === 'Ontario')).toBe(true);
    expect(await rates.get(manual.id)).toEqual(manual);

    // An admin switches one scraped rate off; the next run keeps it off and changes only scraped_at.
    await rates.update(boc5!.id, { is_active: false });
    const before = byKey(await rates.listAll());
    const second = await scrapeNow();
    expect(second.status).toBe(200);
    expect(second.body.message).toBe(
      'Rates scraped from 2 sources: 0 updated, 9 unchanged, 0 rejected; no source failed.',
    );
    // The whole answer, as it was when admin-api ran the scrape itself: the Invoke API changes nothing of it.
    expect(second.body).toEqual({
      message: second.body.message,
      created: 0,
      updated: 0,
      unchanged: 9,
      rejected: 0,
      failedSources: 0,
    });
    const after = byKey(await rates.listAll());
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [id, rate] of Object.entries(after)) {
      const { scraped_at: _a, ...rest } = rate;
      const { scraped_at: _b, ...was } = before[id]!;
      expect(rest).toEqual(was);
      if (rate.source_url === BANK_OF_CANADA_SOURCE_URL || rate.source_url === LENDER_URL) {
        expect(rate.scraped_at! > before[id]!.scraped_at!).toBe(true);
      }
    }
    expect(after[boc5!.id]!.is_active).toBe(false);
    expect(after[manual.id]).toEqual(manual);
  });
});

describe('scrape-rates with failing sources (real HTTP, real table)', () => {
  let server: Awaited<ReturnType<typeof startSourcesServer>>;
  const quiet = createLogger({ test: 'scrape' });

  beforeAll(async () => {
    server = await startSourcesServer({
      '/valet.json': { file: 'rates/valet-observations.json', type: 'application/json' },
      '/lender.html': { file: 'rates/lender-rates.html', type: 'text/html' },
    });
  });
  afterAll(() => server.close());

  const config = (timeoutMs = 10_000) => ({
    sources: [
      sourceConfigSchema.parse({ kind: 'bank-of-canada', url: server.url('/valet.json'), timeoutMs }),
      sourceConfigSchema.parse({
        kind: 'html',
        name: 'Faulty Lender',
        url: server.url('/lender.html'),
        sourceUrl: 'https://faulty-lender.example/rates',
        province: 'Alberta',
        timeoutMs,
        rates: LENDER_PAGE_RATES,
      }),
    ],
    spreads: DEFAULT_SPREADS,
  });
  const run = (timeoutMs?: number) =>
    scrapeRates({
      config: config(timeoutMs),
      store: rateStore,
      fetch: defaultFetch,
      now: () => new Date(),
      log: quiet,
    });
  const faulty = async () =>
    (await rates.listAll()).filter((r) => r.source_url === 'https://faulty-lender.example/rates');

  it.each([
    ['answers 503', 'error' as const],
    ['changed its page', { file: 'rates/lender-rates-redesigned.html' }],
    ['does not answer in time', 'hang' as const],
  ])('leaves the rates of a source that %s untouched and reports it', async (_, mode) => {
    server.reset();
    await run();
    const before = await faulty();
    expect(before).toHaveLength(5);
    server.set('/lender.html', mode);
    // A 1 s deadline stands in for the 10 s one, so the hanging source costs a second, not ten.
    const summary = await run(1_000);
    expect(summary.failedSources).toBe(1);
    expect(summary.sources.find((s) => s.name === 'Faulty Lender')).toMatchObject({ ok: false, read: 0 });
    expect(summary.sources.find((s) => s.name === 'Bank of Canada')).toMatchObject({
      ok: true,
      unchanged: 4,
    });
    expect(await faulty()).toEqual(before);
  });

  it('rejects implausible values, logs them, and writes nothing of them', async () => {
    server.reset();
    await run();
    const before = await faulty();
    server.set('/lender.html', { body: lenderRatesWithTypos() });
    const summary = await run();
    expect(summary.rejected).toBe(2);
    expect(summary.rejections.map((r) => `${r.term}: ${r.reason}`)).toEqual([
      '3 year: our_rate more than 1.5 points from 6.05',
      '5 year: our_rate outside 0.5–15 %',
    ]);
    // The plausible values were read again (scraped_at moves); the rejected ones were not written at all.
    const after = await faulty();
    const values = (list: typeof after) => list.map(({ scraped_at: _, ...rest }) => rest);
    expect(values(after)).toEqual(values(before));
    const rejected = (list: typeof after) =>
      list.filter((r) => r.rate_type === 'fixed' && (r.term === '3 year' || r.term === '5 year'));
    expect(rejected(after)).toEqual(rejected(before));
  });
});

/**
 * The admin's "scrape now" invokes the scrape-rates function through Lambda's Invoke API (ADR 067). These run
 * admin-api in this process against a scrape function of their own, loaded with sources that all fail (nothing
 * listens on port 9 of loopback) or a RATE_SOURCES that is not JSON, behind an Invoke stand-in of their own.
 */
describe('the manual scrape through the Invoke API, when it cannot give a summary', () => {
  const SUPER_ADMIN = { sub: 'super-admin-test', 'cognito:groups': ['super_admin'] };
  const FAILING_SOURCES = JSON.stringify([
    { kind: 'bank-of-canada', url: 'http://127.0.0.1:9/valet.json' },
    { kind: 'html', name: 'Gone', url: 'http://127.0.0.1:9/rates', rates: LENDER_PAGE_RATES },
  ]);
  let saved: NodeJS.ProcessEnv;
  let standIn: Awaited<ReturnType<typeof startLambdaInvoke>> | undefined;
  let errors: string[];

  beforeEach(() => {
    saved = { ...process.env };
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await standIn?.close();
    standIn = undefined;
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    vi.resetModules();
  });

  /** A scrape-rates function loaded with this environment, and admin-api pointed at its Invoke stand-in. */
  async function scrapeFunctionWith(env: Record<string, string>) {
    Object.assign(process.env, env);
    vi.resetModules();
    standIn = await startLambdaInvoke({
      host: '127.0.0.1',
      functions: {
        'scrape-rates': async () => (await import('../../../functions/src/jobs/scrape-rates')).handler,
      },
    });
    process.env.LAMBDA_ENDPOINT = standIn.url;
    const lambda = new LambdaClient(localClientConfig(standIn.url));
    const invoke = async (event: unknown) => {
      const answer = await lambda.send(
        new InvokeCommand({ FunctionName: 'scrape-rates', Payload: JSON.stringify(event) }),
      );
      return {
        functionError: answer.FunctionError,
        payload: JSON.parse(answer.Payload!.transformToString()),
      };
    };
    return { invoke, scrapeNow: () => scrapeNowInProcess() };
  }

  async function scrapeNowInProcess() {
    const { handler } = await import('../../../functions/src/audiences/admin-api');
    return invokeRoute(handler, 'POST', '/api/admin/rates/scrape', { claims: SUPER_ADMIN });
  }

  it(`answers 502 '${SCRAPE_FAILED}' when no source can be read, and changes no rate`, async () => {
    const before = await rates.listAll();
    const scrape = await scrapeFunctionWith({ RATE_SOURCES: FAILING_SOURCES });
    const answer = await scrape.scrapeNow();
    expect(answer.statusCode).toBe(502);
    expect(answer.body.error).toEqual({ code: 'scrape_failed', message: SCRAPE_FAILED });
    expect(await rates.listAll()).toEqual(before);

    // The admin's invocation gets the failed run's summary; the schedule's fails, so it alarms (as before).
    const manual = await scrape.invoke({ trigger: 'manual' });
    expect(manual.functionError).toBeUndefined();
    expect(manual.payload).toMatchObject({ failedSources: 2, created: 0, updated: 0 });
    const scheduled = await scrape.invoke({ trigger: 'schedule' });
    expect(scheduled.functionError).toBe('Unhandled');
    expect(scheduled.payload.errorMessage).toMatch(/^rate scrape failed: Bank of Canada: /);
  });

  it('answers 502 and logs the error when the scrape function fails (its module does not load)', async () => {
    const scrape = await scrapeFunctionWith({ RATE_SOURCES: 'not json' });
    const answer = await scrape.scrapeNow();
    expect(answer.statusCode).toBe(502);
    expect(answer.body.error?.message).toBe(SCRAPE_FAILED);
    const logged = errors
      .map((line) => JSON.parse(line))
      .find((line) => line.message === 'rate scrape failed');
    expect(logged).toMatchObject({
      trigger: 'manual',
      functionError: 'Unhandled',
      errorMessage: 'Invalid environment: RATE_SOURCES is not JSON',
    });
    // What Lambda answers for a function that throws: 200, X-Amz-Function-Error, the runtime's error body.
    const invoked = await scrape.invoke({ trigger: 'manual' });
    expect(invoked.functionError).toBe('Unhandled');
    expect(invoked.payload).toMatchObject({
      errorType: 'Error',
      errorMessage: 'Invalid environment: RATE_SOURCES is not JSON',
    });
  });

  it("answers 502 and logs the error when the function to invoke does not exist (the stack's stand-in)", async () => {
    process.env.SCRAPE_RATES_FUNCTION_NAME = 'no-such-function';
    vi.resetModules();
    const answer = await scrapeNowInProcess();
    expect(answer.statusCode).toBe(502);
    expect(answer.body.error?.message).toBe(SCRAPE_FAILED);
    const logged = errors
      .map((line) => JSON.parse(line))
      .find((line) => line.message === 'rate scrape failed');
    expect(logged?.error?.message).toMatch(
      /ResourceNotFoundException: Function not found: .*no-such-function/,
    );
  });
});
