import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The repository root: infra/aws/constructs → ../../.. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** One Lambda's entry file, relative to the repository root. */
export const LAMBDA_ENTRIES = {
  'public-api': 'functions/src/audiences/public-api.ts',
  'agent-api': 'functions/src/audiences/agent-api.ts',
  'admin-api': 'functions/src/audiences/admin-api.ts',
  'borrower-api': 'functions/src/audiences/borrower-api.ts',
  chat: 'functions/src/audiences/chat.ts',
  'export-lead': 'functions/src/jobs/export-lead.ts',
  'count-events': 'functions/src/jobs/count-events.ts',
  'scrape-rates': 'functions/src/jobs/scrape-rates.ts',
  'reconcile-lead-exports': 'functions/src/jobs/reconcile-lead-exports.ts',
  'export-leads': 'functions/src/jobs/export-leads.ts',
  'remind-file-documents': 'functions/src/jobs/remind-file-documents.ts',
} as const;
export type LambdaName = keyof typeof LAMBDA_ENTRIES;

export function entryPath(name: LambdaName): string {
  return resolve(REPO_ROOT, LAMBDA_ENTRIES[name]);
}

/** Whether a file is one of the product's Lambda entries (the web's render function is not). */
export function isLambdaEntry(path: string): boolean {
  return (Object.keys(LAMBDA_ENTRIES) as LambdaName[]).some((name) => entryPath(name) === resolve(path));
}

/** The absolute entry path when the file exists (chat and scrape-rates arrive later), else undefined. */
export function existingEntry(name: LambdaName): string | undefined {
  const path = entryPath(name);
  return existsSync(path) ? path : undefined;
}

/** The AWS SDK v3 as the nodejs22.x runtime provides it (ADR 064). */
export const RUNTIME_SDK: readonly string[] = ['@aws-sdk/*', '@smithy/*'];

/**
 * esbuild settings shared by the CDK app (NodejsFunction) and `npm run bench:bundles`, so the bench
 * measures exactly what ships (ADR 064). CommonJS, minified, tree-shaken from the ESM sources
 * (`module` first). The AWS SDK v3 is the Lambda runtime's own (external): in CommonJS a module that a
 * route loads on first use requires the SDK then too, where an ES module bundle would load it at import.
 * nodemailer is external too: it is the local stack's SMTP transport, never used in AWS (SES). The web's render
 * function, not one of these entries, keeps its SDK bundled (createAppFunction says why).
 */
export const ESBUILD = {
  target: 'node22',
  platform: 'node',
  format: 'cjs',
  minify: true,
  mainFields: ['module', 'main'],
  external: [...RUNTIME_SDK, 'nodemailer'],
  /** Source maps ship without the sources themselves: stack traces map, the zip stays small. */
  sourcesContent: false,
} as const;
