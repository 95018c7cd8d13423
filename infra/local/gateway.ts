import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { carriesEdgeSecret, ORIGIN_VERIFY_HEADER } from '../../functions/src/lib/edge';
import { rateLimitedBody } from '../../functions/src/lib/errors';
import type { Audience, RouteDefinition } from '../../functions/src/routes';
import { needsCognitoJwt, routeKey } from '../../functions/src/routes';
import { clientAddress } from '../../functions/src/services/client-address';
import { createEdgeRateLimits } from './edge-rate-limit';
import {
  installLambdaRuntimeGlobals,
  isStreamingHandler,
  LocalResponseStream,
  lambdaContext,
} from './lambda-runtime';

// biome-ignore lint/suspicious/noExplicitAny: handlers are Lambda entry points of varied types
type LambdaHandler = (...args: any[]) => any;

export interface GatewayOptions {
  routes: readonly RouteDefinition[];
  /** The Lambda entry point of each audience (what CDK deploys). */
  handlers: Partial<Record<Audience, LambdaHandler>>;
  /** The JWT authorizer: issuer and audience (the app client id) as API Gateway is configured. */
  authorizer: { issuer: string; audience: string };
  /** Extra non-/api paths served by the gateway, e.g. /config.json. */
  staticJson?: Record<string, unknown>;
  /**
   * The secret of a trusted hop that speaks for many viewers, as CloudFront does in AWS (the tests'
   * harness, which plays distinct visitors): sent in x-origin-verify, it keeps the request's
   * CloudFront-Viewer-Address. Without it a request is a viewer's own (ADR 055). Default: LOCAL_EDGE_SECRET.
   */
  edgeSecret?: string;
  /**
   * How long a (non-streaming) handler may run before the gateway answers 503 Service Unavailable, as API
   * Gateway does when its integration times out (ADR 090). Default 29 s, our API Lambdas' timeout.
   */
  timeoutMs?: number;
  log?: (line: string) => void;
}

const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024; // API Gateway's limit on a request
/** Lambda's limit on a synchronous response: the handler's result as the runtime serializes it (ADR 090). */
const MAX_RESPONSE_BYTES = 6_291_556;
const DEFAULT_TIMEOUT_MS = 29_000;
const TIMED_OUT = Symbol('timed out');

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  params: string[];
  staticSegments: number;
}

function compile(route: RouteDefinition): CompiledRoute {
  const params: string[] = [];
  const segments = route.path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = /^\{(\w+)\+?\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1]!);
      return segment.endsWith('+}') ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return {
    route,
    pattern: new RegExp(`^/${source}/?$`),
    params,
    staticSegments: segments.filter((segment) => !segment.startsWith('{')).length,
  };
}

/** API Gateway passes JWT claims as strings; arrays become "[a b]". */
function claimsAsApiGateway(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? `[${value.join(' ')}]`
        : typeof value === 'string'
          ? value
          : JSON.stringify(value),
    ]),
  );
}

/**
 * The request's body; over API Gateway's 10 MB, a 413 error. The rest of that body is read and dropped
 * until the 413 is sent (destroying the socket first would leave the client a reset, not the 413).
 */
function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) {
        reject(Object.assign(new Error('payload too large'), { status: 413 }));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/i;

/**
 * The request's headers as CloudFront forwards them (ADR 055): a viewer cannot choose its own
 * CloudFront-* headers (the per-client limits trust CloudFront-Viewer-Address), so any it sent are
 * dropped and the viewer's address is the socket's, "ip:port" as CloudFront writes it. Only a trusted
 * hop (edgeSecret) keeps what it says about its viewers.
 */
function asForwardedByCloudFront(
  request: IncomingMessage,
  edgeSecret: string | undefined,
): { headers: Record<string, string>; viewerIp: string } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const viewerIp = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  // The API's own check of the edge secret; with no secret set, no hop is trusted.
  const trusted = edgeSecret !== undefined && carriesEdgeSecret(headers, edgeSecret);
  delete headers[ORIGIN_VERIFY_HEADER];
  if (trusted && headers['cloudfront-viewer-address']) return { headers, viewerIp };
  for (const name of Object.keys(headers)) if (name.startsWith('cloudfront-')) delete headers[name];
  headers['cloudfront-viewer-address'] = `${viewerIp}:${request.socket.remotePort ?? 0}`;
  return { headers, viewerIp };
}

/** The path's parameters, decoded; undefined when one is not valid percent-encoding (e.g. "%", "%ED%A0%80"). */
function decodeParams(
  names: readonly string[],
  values: readonly string[],
): Record<string, string> | undefined {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i]!)]));
  } catch {
    return undefined;
  }
}

/** The work's result, or TIMED_OUT when it has not settled within `ms` (the work itself goes on). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(resolve, ms, TIMED_OUT);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${ms / 1000} s`;

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * The local API Gateway (HTTP API, payload v2) + Lambda: the same route table, the same events,
 * the same JWT checks, and the same handler code as in AWS.
 */
