/**
 * npm run bench:web — every public page in Lighthouse 12 (mobile, its default simulated throttling, Debian's
 * Chromium), beside the same page as bare static HTML: the prerendered document with every <script> and
 * module preload removed, served with the same compression, its styles and images from the same site.
 * Aims (issue 16), per page: performance ≥ 95, LCP ≤ 1.2 × the static copy's, CLS ≤ 0.02, TBT ≤ 150 ms,
 * SEO 100, accessibility 100.
 *
 * It measures the production build (web/dist, built first when missing or older than the sources) on a preview
 * stack of its own (free ports, temporary state), or an already running preview: WEB_BENCH_SITE=<its URL>.
 * WEB_BENCH_RUNS (default 3) runs of each page and of its copy, alternating, the median kept (about 25 min);
 * WEB_BENCH_PAGES=/,/rates measures only those; WEB_BENCH_LANGUAGE=fr measures the French twin of each page (issue
 * 20: /fr, /fr/taux...). Each run is a fresh Chromium. TBT is main-thread time, so a
 * busy machine inflates it: the table gives Lighthouse's benchmark index of each page's runs (lower = busier).
 * Ctrl-C stops after the Lighthouse run in flight and prints what was measured.
 */
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { frenchPath } from '@maplestone/shared/i18n/paths';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { FIXED_PUBLIC_PAGES, withDetailPages } from '../support/public-pages';

const RUNS = Math.max(1, Number(process.env.WEB_BENCH_RUNS ?? 3));
const AIMS = { perf: 95, lcpRatio: 1.2, cls: 0.02, tbtMs: 150, seo: 100, a11y: 100 };

/** The pages are FIXED_PUBLIC_PAGES, and a post, a product and a service: the first of each in the sitemap. */
const FROM_SITEMAP = [/^\/blog\/[^/]+$/, /^\/products\/[^/]+$/, /^\/services\/[^/]+$/];

interface Figures {
  /** Lighthouse's measure of the machine's speed at the time (a busy machine scores lower, TBT grows). */
  benchmarkIndex: number;
  perf: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  seo?: number;
  a11y?: number;
}

let stopping = false;
process.on('SIGINT', () => {
  if (stopping) process.exit(130);
  stopping = true;
  console.log('\nStopping after the run in flight (Ctrl-C again to quit at once)…');
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function pagesToMeasure(site: string): Promise<string[]> {
  if (process.env.WEB_BENCH_PAGES) return process.env.WEB_BENCH_PAGES.split(',').map((path) => path.trim());
  const sitemap = await (await fetch(new URL('/sitemap.xml', site))).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const picked = FROM_SITEMAP.map((pattern) => listed.find((path) => pattern.test(path))).filter(
    (path): path is string => path !== undefined,
  );
  const pages = withDetailPages(FIXED_PUBLIC_PAGES, picked);
  if (process.env.WEB_BENCH_LANGUAGE !== 'fr') return pages;
  // A post's French page has a slug of its own, and a post in English only has none (issue 37): the sitemap's.
  const frenchPost = listed.find((path) => /^\/fr\/blogue\/[^/]+$/.test(path));
  return pages.flatMap((path) =>
    FROM_SITEMAP[0]!.test(path) ? (frenchPost ? [frenchPost] : []) : [frenchPath(path)],
  );
}

/** The page as bare static HTML: no scripts (the app, its data, JSON-LD), no module preloads. */
export function staticCopy(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/**
 * The static copies, served as the site server serves its pages (brotli 9, else gzip 9); every other request (styles,
 * images, fonts) goes to the site itself, so both sides load the very same files.
 */
async function serveStaticCopies(site: string, pages: string[]): Promise<{ url: string; server: Server }> {
  const copies = new Map<string, string>();
  for (const path of pages) {
    const response = await fetch(new URL(path, site));
    if (!response.ok) throw new Error(`${path}: ${response.status} from ${site}`);
    const html = await response.text();
    if (!html.includes('<div id="root"><')) throw new Error(`${path} is not prerendered on ${site}`);
    copies.set(path, staticCopy(html));
  }
  const target = new URL(site);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const copy = copies.get(new URL(req.url ?? '/', 'http://copy').pathname);
    if (copy !== undefined) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const [encoding, body] = accepted.includes('br')
        ? ['br', brotliCompressSync(copy, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })]
        : accepted.includes('gzip')
          ? ['gzip', gzipSync(copy, { level: 9 })]
          : ['identity', Buffer.from(copy)];
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding, vary: 'accept-encoding' }),
      });
      res.end(body);
      return;
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** One Lighthouse run in a fresh Chromium (mobile, simulated throttling: Lighthouse's defaults). */
async function lighthouseRun(url: string, categories: string[]): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Result): Figures {
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    return value == null ? undefined : Math.round(value * 100);
  };
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    perf: score('performance') ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    seo: score('seo'),
    a11y: score('accessibility'),
  };
}

