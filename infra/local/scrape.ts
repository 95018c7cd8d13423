/**
 * `npm run scrape`: one rate scrape, locally, with its figures.
 *
 * Self-contained: it starts its own local stack (on free ports, in a temporary state folder, seeded
 * like `npm start`) whose sources are the recorded copies on loopback, runs the scrape-rates job
 * twice (the second run shows it is idempotent), prints the figures and stops everything. It does not
 * need, or touch, a running `npm start`; to scrape that stack's data use its admin "scrape" button.
 * `npm run scrape -- --once` runs a single scrape.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DEMO_PASSWORD } from './config';
import { freePorts } from './processes';
import { type RunningStack, startStack } from './stack';

process.env.LOG_LEVEL ??= 'error';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const once = process.argv.includes('--once');
const stateDir = mkdtempSync(join(tmpdir(), 'maplestone-scrape-'));
let stack: RunningStack | undefined;

function printRun(
  label: string,
  summary: Awaited<ReturnType<typeof import('../../functions/src/jobs/scrape-rates').runScrape>>,
) {
  const written = summary.created + summary.updated;
  console.log(`\n${label}`);
  for (const source of summary.sources) {
    const figures = source.ok
      ? `read ${source.read}, written ${source.created + source.updated} (${source.created} new), unchanged ${source.unchanged}, rejected ${source.rejected}`
      : `FAILED: ${source.error}`;
    console.log(`  ${source.name.padEnd(30)} ${String(source.ms).padStart(5)} ms  ${figures}`);
  }
  for (const rejection of summary.rejections) {
    console.log(
      `  rejected: ${rejection.source} ${rejection.rate_type} ${rejection.term}: ${rejection.reason}`,
    );
  }
  console.log(
    `  total: ${summary.sources.length} sources (${summary.failedSources} failed), ${written} rows written (${summary.created} new, ${summary.updated} changed), ${summary.unchanged} unchanged, ${summary.rejected} rejected, ${summary.ms} ms`,
  );
}

try {
  const started = Date.now();
  const ports = await freePorts();
  stack = await startStack({ stateDir, ports, persist: false, demoPassword: DEFAULT_DEMO_PASSWORD });
  console.log(
    `Local stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (seeded ${stack.seeded.items} items).`,
  );
  const sources = JSON.parse(stack.env.RATE_SOURCES ?? '[]') as {
    name?: string;
    kind: string;
    url: string;
  }[];
  console.log('Sources (recorded copies on loopback):');
  for (const source of sources)
    console.log(`  ${(source.name ?? 'Bank of Canada').padEnd(30)} ${source.url}`);

  const { runScrape } = await import('../../functions/src/jobs/scrape-rates');
  const { scrapeMessage } = await import('../../functions/src/services/rates-scrape/scrape');
  const first = await runScrape();
  printRun('Run 1', first);
  console.log(`  message: ${scrapeMessage(first)}`);
  if (!once) {
    const second = await runScrape();
    printRun('Run 2 (idempotent: only scraped_at changes)', second);
    console.log(`  message: ${scrapeMessage(second)}`);
  }
  process.exitCode = first.failedSources === first.sources.length ? 1 : 0;
} catch (error) {
  console.error(`Scrape failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stack?.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
