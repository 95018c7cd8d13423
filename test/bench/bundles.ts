/**
 * `npm run bench:bundles`: bundles every Lambda entry with the very esbuild settings the CDK app uses
 * (infra/aws/constructs/bundling.ts), then prints each bundle's minified size, its zipped size (what
 * Lambda downloads) and the time a fresh Node process takes to import it (the module-scope part of a
 * cold start: parsing the bundle and creating the SDK clients). Aim: ≤ 300 KB for public-api and chat.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ESBUILD, existingEntry, LAMBDA_ENTRIES, type LambdaName } from '../../infra/aws/constructs/bundling';
import { SAMPLE_LAMBDA_ENV } from '../../infra/aws/lambda-env';

const BUDGET_KB: Partial<Record<LambdaName, number>> = { 'public-api': 300, chat: 300 };
const IMPORT_RUNS = 5;

/** What the CDK app sets, with sample values (modules validate their env at import), plus dummy keys. */
const lambdaEnv: Record<string, string> = {
  ...SAMPLE_LAMBDA_ENV,
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median import time in a fresh process, or the error that stops the bundle from loading at all. */
function importMs(file: string): number | Error {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  const runs: number[] = [];
  for (let run = 0; run < IMPORT_RUNS; run++) {
    try {
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { PATH: process.env.PATH, ...lambdaEnv },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      runs.push(Number(out));
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? error);
      const line =
        stderr.split('\n').find((text) => /^\w*Error\b|^Error:/.test(text.trim())) ?? 'unknown error';
      return new Error(line.trim().slice(0, 160));
    }
  }
  return median(runs);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const outDir = mkdtempSync(join(tmpdir(), 'bundles-'));
const rows: string[][] = [];
let overBudget = false;
const failures: string[] = [];
try {
  for (const name of Object.keys(LAMBDA_ENTRIES) as LambdaName[]) {
    const entry = existingEntry(name);
    if (!entry) {
      rows.push([name, '(entry not written yet)', '', '', '', '', '']);
      continue;
    }
    const outfile = join(outDir, name, 'index.mjs');
    const started = performance.now();
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      sourcemap: 'external',
      logLevel: 'error',
      ...ESBUILD,
      mainFields: [...ESBUILD.mainFields],
      banner: { js: ESBUILD.banner },
    });
    const buildMs = performance.now() - started;
    const size = statSync(outfile).size;
    const gzip = gzipSync(readFileSync(outfile)).length;
    const budget = BUDGET_KB[name];
    const within =
      budget === undefined ? '' : size / 1024 <= budget ? `≤ ${budget} KB ok` : `> ${budget} KB!`;
    if (budget !== undefined && size / 1024 > budget) overBudget = true;
    // The alternative ADR 013 weighs: the runtime's own SDK (external), everything else bundled.
    const withoutSdk = await build({
      entryPoints: [entry],
      outfile: join(outDir, name, 'no-sdk.mjs'),
      bundle: true,
      write: false,
      logLevel: 'error',
      ...ESBUILD,
      mainFields: [...ESBUILD.mainFields],
      banner: { js: ESBUILD.banner },
      external: ['@aws-sdk/*', '@smithy/*'],
    });
    const withoutSdkSize = withoutSdk.outputFiles[0]!.contents.length;
    const imported = importMs(outfile);
    if (imported instanceof Error) {
      failures.push(`${name}: the bundle does not load: ${imported.message}`);
      process.exitCode = 1;
    }
    const importCell = imported instanceof Error ? 'FAILS (below)' : `${imported.toFixed(0)} ms`;
    rows.push([
      name,
      `${kb(size)} KB`,
      `${kb(gzip)} KB`,
      importCell,
      `${buildMs.toFixed(0)} ms`,
      `${kb(withoutSdkSize)} KB`,
      within,
    ]);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const header = [
  'lambda',
  'minified',
  'gzip',
  `import (median of ${IMPORT_RUNS})`,
  'esbuild',
  'if SDK external',
  'budget',
];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.log(`Lambda bundles (esbuild ${ESBUILD.format}, ${ESBUILD.target}, minified, AWS SDK v3 bundled)`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `node ${process.version} on ${process.platform}/${process.arch}; Lambda runs nodejs22.x on arm64`,
);
for (const failure of failures) console.log(failure);
if (overBudget) process.exitCode = 1;