export function createGateway(options: GatewayOptions): Server {
  installLambdaRuntimeGlobals();
  const compiled = options.routes
    .map(compile)
    .sort((a, b) => b.staticSegments - a.staticSegments || a.params.length - b.params.length);
  const jwks = createRemoteJWKSet(new URL(`${options.authorizer.issuer}/.well-known/jwks.json`));
  const log = options.log ?? (() => {});
  const edgeSecret = options.edgeSecret ?? (process.env.LOCAL_EDGE_SECRET || undefined);
  const edgeRateLimits = createEdgeRateLimits();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function authorize(request: IncomingMessage): Promise<Record<string, string> | null> {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: options.authorizer.issuer,
        audience: options.authorizer.audience,
      });
      return claimsAsApiGateway(payload as Record<string, unknown>);
    } catch {
      return null;
    }
  }

  return createServer(async (request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = (request.method ?? 'GET').toUpperCase();
    try {
      if (method === 'GET' && options.staticJson && url.pathname in options.staticJson) {
        return send(response, 200, options.staticJson[url.pathname], { 'cache-control': 'no-store' });
      }
      const candidates = compiled.filter((entry) => entry.pattern.test(url.pathname));
      if (candidates.length === 0) return send(response, 404, { message: 'Not Found' });
      const match = candidates.find((entry) => entry.route.method === method);
      if (!match) {
        if (method === 'OPTIONS') {
          response.writeHead(204);
          return response.end();
        }
        return send(response, 404, { message: 'Not Found' });
      }
      const { route } = match;
      const handler = options.handlers[route.audience];
      if (!handler) return send(response, 502, { message: `No handler loaded for ${route.audience}` });

      // The edge's per-client limit comes first, as the WAF answers before API Gateway is reached.
      const { headers, viewerIp } = asForwardedByCloudFront(request, edgeSecret);
      const retryAfter = edgeRateLimits.hit(route, clientAddress(headers, viewerIp));
      if (retryAfter !== null)
        return send(response, 429, rateLimitedBody(), { 'retry-after': String(retryAfter) });

      // A borrower's routes carry the portal's own session, which the Lambda checks (ADR 118), not a Cognito JWT.
      const claims = needsCognitoJwt(route) ? await authorize(request) : null;
      if (needsCognitoJwt(route) && !claims) return send(response, 401, { message: 'Unauthorized' });

      const pathParameters = decodeParams(match.params, match.pattern.exec(url.pathname)!.slice(1));
      // Bad input is a 400 with the catalogue's text, like the handlers' own refusals, never a 500.
      if (!pathParameters) {
        return send(response, 400, { error: { code: 'invalid_path', message: commonWords.invalidId } });
      }
      const body = await readBody(request);
      const query: Record<string, string> = {};
      for (const [name, value] of url.searchParams)
        query[name] = name in query ? `${query[name]},${value}` : value;
      const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
      const requestId = randomUUID();
      const now = new Date();
      const event = {
        version: '2.0',
        routeKey: routeKey(route),
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        cookies: headers.cookie?.split(/;\s*/),
        headers,
        queryStringParameters: Object.keys(query).length ? query : undefined,
        pathParameters: match.params.length ? pathParameters : undefined,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          domainName: headers.host ?? 'localhost',
          domainPrefix: 'localhost',
          http: {
            method,
            path: url.pathname,
            protocol: `HTTP/${request.httpVersion}`,
            sourceIp: viewerIp,
            userAgent: headers['user-agent'] ?? '',
          },
          requestId,
          routeKey: routeKey(route),
          stage: '$default',
          time: now.toISOString(),
          timeEpoch: now.getTime(),
          ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
        },
        body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
        isBase64Encoded: body.length > 0 && !isText,
      };
      const context = lambdaContext(route.audience, requestId, timeoutMs);

      if (isStreamingHandler(handler)) {
        const stream = new LocalResponseStream(response);
        await handler(event, stream, context);
        if (!response.writableEnded) stream.end();
        return;
      }
      // API Gateway stops waiting at its integration timeout: 503, and whatever the handler answers later is dropped.
      const invocation = Promise.resolve().then(() => handler(event, context));
      const result = await within(invocation, timeoutMs);
      if (result === TIMED_OUT) {
        log(
          `gateway: ${route.audience} has not answered ${method} ${url.pathname} after ${seconds(timeoutMs)}, ` +
            `past API Gateway's integration timeout: AWS would answer 503`,
        );
        invocation.then(
          () => log(`gateway: ${route.audience}'s late answer to ${method} ${url.pathname} was discarded`),
          (error) =>
            log(`gateway: ${route.audience} failed on ${method} ${url.pathname} after its timeout: ${error}`),
        );
        return send(response, 503, { message: 'Service Unavailable' });
      }
      // Lambda refuses a result that serializes to more than its limit; API Gateway then answers 500.
      const resultBytes = Buffer.byteLength(JSON.stringify(result ?? null) ?? 'null');
      if (resultBytes > MAX_RESPONSE_BYTES) {
        log(
          `gateway: ${route.audience} response to ${method} ${url.pathname} is ${megabytes(resultBytes)} ` +
            `(${resultBytes} bytes), over Lambda's 6 MB limit (${MAX_RESPONSE_BYTES} bytes): AWS would refuse it`,
        );
        return send(response, 500, { message: 'Internal Server Error' });
      }
      const structured = result && typeof result === 'object' && 'statusCode' in result;
      const status = structured ? result.statusCode : 200;
      const responseHeaders = structured ? (result.headers ?? {}) : { 'content-type': 'application/json' };
      const payload = structured ? (result.body ?? '') : JSON.stringify(result);
      response.writeHead(status, responseHeaders);
      response.end(structured && result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      // After a 413, the connection closes once the answer is out: the client stops sending the rest.
      if (status === 413) response.once('finish', () => request.destroy());
      if (!response.headersSent)
        send(
          response,
          status,
          { message: status === 413 ? 'Request Entity Too Large' : 'Internal Server Error' },
          status === 413 ? { connection: 'close' } : {},
        );
      else response.end();
      if (status === 500)
        log(`gateway error on ${method} ${url.pathname}: ${(error as Error).stack ?? error}`);
    } finally {
      log(`${method} ${url.pathname} ${response.statusCode} ${Date.now() - started}ms`);
    }
  });
}
