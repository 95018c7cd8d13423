import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/aws/constructs/bundling';
import { resourceOf, SYNTH_TIMEOUT, type Synthesized, synth } from './support/synth';

type Json = Record<string, unknown>;
const FUNCTIONS_SRC = join(REPO_ROOT, 'functions', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Every request header functions/src reads, from the code itself: `headers['name']`, `headers?.['name']`
 * and `headers[NAME]` for a string constant declared in functions/src. Writes (`headers['x'] = …`, the
 * response's) are not reads.
 */
function headersReadBySource(): Map<string, string[]> {
  const files = sourceFiles(FUNCTIONS_SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const constants = new Map<string, string>();
  for (const { text } of files) {
    for (const [, name, value] of text.matchAll(/const\s+([A-Z][A-Z0-9_]*)\s*=\s*'([^']+)'/g)) {
      constants.set(name!, value!);
    }
  }
  const read = new Map<string, string[]>();
  const note = (header: string, where: string) =>
    read.set(header.toLowerCase(), [...(read.get(header.toLowerCase()) ?? []), where]);
  for (const { path, text } of files) {
    const where = relative(REPO_ROOT, path);
    for (const match of text.matchAll(
      /headers\??\.?\[\s*(?:'([^']+)'|"([^"]+)"|([A-Z][A-Z0-9_]*))\s*\](?!\s*=[^=])/g,
    )) {
      const header = match[1] ?? match[2] ?? constants.get(match[3]!);
      if (!header)
        throw new Error(`${where}: headers[${match[3]}] names no string constant of functions/src`);
      note(header, where);
    }
  }
  return read;
}

let s: Synthesized;
beforeAll(async () => {
  s = await synth({ mode: 'complete' });
}, SYNTH_TIMEOUT);

const distribution = () =>
  (Object.values(s.template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as Json)
    .DistributionConfig as Json;

/** What CloudFront sends to a behaviour's origin: its origin request policy's and cache key's headers, and the origin's own. */
function headersReaching(pathPattern: string): Set<string> {
  const behavior = (distribution().CacheBehaviors as Json[]).find((b) => b.PathPattern === pathPattern)!;
  expect(behavior, pathPattern).toBeDefined();
  const headers: string[] = [];
  const policyId = behavior.OriginRequestPolicyId as { Ref?: string };
  if (policyId.Ref) {
    const config = resourceOf(s, policyId.Ref).Properties.OriginRequestPolicyConfig as {
      HeadersConfig: { Headers?: string[] };
    };
    headers.push(...(config.HeadersConfig.Headers ?? []));
  }
  const cacheId = behavior.CachePolicyId as { Ref?: string };
  if (cacheId.Ref) {
    const config = resourceOf(s, cacheId.Ref).Properties.CachePolicyConfig as {
      ParametersInCacheKeyAndForwardedToOrigin: { HeadersConfig: { Headers?: string[] } };
    };
    headers.push(...(config.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers ?? []));
  }
  const origin = (distribution().Origins as Json[]).find((o) => o.Id === behavior.TargetOriginId)!;
  for (const custom of (origin.OriginCustomHeaders ?? []) as { HeaderName: string }[]) {
    headers.push(custom.HeaderName);
  }
  return new Set(headers.map((header) => header.toLowerCase()));
}

describe('CloudFront forwards every header the API reads', () => {
  it('finds the headers in the source (the test reads the code, not a copied list)', () => {
    const read = headersReadBySource();
    // The ones issue 13 is about, and the per-client limit's: if these are not found, the scan is broken.
    expect([...read.keys()]).toEqual(
      expect.arrayContaining([
        'idempotency-key',
        'cloudfront-viewer-address',
        'content-type',
        'x-origin-verify',
      ]),
    );
  });

  it('/api/*: every header functions/src reads, and Authorization for the JWT authorizer, reach the HTTP API', () => {
    const authorizer = Object.values(s.template.findResources('AWS::ApiGatewayV2::Authorizer'))[0]!
      .Properties as { IdentitySource: string[] };
    const required = new Map(headersReadBySource());
    for (const source of authorizer.IdentitySource) {
      required.set(source.replace('$request.header.', '').toLowerCase(), ['the JWT authorizer']);
    }
    const forwarded = headersReaching('/api/*');
    const missing = [...required].filter(([header]) => !forwarded.has(header));
    expect(missing.map(([header, where]) => `${header} (read in ${where.join(', ')})`)).toEqual([]);
  });

  it('/api/chat: every header functions/src reads, except the API-only origin-verify secret, reaches the chat Function URL', () => {
    const forwarded = headersReaching('/api/chat');
    const missing = [...headersReadBySource()].filter(
      ([header]) => header !== 'x-origin-verify' && !forwarded.has(header),
    );
    expect(missing.map(([header, where]) => `${header} (read in ${where.join(', ')})`)).toEqual([]);
    // OAC signs the POST to the Function URL with the payload hash the browser sends.
    expect(forwarded.has('x-amz-content-sha256')).toBe(true);
  });

  it('stays within CloudFront’s 10 headers per origin request policy, and never forwards Host', () => {
    for (const policy of Object.values(s.template.findResources('AWS::CloudFront::OriginRequestPolicy'))) {
      const headers =
        ((policy.Properties as Json).OriginRequestPolicyConfig as { HeadersConfig: { Headers?: string[] } })
          .HeadersConfig.Headers ?? [];
      expect(headers.length).toBeLessThanOrEqual(10);
      expect(headers.map((header) => header.toLowerCase())).not.toContain('host');
    }
  });
});
