import type { AddressInfo } from 'node:net';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes as productRoutes, type RouteDefinition } from '../../../functions/src/routes';
import { createGateway } from '../../../infra/local/gateway';
import { installLambdaRuntimeGlobals } from '../../../infra/local/lambda-runtime';
import { api, signIn } from '../../support/http';

/** The gateway with a route table of its own: what any handler gets, including the streaming path. */
const testRoutes: RouteDefinition[] = [
  { method: 'GET', path: '/api/echo/{id}', audience: 'public-api', auth: 'public', handler: 'echo' },
  { method: 'POST', path: '/api/echo/{id}', audience: 'public-api', auth: 'public', handler: 'echo' },
  { method: 'GET', path: '/api/claims', audience: 'agent-api', auth: 'signed-in', handler: 'claims' },
  {
    method: 'POST',
    path: '/api/stream',
    audience: 'chat',
    auth: 'public',
    handler: 'stream',
    streaming: true,
  },
];

let base = '';
let close: () => Promise<void>;
let release: () => void;

beforeAll(async () => {
  const { env } = inject('stack');
  installLambdaRuntimeGlobals();
  const gateway = createGateway({
    routes: testRoutes,
    handlers: {
      'public-api': async (event) => ({
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      }),
      'agent-api': async (event) => ({
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event.requestContext.authorizer.jwt.claims),
      }),
      chat: globalThis.awslambda.streamifyResponse(
        async (_event: unknown, responseStream: import('node:stream').Writable) => {
          const stream = globalThis.awslambda.HttpResponseStream.from(responseStream, {
            statusCode: 200,
            headers: { 'content-type': 'text/event-stream' },
          });
          stream.write('data: first\n\n');
          // The second chunk waits for the test to say so: proof that the first arrived on its own.
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          stream.write('data: [DONE]\n\n');
          stream.end();
        },
      ),
    },
    authorizer: { issuer: env.COGNITO_ISSUER!, audience: env.USER_POOL_CLIENT_ID! },
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => gateway.close(() => resolve()));
});

afterAll(() => close());

describe('the local API gateway', () => {
  it('builds an API Gateway HTTP API v2 event from the request', async () => {
    const response = await fetch(`${base}/api/echo/a%20b?x=1&x=2&y=3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Custom': 'yes' },
      body: '{"hello":"world"}',
    });
    const event = await response.json();
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/echo/{id}',
      rawPath: '/api/echo/a%20b',
      rawQueryString: 'x=1&x=2&y=3',
      pathParameters: { id: 'a b' },
      queryStringParameters: { x: '1,2', y: '3' },
      headers: { 'x-custom': 'yes', 'content-type': 'application/json' },
      body: '{"hello":"world"}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/api/echo/a%20b', sourceIp: '127.0.0.1' },
        stage: '$default',
      },
    });
    expect(event.requestContext.authorizer).toBeUndefined();
  });

  it('passes verified claims as API Gateway does, with groups as "[a b]"', async () => {
    expect((await fetch(`${base}/api/claims`)).status).toBe(401);
    const token = await signIn('superadmin@example.com');
    const claims = await (
      await fetch(`${base}/api/claims`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(claims['cognito:groups']).toBe('[super_admin]');
    expect(claims.email).toBe('superadmin@example.com');
    expect(typeof claims.exp).toBe('string');
  });

  it('rejects a token whose signature does not verify', async () => {
    const token = await signIn('agent1@example.com');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(342)}`;
    expect(
      (await fetch(`${base}/api/claims`, { headers: { authorization: `Bearer ${forged}` } })).status,
    ).toBe(401);
  });

  it('answers 404 for a path or method no route declares', async () => {
    expect((await fetch(`${base}/api/nothing`)).status).toBe(404);
    expect((await fetch(`${base}/api/echo/1`, { method: 'DELETE' })).status).toBe(404);
  });

  it('streams a Function URL handler response chunk by chunk', async () => {
    const response = await fetch(`${base}/api/stream`, { method: 'POST' });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('data: first\n\n');
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toBe('data: [DONE]\n\n');
  });

  it('sets CloudFront-Viewer-Address from the socket, dropping any CloudFront-* header a client sent', async () => {
    const response = await fetch(`${base}/api/echo/1`, {
      headers: {
        'CloudFront-Viewer-Address': '203.0.113.9:443',
        'CloudFront-Viewer-Country': 'CA',
        'X-Origin-Verify': 'a guess',
      },
    });
    const { headers, requestContext } = await response.json();
    expect(headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(headers['cloudfront-viewer-country']).toBeUndefined();
    expect(headers['x-origin-verify']).toBeUndefined();
    expect(requestContext.http.sourceIp).toBe('127.0.0.1');
  });

  it('keeps the viewer address a trusted edge names (the tests playing many visitors)', async () => {
    const response = await fetch(`${base}/api/echo/1`, {
      headers: {
        'cloudfront-viewer-address': '203.0.113.9:443',
        'x-origin-verify': inject('stack').env.LOCAL_EDGE_SECRET!,
      },
    });
    const { headers } = await response.json();
    expect(headers['cloudfront-viewer-address']).toBe('203.0.113.9:443');
    expect(headers['x-origin-verify']).toBeUndefined();
  });

  it('answers 400 with a JSON error to a path that is not valid percent-encoding', async () => {
    for (const path of ['/api/echo/%', '/api/echo/%ED%A0%80', '/api/echo/%zz']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_path', message: commonWords.invalidId },
      });
    }
  });
});

