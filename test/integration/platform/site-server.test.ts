import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../../functions/src/routes';
import { SPA_CACHE } from '../../../infra/aws/site-headers';
import { createGateway } from '../../../infra/local/gateway';
import { installLambdaRuntimeGlobals } from '../../../infra/local/lambda-runtime';
import { freePort } from '../../../infra/local/processes';
import { localSecurityHeaders, startSiteServer } from '../../../infra/local/site-server';
import { NOT_FOUND_KEYS } from '../../../web/src/app/page-paths';
import { viewer } from '../public-api/support';

/**
 * The local CloudFront of `npm run preview` on folders of its own: a small "build" and a pages folder as the
 * render writes it, with /api passed to the run's gateway (and to a gateway of its own for streaming).
 */

const ASSET = 'assets/index-Ab12Cd34.js';
const SCRIPT = `export const rates = [${Array.from({ length: 200 }, (_, i) => `{ term: ${i}, rate: 4.${i} }`).join(', ')}];\n`;
const SHELL =
  '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>\n';
const pageHtml = (text: string) =>
  `<!doctype html><html><body><div id="root"><main>${text.repeat(100)}</main></div></body></html>\n`;
const NOT_FOUND = {
  en: '<!doctype html><html lang="en-CA"><body><div id="root"><main>Oops! Page not found</main></div></body></html>\n',
  fr: '<!doctype html><html lang="fr-CA"><body><div id="root"><main>Page introuvable</main></div></body></html>\n',
};

let root = '';
let base = '';
let streamingBase = '';
const closers: (() => Promise<void>)[] = [];
let releaseStream: () => void = () => {};

function writePage(path: string, html: string) {
  const file = join(root, 'site', '_pages', ...path.split('/').filter(Boolean), 'index.html');
  mkdirSync(join(file, '..'), { recursive: true });
  // As the folder publisher writes: a new file renamed over the old one.
  writeFileSync(`${file}.tmp`, html);
  renameSync(`${file}.tmp`, file);
}

