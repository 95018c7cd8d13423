import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { REPO_ROOT } from './config';
import { listenOn } from './processes';

/**
 * Recorded copies of the outside sources the jobs read (this machine has no internet): the Bank of
 * Canada Valet answer, a lender's rate page and the two news feeds, served on loopback from
 * test/fixtures. The stack points RATE_SOURCES and NEWS_FEEDS here; AWS uses the live addresses.
 */
export const FIXTURES_DIR = join(REPO_ROOT, 'test', 'fixtures');

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/rss+xml; charset=utf-8',
};

/** The selectors of the recorded lender page (test/fixtures/rates/lender-rates.html). */
export const LENDER_PAGE_RATES = [
  ...(['1', '3', '5', '7'] as const).map((n) => ({
    term: `${n} year`,
    rate_type: 'fixed',
    posted_rate: `#fixed-rates tr[data-term="${n}"] td.posted`,
    our_rate: `#fixed-rates tr[data-term="${n}"] td.special`,
  })),
  { term: '5 year', rate_type: 'variable', our_rate: '#variable-rates tr[data-term="5"] td.special' },
];

/**
 * RATE_SOURCES, RATE_HISTORY_SOURCE and NEWS_FEEDS for sources served at `baseUrl`. The posted 5-year history
 * (valet-5-year-history.json) is reconstructed, not downloaded (ADR 081); AWS reads the live Valet series.
 */
export function recordedSourcesEnv(baseUrl: string): {
  RATE_SOURCES: string;
  RATE_HISTORY_SOURCE: string;
  NEWS_FEEDS: string;
} {
  return {
    RATE_SOURCES: JSON.stringify([
      { kind: 'bank-of-canada', url: `${baseUrl}/rates/valet-observations.json` },
      {
        kind: 'html',
        name: 'Northshore Lending (Ontario)',
        url: `${baseUrl}/rates/lender-rates.html`,
        sourceUrl: 'https://www.northshorelending.example/rates',
        province: 'Ontario',
        rates: LENDER_PAGE_RATES,
      },
    ]),
    RATE_HISTORY_SOURCE: `${baseUrl}/rates/valet-5-year-history.json`,
    NEWS_FEEDS: JSON.stringify([
      `${baseUrl}/news/canadian-mortgage-trends.xml`,
      `${baseUrl}/news/bank-of-canada-press-releases.xml`,
    ]),
  };
}

/** A static file server for the fixtures folder (GET only, no listing, nothing outside the folder). */
export async function startRecordedSources(options: {
  host: string;
  port?: number;
  dir?: string;
}): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const root = options.dir ?? FIXTURES_DIR;
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    if (request.method !== 'GET' || !file.startsWith(`${root}/`) || !TYPES[extname(file)]) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)]!, 'content-length': body.length });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return {
    url: await listenOn(server, options.host, options.port),
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