function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number | undefined) => {
    const values = runs.map(pick).filter((value): value is number => value !== undefined);
    return values.length ? median(values) : undefined;
  };
  return {
    benchmarkIndex: of((f) => f.benchmarkIndex)!,
    perf: of((f) => f.perf)!,
    lcpMs: of((f) => f.lcpMs)!,
    cls: of((f) => f.cls)!,
    tbtMs: of((f) => f.tbtMs)!,
    seo: of((f) => f.seo),
    a11y: of((f) => f.a11y),
  };
}

/** What a page misses of the aims ('' when it meets them all). */
function missed(page: Figures, copy: Figures): string {
  const misses: string[] = [];
  if (page.perf < AIMS.perf) misses.push(`perf < ${AIMS.perf}`);
  if (page.lcpMs > AIMS.lcpRatio * copy.lcpMs) misses.push(`LCP > ${AIMS.lcpRatio}×`);
  if (page.cls > AIMS.cls) misses.push(`CLS > ${AIMS.cls}`);
  if (page.tbtMs > AIMS.tbtMs) misses.push(`TBT > ${AIMS.tbtMs} ms`);
  if ((page.seo ?? 0) < AIMS.seo) misses.push(`SEO < ${AIMS.seo}`);
  if ((page.a11y ?? 0) < AIMS.a11y) misses.push(`a11y < ${AIMS.a11y}`);
  return misses.join(', ');
}

async function measure(site: string): Promise<boolean> {
  const pages = await pagesToMeasure(site);
  const copies = await serveStaticCopies(site, pages);
  const started = performance.now();
  const rows: Record<string, string | number>[] = [];
  let allMet = true;
  try {
    console.log(
      `Lighthouse 12, mobile (simulated throttling), ${RUNS} run(s) of each page and of its static copy, median; ` +
        `${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}\n` +
        `site ${site}, static copies ${copies.url}; about ${Math.ceil((pages.length * RUNS * 2 * 12) / 60)} min\n`,
    );
    for (const path of pages) {
      if (stopping) break;
      const pageRuns: Figures[] = [];
      const copyRuns: Figures[] = [];
      // Page and copy alternate, so a busy moment of the machine weighs on both alike.
      try {
        for (let run = 0; run < RUNS && !stopping; run++) {
          pageRuns.push(
            figuresOf(await lighthouseRun(new URL(path, site).href, ['performance', 'seo', 'accessibility'])),
          );
          copyRuns.push(figuresOf(await lighthouseRun(new URL(path, copies.url).href, ['performance'])));
        }
      } catch (error) {
        // Ctrl-C reaches Chromium too: the run it interrupted is dropped, what was measured is printed.
        if (!stopping) throw error;
      }
      if (pageRuns.length === 0 || copyRuns.length === 0) break;
      const page = medianFigures(pageRuns);
      const copy = medianFigures(copyRuns);
      const misses = missed(page, copy);
      if (misses) allMet = false;
      const row = {
        page: path,
        perf: page.perf,
        LCP: `${(page.lcpMs / 1000).toFixed(2)} s`,
        'LCP static': `${(copy.lcpMs / 1000).toFixed(2)} s`,
        'LCP ratio': (page.lcpMs / copy.lcpMs).toFixed(2),
        CLS: page.cls.toFixed(3),
        TBT: `${Math.round(page.tbtMs)} ms`,
        SEO: page.seo ?? '—',
        a11y: page.a11y ?? '—',
        aims: misses ? `missed: ${misses}` : 'met',
        'bench index': Math.round(page.benchmarkIndex),
      };
      rows.push(row);
      console.log(
        `${path}: perf ${row.perf}, LCP ${row.LCP} (static ${row['LCP static']}), CLS ${row.CLS}, TBT ${row.TBT}`,
      );
    }
  } finally {
    await new Promise((resolve) => copies.server.close(resolve));
  }
  console.log();
  console.table(rows);
  console.log(
    `${rows.length} of ${pages.length} pages in ${((performance.now() - started) / 60_000).toFixed(1)} min; ` +
      (allMet && rows.length === pages.length
        ? 'every page meets the aims'
        : 'aims missed or pages not measured'),
  );
  return allMet && rows.length === pages.length;
}

async function main() {
  if (process.env.WEB_BENCH_SITE) {
    if (!(await measure(process.env.WEB_BENCH_SITE))) process.exitCode = 1;
    return;
  }
  // Versions are pinned (ADR 003): the SDK's notice about its future Node 22-only releases is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { buildWebIfStale, onBenchStack } = await import('./stack');
  buildWebIfStale();
  await onBenchStack(
    { prefix: 'maplestone-bench-web-', site: 'preview', cachePublicReads: false },
    async (stack) => ({ failed: !(await measure(stack.urls.site)) }),
  );
}

await main();