beforeAll(async () => {
  const { urls, env } = inject('stack');
  root = mkdtempSync(join(tmpdir(), 'site-server-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), SHELL);
  writeFileSync(join(root, 'dist', ASSET), SCRIPT);
  writeFileSync(join(root, 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Beside the served folders: nothing may reach it.
  writeFileSync(join(root, 'secret.txt'), 'not for visitors');
  writePage('/rates', pageHtml('Rates of today. '));
  writePage('/blog/a-published-post', pageHtml('A post. '));
  for (const locale of ['en', 'fr'] as const) {
    mkdirSync(join(root, 'site', NOT_FOUND_KEYS[locale], '..'), { recursive: true });
    writeFileSync(join(root, 'site', NOT_FOUND_KEYS[locale]), NOT_FOUND[locale]);
  }
  writeFileSync(join(root, 'site', 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(root, 'site', 'sitemap.xml'), '<?xml version="1.0"?><urlset></urlset>\n');
  const headers = localSecurityHeaders({ s3: urls.s3, cognito: urls.cognito });
  const options = { distDir: join(root, 'dist'), pagesDir: join(root, 'site'), headers, host: '127.0.0.1' };

  const site = await startSiteServer({ ...options, port: await freePort(), apiOrigin: urls.api });
  base = site.url;
  closers.push(site.close);

  // A gateway whose /api/chat sends one chunk, then waits for the test: proof that the site server passes it on.
  installLambdaRuntimeGlobals();
  const gateway = createGateway({
    routes: routes.filter((route) => route.handler === 'chat'),
    handlers: {
      chat: globalThis.awslambda.streamifyResponse(
        async (_event: unknown, responseStream: import('node:stream').Writable) => {
          const stream = globalThis.awslambda.HttpResponseStream.from(responseStream, {
            statusCode: 200,
            headers: { 'content-type': 'text/event-stream' },
          });
          stream.write(`data: ${'first '.repeat(300)}\n\n`);
          await new Promise<void>((resolve) => {
            releaseStream = resolve;
          });
          stream.write('data: [DONE]\n\n');
          stream.end();
        },
      ),
    },
    authorizer: { issuer: env.COGNITO_ISSUER!, audience: env.USER_POOL_CLIENT_ID! },
  });
  const gatewayPort = await freePort();
  await new Promise<void>((resolve) => gateway.listen(gatewayPort, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => gateway.close(() => resolve())));
  const streamingSite = await startSiteServer({
    ...options,
    port: await freePort(),
    apiOrigin: `http://127.0.0.1:${gatewayPort}`,
  });
  streamingBase = streamingSite.url;
  closers.push(streamingSite.close);
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request: the path exactly as written (fetch would resolve '..' before sending it). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** undici's fetch decodes br and gzip itself; node:http does not, so the bytes on the wire can be checked. */
function wire(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const url = new URL(base);
      const req = request({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the site server (npm run preview)', () => {
  it('serves hashed assets as immutable and the rest for revalidation, with their content types', async () => {
    const asset = await get(`/${ASSET}`);
    expect(asset.response.status).toBe(200);
    expect(asset.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.body.toString()).toBe(SCRIPT);

    const icon = await get('/favicon.svg');
    expect(icon.response.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.response.headers.get('cache-control')).toBe(SPA_CACHE.entry);
    const page = await get('/rates');
    expect(page.response.headers.get('cache-control')).toBe(SPA_CACHE.entry);
    expect(SPA_CACHE.entry).toMatch(/max-age=0, .*must-revalidate/);
  });

  it('compresses text with brotli when accepted, else gzip, else not at all', async () => {
    const brotli = await wire(`/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 3);

    const gzip = await wire(`/${ASSET}`, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const brRefused = await wire(`/${ASSET}`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(brRefused.headers['content-encoding']).toBe('gzip');

    const identity = await wire(`/${ASSET}`, {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(SCRIPT);

    // Under 1,000 bytes CloudFront does not compress, nor does this.
    const small = await wire('/favicon.svg', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match, and a page the render replaced with its new content', async () => {
    const first = await get('/rates', { 'accept-encoding': 'br' });
    const etag = first.response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/rates`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    writePage('/rates', pageHtml('Rates changed. '));
    const changed = await wire('/rates', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(changed.body).toString()).toContain('Rates changed.');
  });

  it('serves a prerendered page for its path with or without a trailing slash or query, else the SPA shell', async () => {
    for (const path of ['/rates', '/rates/', '/rates?utm_source=x']) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(body.toString(), path).toContain('<div id="root"><main>');
    }
    const shell = await get('/agent/someone-unknown');
    expect(shell.response.status).toBe(200);
    expect(shell.body.toString()).toBe(SHELL);
  });

  it('answers a path that is no page with the not-found page of its language and a 404 (ADR 102)', async () => {
    for (const [path, locale] of [
      ['/no-such-page', 'en'],
      ['/rates/old', 'en'],
      ['/agent', 'en'],
      ['/super-administrator', 'en'],
      // A route whose every page the render publishes: a post, product or service it did not publish is none.
      ['/blog/no-such-post', 'en'],
      ['/products/no-such-product/', 'en'],
      ['/services/no-such-service', 'en'],
      ['/fr/pas-une-page', 'fr'],
      ['/fr/blogue/pas-un-billet', 'fr'],
      ['/fr/rates', 'fr'],
      ['/fr/super-admin', 'fr'],
    ] as const) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(body.toString(), path).toBe(NOT_FOUND[locale]);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    // Never a 304 for it: a conditional request gets the 404 again.
    const first = await get('/no-such-page');
    const again = await fetch(`${base}/no-such-page`, {
      headers: { 'if-none-match': first.response.headers.get('etag')! },
    });
    expect(again.status).toBe(404);
    expect((await wire('/no-such-page', {}, 'HEAD')).status).toBe(404);
  });

  it('serves the SPA shell with a 200 to the app routes that render in the browser, in both languages', async () => {
    for (const path of [
      '/super-admin',
      '/super-admin/agents',
      '/agent-dashboard/leads/lead-1',
      '/auth',
      '/fr/connexion',
      '/applications?type=purchase',
      '/fr/demande',
      '/rate-alerts/unsubscribe?token=abc',
      '/fr/alertes-taux/continuer',
      // A page the render did not write (yet): the shell renders it.
      '/calculators',
      '/fr/taux',
      '/Rates/',
      // An agent is reached by slug or id at both addresses, and only two of the four are prerendered.
      '/agents/sarahchen',
      '/fr/courtier/agent-sarah-chen',
    ]) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(200);
      expect(body.toString(), path).toBe(SHELL);
    }
    expect((await get('/blog/a-published-post')).body.toString()).toContain('A post. ');
  });

  it('serves robots.txt and sitemap.xml from the pages folder, and 404 for a missing file', async () => {
    const robots = await get('/robots.txt');
    expect(robots.response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.body.toString()).toBe('User-agent: *\n');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect((await get('/assets/gone-12345678.js')).response.status).toBe(404);
    expect((await get('/missing.png')).response.status).toBe(404);
  });

  it('refuses a path that climbs out of its folders, however it is written', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/_pages/../../secret.txt',
    ]) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).not.toContain('not for visitors');
    }
    expect((await rawGet('/%E0%A4%A')).status).toBe(400);
  });

  it('sends the security headers of the deployed policy on every answer', async () => {
    for (const path of ['/rates', `/${ASSET}`, '/missing.png', '/api/rates']) {
      const { response } = await get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), path).toMatch(
        /^max-age=\d+; includeSubDomains$/,
      );
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      // Opened to the local stand-ins the browser calls, over http.
      const { urls } = inject('stack');
      expect(csp, path).toMatch(new RegExp(`connect-src 'self' ${urls.cognito} ${urls.s3}(;|$)`));
      expect(csp, path).not.toContain('upgrade-insecure-requests');
    }
  });

  it('passes /api and /config.json to the gateway: method, headers, body and answer', async () => {
    const { urls } = inject('stack');
    const direct = await (await fetch(`${urls.api}/api/rates`)).json();
    const proxied = await fetch(`${base}/api/rates`, { headers: { 'accept-encoding': 'br' } });
    expect(proxied.status).toBe(200);
    expect(await proxied.json()).toEqual(direct);
    const onTheWire = await wire('/api/rates', { 'accept-encoding': 'gzip' });
    expect(onTheWire.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(onTheWire.body).toString())).toEqual(direct);

    const config = await fetch(`${base}/config.json`);
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ userPoolId: inject('stack').env.USER_POOL_ID });

    // A body the gateway reads and refuses (as distinct visitors: the per-IP limit reads the headers passed on).
    const lead = { method: 'POST', body: JSON.stringify({ type: 'contact', client_name: 'Proxy' }) };
    const refused = await fetch(`${base}/api/leads`, {
      ...lead,
      headers: { 'content-type': 'application/json', ...viewer() },
    });
    const directRefusal = await fetch(`${urls.api}/api/leads`, {
      ...lead,
      headers: { 'content-type': 'application/json', ...viewer() },
    });
    expect(refused.status).toBe(directRefusal.status);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(await directRefusal.json());
  });

  it('streams /api/chat chunk by chunk, uncompressed', async () => {
    const response = await fetch(`${streamingBase}/api/chat`, {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^data: first/);
    releaseStream();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('data: [DONE]');
  });
});
