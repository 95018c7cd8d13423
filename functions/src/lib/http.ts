import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { type Audience, type AuthRule, isAudited, type RouteDefinition, routeKey, routesOf } from '../routes';
import type { Caller } from './auth';
import { cameThroughEdge } from './edge';
import {
  AppError,
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
} from './errors';
import { errorFields, type Logger, logger } from './logger';

export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, unknown>; scopes?: string[] } };
  };
};
export type HttpResponse = APIGatewayProxyStructuredResultV2 & {
  statusCode: number;
  headers: Record<string, string>;
};

export interface HttpResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A non-JSON body (e.g. CSV), sent as is with the given content type. */
  text?: { contentType: string; content: string };
}

export interface RequestContext<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  headers: Record<string, string>;
  caller: Caller | null;
  requestId: string;
  sourceIp: string;
  log: Logger;
}

export type RouteHandler = (event: HttpEvent, caller: Caller | null, log: Logger) => Promise<HttpResult>;

const MAX_BODY_BYTES = 64 * 1024;

/** Cache-Control for public reads: CDN keeps them briefly and serves stale while it refreshes. */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const NO_STORE = 'no-store';

export const ok = (body: unknown, cacheControl = NO_STORE): HttpResult => ({
  status: 200,
  body,
  headers: { 'cache-control': cacheControl },
});
export const created = (body: unknown): HttpResult => ({ status: 201, body });
export const noContent = (): HttpResult => ({ status: 204 });

function zodIssues(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses a value with a schema, or throws a 400 whose message is the first issue's text. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = zodIssues(result.error);
  throw new ValidationError(issues[0]?.message ?? 'Invalid request', issues);
}

/** The request's JSON body, or undefined when there is none; 413 past maxBytes, 400 for another type or bad JSON. */
export function readJsonBody(event: HttpEvent, maxBytes = MAX_BODY_BYTES): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) throw new PayloadTooLargeError();
  const contentType = (event.headers?.['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('application/json')) {
    throw new BadRequestError('unsupported_media_type', 'Send the request body as application/json');
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError('invalid_json', 'The request body is not valid JSON');
  }
}

/**
 * One route's handler: parses the body and query with the given schemas before `handle` runs,
 * so bad input is rejected before anything is read or written.
 */
export function defineHandler<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodType<unknown>,
>(spec: {
  body?: B;
  query?: Q;
  handle: (request: RequestContext<z.infer<B>, z.infer<Q>>) => Promise<HttpResult>;
}): RouteHandler {
  return async (event, caller, log) => {
    const rawBody = readJsonBody(event);
    const body = spec.body ? parseWith(spec.body, rawBody) : undefined;
    if (!spec.body && rawBody !== undefined) {
      throw new BadRequestError('unexpected_body', 'This request takes no body');
    }
    const query = spec.query ? parseWith(spec.query, event.queryStringParameters ?? {}) : {};
    return spec.handle({
      body: body as z.infer<B>,
      query: query as z.infer<Q>,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      headers: (event.headers ?? {}) as Record<string, string>,
      caller,
      requestId: event.requestContext.requestId,
      sourceIp: event.requestContext.http.sourceIp,
      log,
    });
  };
}

function toResponse(result: HttpResult): HttpResponse {
  const headers: Record<string, string> = { ...result.headers };
  if (result.text) {
    headers['content-type'] = result.text.contentType;
    return { statusCode: result.status, headers, body: result.text.content };
  }
  if (result.body === undefined) return { statusCode: result.status, headers };
  headers['content-type'] = 'application/json; charset=utf-8';
  return { statusCode: result.status, headers, body: JSON.stringify(result.body) };
}

