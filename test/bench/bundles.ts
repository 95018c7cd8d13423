/**
 * `npm run bench:bundles`: bundles every Lambda entry with the very esbuild settings the CDK app uses
 * (infra/aws/constructs/bundling.ts), then prints per Lambda its minified size, its zipped size (the code
 * deflated as in the zip Lambda downloads, source map aside), and the median time a fresh Node process
 * takes to load it as the Lambda runtime loads a CommonJS handler (require): the module-scope part of a
 * cold start. Budgets (issue 18): ≤ 300 KB minified and ≤ 100 ms import, for every Lambda.
 *
 * The bundles leave the AWS SDK to the runtime (ADR 064): here the repository's node_modules stands in for
 * the runtime's copy, so the bundles are written under node_modules/ where `require('@aws-sdk/…')` finds it.
 * Every Lambda loads the SDK on first use, not at import (ADRs 064, 079): "+ first use" adds that work, so the
 * time moved out of the import stays in view. For the audiences the bench sends every route one request that
 * needs no I/O (a malformed body, no token: 400 or 401), which loads each route's module as a first request
 * would: the whole cold-start work a container can ever do, and a 5xx there is a module that fails to load.
 * For chat and the jobs it requires the SDK packages the bundle names, as their first event does.
 * "SDK bundled" is the alternative ADR 064 weighs, built and timed in the same run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { build } from 'esbuild';
import { type Audience, routeKey, routesOf } from '../../functions/src/routes';
import {
  ESBUILD,
  existingEntry,
  LAMBDA_ENTRIES,
  type LambdaName,
  REPO_ROOT,
  RUNTIME_SDK,
} from '../../infra/aws/constructs/bundling';
import { SAMPLE_LAMBDA_ENV } from '../../infra/aws/lambda-env';

const BUDGET_KB = 300;
const BUDGET_IMPORT_MS = 100;
const RUNS = 7;

/** What the CDK app sets, with sample values (modules validate their env when they load), plus dummy keys. */
const lambdaEnv: Record<string, string> = {
  ...SAMPLE_LAMBDA_ENV,
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
};

const HTTP_AUDIENCES: readonly string[] = [
  'public-api',
  'agent-api',
  'admin-api',
  'borrower-api',
] satisfies Audience[];

/** One API Gateway event per route of the audience, each refused before any I/O (bad JSON, no token). */
function firstRequests(name: LambdaName) {
  if (!HTTP_AUDIENCES.includes(name)) return [];
  return routesOf(name as Audience).map((route) => ({
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: route.path,
    headers: {
      'content-type': 'application/json',
      'x-origin-verify': lambdaEnv.ORIGIN_VERIFY_SECRET,
    },
    body: '{',
    isBase64Encoded: false,
    pathParameters: {},
    requestContext: {
      requestId: 'bench',
      http: { method: route.method, path: route.path, sourceIp: '192.0.2.1' },
    },
  }));
}

/**
 * In the child: require the bundle, then the SDK packages it loads on first use (chat, jobs), then send the
 * requests in turn (audiences); prints [import ms, total ms, statuses].
 */
const CHILD = `
const started = performance.now();
const { handler } = require(process.env.BUNDLE);
const imported = performance.now() - started;
for (const name of JSON.parse(process.env.SDK_ON_FIRST_USE)) require(name);
(async () => {
  const statuses = [];
  for (const event of JSON.parse(process.env.REQUESTS)) {
    statuses.push((await handler(event, { getRemainingTimeInMillis: () => 10000 })).statusCode);
  }
  process.stdout.write(JSON.stringify([imported, performance.now() - started, statuses]));
})();`;

interface Bundle {
  name: LambdaName;
  file: string;
  bytes: number;
  zipped: number;
  requests: ReturnType<typeof firstRequests>;
  /** The runtime SDK packages a job's or chat's bundle requires on first use (audiences: their routes do). */
  sdkOnFirstUse: string[];
  imports: number[];
  totals: number[];
  error?: string;
}

async function bundle(name: LambdaName, entry: string, dir: string, sdkBundled: boolean): Promise<Bundle> {
  const file = join(dir, `${name}${sdkBundled ? '-sdk-bundled' : ''}`, 'index.js');
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    sourcemap: 'external',
    logLevel: 'error',
    ...ESBUILD,
    mainFields: [...ESBUILD.mainFields],
    external: ESBUILD.external.filter((module) => !sdkBundled || !RUNTIME_SDK.includes(module)),
  });
  const code = readFileSync(file);
  return {
    name,
    file,
    bytes: statSync(file).size,
    zipped: deflateRawSync(code).length,
    requests: firstRequests(name),
    sdkOnFirstUse:
      sdkBundled || HTTP_AUDIENCES.includes(name)
        ? []
        : [
            ...new Set(
              [...code.toString().matchAll(/(?:require|import)\("(@aws-sdk\/[^"]+)"\)/g)].map((m) => m[1]!),
            ),
          ],
    imports: [],
    totals: [],
  };
}

