import { idSchema } from '@maplestone/shared/schemas/id';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod';
import type { BorrowerCaller, Caller } from './auth';
import { AppError, BadRequestError, NotFoundError, PayloadTooLargeError, ValidationError } from './errors';
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
  /** A binary body (e.g. a PDF), sent base64-encoded as API Gateway requires, with the given content type. */
  binary?: { contentType: string; content: Uint8Array };
}

export interface RequestContext<B, Q, P = Record<never, string>> {
  body: B;
  query: Q;
  /** The route's path parameters the handler declared, parsed: no other is readable. */
  params: P;
  headers: Record<string, string>;
  caller: Caller | null;
  /** A 'borrower' route's caller: the session's file and applicant (ADR 118); null on every other route. */
  borrower: BorrowerCaller | null;
  requestId: string;
  sourceIp: string;
  log: Logger;
}

export type RouteHandler = (
  event: HttpEvent,
  caller: Caller | null,
  log: Logger,
  borrower?: BorrowerCaller | null,
) => Promise<HttpResult>;

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
/** A page the API renders itself (a link's page that works without JavaScript): never cached, never indexed. */
export const htmlPage = (status: number, content: string): HttpResult => ({
  status,
  text: { contentType: 'text/html; charset=utf-8', content },
  headers: { 'cache-control': NO_STORE, 'x-robots-tag': 'noindex' },
});
/** Taken on, to be done later or elsewhere (a confirmation e-mailed, a job started). */
export const accepted = (body: unknown): HttpResult => ({ status: 202, body });
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
 * A path parameter's rule: the message of the 404 answered when it is missing or not an identifier
 * (idSchema), or a schema of its own with that message. An id that cannot exist reads as not found,
 * like one that does not.
 */
export type ParamRule = string | { schema: z.ZodType<string>; notFound: string };

/** What `handle` receives for the declared rules: exactly their names, each a valid value. */
export type ParsedParams<P> = { readonly [K in keyof P]: string };

/** The route's path parameters by the declared rules; 404 with the rule's message for the first bad one. */
function parseParams(rules: Record<string, ParamRule> = {}, raw: Record<string, string | undefined> = {}) {
  const params: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const { schema, notFound } = typeof rule === 'string' ? { schema: idSchema, notFound: rule } : rule;
    const parsed = schema.safeParse(raw[name]);
    if (!parsed.success) throw new NotFoundError(notFound);
    params[name] = parsed.data;
  }
  return params;
}

/**
 * One route's handler: parses the body, query and path parameters with the given schemas and rules
 * before `handle` runs, so bad input is rejected before anything is read or written. `handle` sees only
 * the declared path parameters, parsed.
 */
export function defineHandler<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodType<unknown>,
  P extends Record<string, ParamRule> = Record<never, ParamRule>,
>(spec: {
  body?: B;
  query?: Q;
  params?: P;
  handle: (request: RequestContext<z.infer<B>, z.infer<Q>, ParsedParams<P>>) => Promise<HttpResult>;
}): RouteHandler {
  return async (event, caller, log, borrower = null) => {
    const rawBody = readJsonBody(event);
    const body = spec.body ? parseWith(spec.body, rawBody) : undefined;
    if (!spec.body && rawBody !== undefined) {
      throw new BadRequestError('unexpected_body', 'This request takes no body');
    }
    const query = spec.query ? parseWith(spec.query, event.queryStringParameters ?? {}) : {};
    return spec.handle({
      body: body as z.infer<B>,
      query: query as z.infer<Q>,
      params: parseParams(spec.params, event.pathParameters) as ParsedParams<P>,
      headers: (event.headers ?? {}) as Record<string, string>,
      caller,
      borrower,
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
  if (result.binary) {
    headers['content-type'] = result.binary.contentType;
    return {
      statusCode: result.status,
      headers,
      body: Buffer.from(result.binary.content).toString('base64'),
      isBase64Encoded: true,
    };
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