/**
 * A second gateway for AWS's limits (ADR 090): an integration timeout of half a second (no test waits 29 s),
 * its log kept, and an admin-api whose routes answer a result of any size, answer only when told, or take uploads.
 */
describe('the local API gateway refuses what AWS would refuse', () => {
  const LAMBDA_RESPONSE_LIMIT = 6_291_556; // bytes, as Lambda's Function.ResponseSizeTooLarge error states it
  const API_GATEWAY_BODY_LIMIT = 10 * 1024 * 1024;
  const limitRoutes: RouteDefinition[] = [
    { method: 'GET', path: '/api/sized/{bytes}', audience: 'admin-api', auth: 'public', handler: 'sized' },
    { method: 'GET', path: '/api/slow', audience: 'admin-api', auth: 'public', handler: 'slow' },
    { method: 'POST', path: '/api/upload', audience: 'admin-api', auth: 'public', handler: 'upload' },
  ];
  /** A result that serializes, as Lambda serializes it (JSON), to exactly `bytes` bytes: its body makes up the rest. */
  const sizedResult = (bytes: number) => {
    const empty = { statusCode: 200, headers: { 'content-type': 'text/plain' }, body: '' };
    return { ...empty, body: 'a'.repeat(bytes - JSON.stringify(empty).length) };
  };
  const logLines: string[] = [];
  let logWaiters: Array<() => boolean> = [];
  /** The first log line matching `pattern`, once it is written. */
  const logged = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const found = () => {
        const line = logLines.find((candidate) => pattern.test(candidate));
        if (line) resolve(line);
        return line !== undefined;
      };
      if (!found()) logWaiters.push(found);
    });
  const uploadsReceived: number[] = [];
  let answerSlow: (() => void) | undefined;
  let limitsBase = '';
  let closeLimits: () => Promise<void>;

  beforeAll(async () => {
    const { env } = inject('stack');
    const gateway = createGateway({
      routes: limitRoutes,
      handlers: {
        'admin-api': async (event) => {
          if (event.routeKey === 'GET /api/sized/{bytes}')
            return sizedResult(Number(event.pathParameters.bytes));
          if (event.routeKey === 'GET /api/slow') {
            await new Promise<void>((resolve) => {
              answerSlow = resolve;
            });
            return { statusCode: 200, body: 'too late' };
          }
          uploadsReceived.push(Buffer.byteLength(event.body ?? ''));
          return { statusCode: 204 };
        },
      },
      authorizer: { issuer: env.COGNITO_ISSUER!, audience: env.USER_POOL_CLIENT_ID! },
      timeoutMs: 500,
      log: (line) => {
        logLines.push(line);
        logWaiters = logWaiters.filter((found) => !found());
      },
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    limitsBase = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    closeLimits = () => new Promise((resolve) => gateway.close(() => resolve()));
  });

  afterAll(() => closeLimits());

  it("answers a response over Lambda's 6 MB as API Gateway does (500), and logs why", async () => {
    const response = await fetch(`${limitsBase}/api/sized/${7 * 1024 * 1024}`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    expect(logLines).toContain(
      "gateway: admin-api response to GET /api/sized/7340032 is 7.0 MB (7340032 bytes), over Lambda's 6 MB limit (6291556 bytes): AWS would refuse it",
    );
  });

  it("passes a response of exactly Lambda's limit intact and refuses one byte more, counting the whole serialized result", async () => {
    const atLimit = await fetch(`${limitsBase}/api/sized/${LAMBDA_RESPONSE_LIMIT}`);
    expect(atLimit.status).toBe(200);
    expect(await atLimit.text()).toBe(sizedResult(LAMBDA_RESPONSE_LIMIT).body);
    // One byte more: the body alone is still under the limit; the result as Lambda serializes it is not.
    const over = await fetch(`${limitsBase}/api/sized/${LAMBDA_RESPONSE_LIMIT + 1}`);
    expect(over.status).toBe(500);
    expect(await over.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('answers 503 to a handler past the integration timeout, drops its late answer and serves the next request', async () => {
    const response = await fetch(`${limitsBase}/api/slow`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service Unavailable' });
    expect(logLines).toContain(
      "gateway: admin-api has not answered GET /api/slow after 0.5 s, past API Gateway's integration timeout: AWS would answer 503",
    );
    answerSlow!();
    await logged(/^gateway: admin-api's late answer to GET \/api\/slow was discarded$/);
    const next = await fetch(`${limitsBase}/api/sized/100`);
    expect(next.status).toBe(200);
    expect(await next.text()).toBe(sizedResult(100).body);
  });

  it("answers 413 to a body over API Gateway's 10 MB without running the handler, and passes 10 MB", async () => {
    const refused = await fetch(`${limitsBase}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'a'.repeat(API_GATEWAY_BODY_LIMIT + 1),
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'Request Entity Too Large' });
    expect(uploadsReceived).toEqual([]);
    const passed = await fetch(`${limitsBase}/api/upload`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'a'.repeat(API_GATEWAY_BODY_LIMIT),
    });
    expect(passed.status).toBe(204);
    expect(uploadsReceived).toEqual([API_GATEWAY_BODY_LIMIT]);
  });
});

describe('the local stack as a client meets it', () => {
  it('limits a client by its own address, whatever CloudFront-Viewer-Address it forges (429)', async () => {
    const statuses: number[] = [];
    // The route's limit a minute per client, in fixed windows: 2 × limit + 1 tries put more than the limit
    // in one window even when a window ends mid-loop (with limit + 1 tries, a boundary made this flaky).
    const limit = productRoutes.find((route) => route.path === '/api/newsletter')!.perClientPerMinute!;
    for (let n = 0; n < 2 * limit + 1 && !statuses.includes(429); n++) {
      const { status } = await api('POST', '/api/newsletter', {
        body: { email: `forger-${n}-${Date.now()}@example.com` },
        headers: { 'cloudfront-viewer-address': `198.51.100.${n + 1}:4${n}000` },
      });
      statuses.push(status);
    }
    expect(statuses).toContain(429);
  });

  it('answers 400, not 500, to the product and post paths that are not valid percent-encoding', async () => {
    for (const path of ['/api/products/%', '/api/posts/%ED%A0%80']) {
      const answer = await api<{ error: { message: string } }>('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.message).toBe(commonWords.invalidId);
    }
  });
});