/** One fresh process loading the bundle; the error's first line when it does not load or a route answers 5xx. */
function run(target: Bundle): void {
  if (target.error) return;
  try {
    const out = execFileSync(process.execPath, ['--no-warnings', '-e', CHILD], {
      env: {
        PATH: process.env.PATH,
        ...lambdaEnv,
        BUNDLE: target.file,
        REQUESTS: JSON.stringify(target.requests),
        SDK_ON_FIRST_USE: JSON.stringify(target.sdkOnFirstUse),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [imported, total, statuses] = JSON.parse(out) as [number, number, number[]];
    const failed = statuses.findIndex((status) => status >= 500);
    if (failed >= 0) {
      target.error = `${target.requests[failed]!.routeKey} answers ${statuses[failed]} (its module does not load)`;
      return;
    }
    target.imports.push(imported);
    target.totals.push(total);
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    const line =
      stderr.split('\n').find((text) => /^\w*Error\b|^Error:/.test(text.trim())) ?? 'unknown error';
    target.error = `does not load: ${line.trim().slice(0, 160)}`;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

// Under node_modules/ (git-ignored), so the external SDK resolves to the repository's copy.
const outDir = mkdtempSync(join(REPO_ROOT, 'node_modules', '.bench-bundles-'));
const rows: string[][] = [];
const failures: string[] = [];
let overBudget = false;
try {
  const pairs: { shipped: Bundle; sdkBundled: Bundle }[] = [];
  for (const name of Object.keys(LAMBDA_ENTRIES) as LambdaName[]) {
    const entry = existingEntry(name);
    if (!entry) {
      rows.push([name, '(entry not written yet)', ...Array<string>(7).fill('')]);
      continue;
    }
    pairs.push({
      shipped: await bundle(name, entry, outDir, false),
      sdkBundled: await bundle(name, entry, outDir, true),
    });
  }
  // Round-robin, so a burst of load from elsewhere on the machine falls on every bundle alike.
  for (let round = 0; round < RUNS; round++) {
    for (const { shipped, sdkBundled } of pairs) {
      run(shipped);
      run(sdkBundled);
    }
  }
  for (const { shipped, sdkBundled } of pairs) {
    if (shipped.error) {
      failures.push(`${shipped.name}: ${shipped.error}`);
      process.exitCode = 1;
    }
    const importMs = shipped.error ? undefined : median(shipped.imports);
    const sizeOk = shipped.bytes / 1024 <= BUDGET_KB;
    const importOk = importMs !== undefined && importMs <= BUDGET_IMPORT_MS;
    if (!sizeOk || !importOk) overBudget = true;
    rows.push([
      shipped.name,
      kb(shipped.bytes),
      kb(shipped.zipped),
      importMs === undefined ? 'FAILS (below)' : ms(importMs),
      shipped.error || shipped.requests.length + shipped.sdkOnFirstUse.length === 0
        ? ''
        : ms(median(shipped.totals)),
      `${sizeOk ? 'ok' : 'OVER'} / ${importOk ? 'ok' : 'OVER'}`,
      kb(sdkBundled.bytes),
      sdkBundled.error ? 'fails' : ms(median(sdkBundled.imports)),
      sdkBundled.error || sdkBundled.requests.length === 0 ? '' : ms(median(sdkBundled.totals)),
    ]);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const header = [
  'lambda',
  'minified',
  'zipped',
  `import (median of ${RUNS})`,
  '+ first use',
  `budget ${BUDGET_KB} KB / ${BUDGET_IMPORT_MS} ms`,
  'SDK bundled: minified',
  'import',
  '+ first use',
];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.log(
  `Lambda bundles (esbuild ${ESBUILD.format}, ${ESBUILD.target}, minified; external: ${ESBUILD.external.join(', ')})`,
);
console.log(
  "The runtime's AWS SDK is stood in for by the repository's node_modules copy (the pinned version, not the runtime's).",
);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `node ${process.version} on ${process.platform}/${process.arch}; Lambda runs nodejs22.x on arm64`,
);
for (const failure of failures) console.log(failure);
if (overBudget) process.exitCode = 1;
