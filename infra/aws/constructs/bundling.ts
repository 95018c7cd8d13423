import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The repository root: infra/aws/constructs → ../../.. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** One Lambda's entry file, relative to the repository root. */
export const LAMBDA_ENTRIES = {
  'public-api': 'functions/src/audiences/public-api.ts',
  'agent-api': 'functions/src/audiences/agent-api.ts',
  'admin-api': 'functions/src/audiences/admin-api.ts',
  chat: 'functions/src/audiences/chat.ts',
  'export-lead': 'functions/src/jobs/export-lead.ts',
  'count-events': 'functions/src/jobs/count-events.ts',
  'scrape-rates': 'functions/src/jobs/scrape-rates.ts',
  'reconcile-lead-exports': 'functions/src/jobs/reconcile-lead-exports.ts',
} as const;
export type LambdaName = keyof typeof LAMBDA_ENTRIES;

export function entryPath(name: LambdaName): string {
  return resolve(REPO_ROOT, LAMBDA_ENTRIES[name]);
}

/** The absolute entry path when the file exists (chat and scrape-rates arrive later), else undefined. */
export function existingEntry(name: LambdaName): string | undefined {
  const path = entryPath(name);
  return existsSync(path) ? path : undefined;
}

/**
 * esbuild settings shared by the CDK app (NodejsFunction) and `npm run bench:bundles`, so the bench
 * measures exactly what ships. ESM for top-level await and tree shaking; the AWS SDK v3 clients are
 * bundled (pinned versions, tree-shaken, no runtime-version drift), so nothing is external.
 * The banner gives CommonJS dependencies a `require` inside the ESM bundle.
 */
export const ESBUILD = {
  target: 'node22',
  platform: 'node',
  format: 'esm',
  minify: true,
  mainFields: ['module', 'main'],
  external: [] as string[],
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
  /** Source maps ship without the sources themselves: stack traces map, the zip stays small. */
  sourcesContent: false,
} as const;
