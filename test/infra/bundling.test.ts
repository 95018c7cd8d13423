import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../functions/src/routes';
import { type AppFunctionProps, createAppFunction } from '../../infra/aws/constructs/app-function';
import { entryPath } from '../../infra/aws/constructs/bundling';
import { RENDER_ENTRY } from '../../infra/aws/constructs/prerender';
import { SYNTH_TIMEOUT } from './support/synth';

/**
 * The other infra tests skip bundling; these let the CDK bundle real entries with its local esbuild, and read
 * each zip's contents as Lambda gets them (ADR 064).
 */
const outdirs: string[] = [];

function bundleWithCdk(entry: string, bundling?: AppFunctionProps['bundling']) {
  const outdir = mkdtempSync(join(tmpdir(), 'bundling-test-'));
  outdirs.push(outdir);
  const app = new App({ outdir });
  createAppFunction(new Stack(app, 'Bundling'), 'Fn', {
    entry,
    description: 'bundled as it ships',
    environment: {},
    bundling,
    logRetention: RetentionDays.ONE_WEEK,
    disposable: true,
  });
  const assembly = app.synth();
  const [asset, ...others] = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
  expect(others).toEqual([]);
  const dir = join(assembly.directory, asset!);
  const files = readdirSync(dir).sort();
  const code = files.includes('index.js') ? readFileSync(join(dir, 'index.js'), 'utf8') : '';
  return { files, code };
}

let publicApi: ReturnType<typeof bundleWithCdk>;
let renderFunction: ReturnType<typeof bundleWithCdk>;
beforeAll(() => {
  publicApi = bundleWithCdk(entryPath('public-api'));
  renderFunction = bundleWithCdk(RENDER_ENTRY, { esbuildArgs: { '--jsx': 'automatic' } });
}, SYNTH_TIMEOUT);

afterAll(() => {
  for (const outdir of outdirs) rmSync(outdir, { recursive: true, force: true });
});

describe('Lambda bundles', () => {
  it('are CommonJS (index.js, loaded with require) with a source map beside them', () => {
    expect(publicApi.files).toEqual(['index.js', 'index.js.map']);
    expect(publicApi.code).toContain('module.exports');
    expect(publicApi.code).not.toMatch(/^import[\s{*]/m);
  });

  it('leave the AWS SDK to the runtime: required by name, none of its code inside (ADR 064)', () => {
    expect(publicApi.code).toMatch(/(?:require|import)\("@aws-sdk\/lib-dynamodb"\)/);
    expect(publicApi.code).toMatch(/(?:require|import)\("@aws-sdk\/client-dynamodb"\)/);
    // The DynamoDB client's protocol name, which a bundled SDK carries in its serializers.
    expect(publicApi.code).not.toContain('DynamoDB_20120810');
  });

  it('load each route on first use: every route module is a deferred init, not run by the entry', () => {
    // esbuild turns each `await import()` of a bundled module into a deferred init call.
    const deferred = publicApi.code.match(/Promise\.resolve\(\)\.then\(\(\)=>\([\w$]+\(\),[\w$]+\)\)/g) ?? [];
    expect(deferred.length).toBeGreaterThanOrEqual(routesOf('public-api').length);
  });

  it("but the web's render function carries its SDK, with the SigV4A signer the runtime does not ship", () => {
    expect(renderFunction.files).toEqual(['index.js', 'index.js.map']);
    expect(renderFunction.code).not.toMatch(/require\("@aws-sdk\/client-/);
    expect(renderFunction.code).toContain('AWS4-ECDSA-P256-SHA256');
  });
});
