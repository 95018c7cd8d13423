import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod';
import type { Caller } from './auth';
import { AppError, BadRequestError, PayloadTooLargeError, ValidationError } from './errors';
import { errorFields, type Logger } from './logger';

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

/** A handler's result as the API Gateway response. */
export function toResponse(result: HttpResult): HttpResponse {
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
