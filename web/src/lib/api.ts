import { commonWords } from '@maplestone/shared/i18n/en/common';

/** An error answer of the API: { error: { code, message, issues } }, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Anything with zod's parse (a shared schema). */
export interface Parser<T> {
  parse(data: unknown): T;
}
/** A 204's answer (a DELETE's): no body, so nothing to load to parse it. */
export const noContent: Parser<null> = {
  parse: (data) => {
    if (data !== null) throw new ApiError(0, 'unexpected_body', commonWords.unexpected);
    return null;
  },
};

/**
 * A schema, or a loader of one. Pages on the critical path (home) pass a loader, so zod and the
 * schemas download in parallel with the data instead of before the first render.
 */
export type SchemaSource<T> = Parser<T> | (() => Promise<Parser<T>>);

export interface RequestOptions<T> {
  schema: SchemaSource<T>;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /**
   * Cancels a write (an upload's presign, with its upload). Reads are never cut off: queries do not hand TanStack
   * Query's signal on, so a query whose component unmounts and mounts again (StrictMode does so at every mount in
   * development) keeps its one request. Cancelled, it was sent again, the browser answered the second from the
   * first's cache entry and revalidated it in the background (the API's stale-while-revalidate): a third request
   * that pages and the e2e suite waited on (issue 35).
   */
  signal?: AbortSignal;
}

/**
 * Where the API is when the code runs outside a browser: the prerenderer (ADR 058) reads the same
 * endpoints the page would, from an absolute origin, with the headers that origin wants.
 */
const outsideBrowser = { origin: '', headers: {} as Record<string, string> };
export function setApiOrigin(origin: string, headers: Record<string, string> = {}) {
  outsideBrowser.origin = origin.replace(/\/$/, '');
  outsideBrowser.headers = headers;
}

/** A request's answer, or null for a 404 (or an id the API refuses, 400): the page says it was not found. */
export async function orNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Calls the API and parses the answer with the given shared schema. The only way the web talks to /api. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  const response = await send(path, options, 'application/json');
  const payload: unknown = await response.json().catch(() => null);
  return (await schema).parse(payload);
}

/** A file the API answers (the leads CSV): its bytes and the name its Content-Disposition gives, if any. */
export interface Download {
  blob: Blob;
  filename: string | null;
}

/** GETs a file from the API: the same headers and errors as apiRequest, the body kept as bytes. */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions<unknown>, 'token'>,
): Promise<Download> {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** Sends the request; a network failure or an error answer becomes an ApiError. */
async function send(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'>,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...outsideBrowser.headers, ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(outsideBrowser.origin + path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', commonWords.unexpected);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const error = (payload as { error?: { code?: string; message?: string; issues?: [] } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? commonWords.unexpected,
      error?.issues ?? [],
    );
  }
  return response;
}

/** A query string from defined values only. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * What a failed write tells the visitor: when the API refused with 429 (this client is over its limit),
 * the catalogue's 'wait and try again'; otherwise the form's own failure text.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  rateLimited: string = commonWords.rateLimited,
): string {
  return error instanceof ApiError && error.status === 429 ? rateLimited : fallback;
}
