import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../functions/src/routes';
import { createAppFunction } from '../../infra/aws/constructs/app-function';
import { entryPath } from '../../infra/aws/constructs/bundling';
import { SYNTH_TIMEOUT } from './support/synth';

/**
 * The other infra tests skip bundling; this one lets the CDK bundle one real entry (public-api) with its
 * local esbuild, and reads the zip's contents as Lambda would get them (ADR 064).
 */
let outdir: string;
let code: string;
let files: string[];
beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'bundling-test-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'Bundling');
  createAppFunction(stack, 'PublicApi', {
    entry: entryPath('public-api'),
    description: 'public-api, bundled as it ships',
    environment: {},
    logRetention: RetentionDays.ONE_WEEK,
    disposable: true,
  });
  const assembly = app.synth();
  const assets = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
  expect(assets).toHaveLength(1);
  const assetDir = join(assembly.directory, assets[0]!);
  files = readdirSync(assetDir).sort();
  code = existsSync(join(assetDir, 'index.js')) ? readFileSync(join(assetDir, 'index.js'), 'utf8') : '';
}, SYNTH_TIMEOUT);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('Lambda bundles', () => {
  it('are CommonJS (index.js, loaded with require) with a source map beside them', () => {
    expect(files).toEqual(['index.js', 'index.js.map']);
    expect(code).toContain('module.exports');
    expect(code).not.toMatch(/^import[\s{*]/m);
  });

  it('leave the AWS SDK to the runtime: required by name, none of its code inside (ADR 064)', () => {
    expect(code).toMatch(/require\("@aws-sdk\/lib-dynamodb"\)/);
    expect(code).toMatch(/require\("@aws-sdk\/client-dynamodb"\)/);
    // The DynamoDB client's protocol name, which a bundled SDK carries in its serializers.
    expect(code).not.toContain('DynamoDB_20120810');
  });

  it('load each route on first use: every route module is a deferred init, not run by the entry', () => {
    // esbuild turns each `await import()` of a bundled module into a deferred init call.
    const deferred = code.match(/Promise\.resolve\(\)\.then\(\(\)=>\([\w$]+\(\),[\w$]+\)\)/g) ?? [];
    expect(deferred.length).toBeGreaterThanOrEqual(routesOf('public-api').length);
  });
});