/** The one place errors become HTTP: domain errors keep their status and text; anything else is a bare 500. */
export function errorResponse(error: unknown, log: Logger): HttpResponse {
  if (error instanceof AppError) {
    if (error.status >= 500) log.error('request failed', errorFields(error));
    const body: Record<string, unknown> = { code: error.code, message: error.message };
    if (error.details?.issues) body.issues = error.details.issues;
    return toResponse({
      status: error.status,
      body: { error: body },
      headers: { 'cache-control': NO_STORE, ...error.details?.headers },
    });
  }
  log.error('unhandled error', errorFields(error));
  return toResponse({
    status: 500,
    body: { error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } },
    headers: { 'cache-control': NO_STORE },
  });
}

/**
 * The caller of a route that needs one, checked against the route's rule. lib/auth (with the shared role
 * rules and, through them, the shared schemas) loads on the first such request: public routes never need it.
 */
async function allowedCaller(rule: AuthRule, event: HttpEvent): Promise<Caller | null> {
  const { assertAllowed, callerFromEvent, currentCaller } = await import('./auth');
  const token = callerFromEvent(event);
  // The stored role and agent standing count, not the token's (ADR 054); handlers reuse this read.
  const caller = token ? await currentCaller(token) : null;
  assertAllowed(rule, caller);
  return caller;
}

/**
 * A route's handler, loaded on its first call. Each is a dynamic import: esbuild keeps the module in the
 * same bundle but evaluates it (its schemas, repositories, SDK clients) only when the route is first
 * called, so a cold start builds what the route it serves needs and nothing another route needs.
 */
export type RouteLoader = () => Promise<RouteHandler>;

/** Runs an audited route's handler and records its change (lib/audit.ts, ADR 069). */
export type AuditRunner = (
  route: RouteDefinition,
  event: HttpEvent,
  caller: Caller | null,
  log: Logger,
  run: () => Promise<HttpResult>,
) => Promise<HttpResult>;

/**
 * An audience Lambda: dispatches on event.routeKey to the route's handler, after the route's auth rule.
 * Fails at cold start if the route table names a handler this audience does not have, or if the audience
 * has audited routes (routes.isAudited) and no audit log: only the audience that has them passes `audit`,
 * so no other Lambda bundles the audit module.
 */
export function createAudienceHandler(
  audience: Audience,
  loaders: Record<string, RouteLoader>,
  { audit }: { audit?: () => Promise<AuditRunner> } = {},
) {
  const table = new Map(routesOf(audience).map((route) => [routeKey(route), route]));
  const missing = [...table.values()].filter((route) => !loaders[route.handler]).map((r) => r.handler);
  if (missing.length > 0) throw new Error(`${audience} lacks handlers for: ${missing.join(', ')}`);
  if (!audit && [...table.values()].some(isAudited))
    throw new Error(`${audience} has audited routes: pass audit`);

  const dispatch = async (event: HttpEvent, context: Context): Promise<HttpResponse> => {
    const log = logger.child({ audience, requestId: event.requestContext.requestId, route: event.routeKey });
    const started = Date.now();
    let response: HttpResponse;
    try {
      if (!cameThroughEdge(event.headers ?? {}))
        throw new ForbiddenError('Requests must come through the site');
      const route = table.get(event.routeKey);
      if (!route) throw new NotFoundError('Not found');
      // Loaded before the auth check: a module that cannot load (a bad environment) answers 500 to every
      // caller alike, and the bundle bench can load every route with requests that need no I/O.
      const handle = await loaders[route.handler]!();
      const caller = route.auth === 'public' ? null : await allowedCaller(route.auth, event);
      const run = () => handle(event, caller, log);
      // Every super-admin change and each marked export is recorded, by the route, not by each handler
      // (ADR 069); the audit module loads only for those routes.
      const result =
        audit && isAudited(route) ? await (await audit())(route, event, caller, log, run) : await run();
      response = toResponse(result);
    } catch (error) {
      response = errorResponse(error, log);
    }
    log.info('request', {
      status: response.statusCode,
      ms: Date.now() - started,
      remainingMs: context.getRemainingTimeInMillis?.(),
    });
    return response;
  };
  return middy<HttpEvent, HttpResponse>().handler(dispatch);
}
