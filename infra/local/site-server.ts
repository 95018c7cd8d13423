import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request as proxyRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompress, createBrotliCompress, createGzip, gzip, constants as zlib } from 'node:zlib';
import { notFoundKey, withoutPage } from '../../web/src/app/page-paths';
import { contentSecurityPolicy, SPA_CACHE, securityHeaders } from '../aws/site-headers';

/**
 * The local CloudFront of `npm run preview` (ADR 058): the production build (web/dist) and the prerendered pages,
 * served as the distribution serves them, with /api and /config.json passed to the local gateway.
 */
export interface SiteServerOptions {
  /** The built SPA (web/dist): its files, hashed assets under assets/. */
  distDir: string;
  /** The SPA shell an app route without a prerendered page gets; default `<distDir>/index.html`. */
  shellFile?: string;
  /** Where the render function writes: `_pages/<path>/index.html`, the not-found pages, sitemap.xml, robots.txt. */
  pagesDir: string;
  /** The gateway, e.g. http://127.0.0.1:3001: /api/* and /config.json go there. */
  apiOrigin: string;
  /** The response headers policy's headers, added to every answer. */
  headers: Record<string, string>;
}

/**
 * The deployed security headers, the CSP opened to the local stand-ins the browser calls over http: Cognito
 * (sign-in) and S3 (presigned uploads, and the media it serves).
 */
export function localSecurityHeaders(endpoints: { s3: string; cognito: string }): Record<string, string> {
  return securityHeaders(
    contentSecurityPolicy({
      connect: [endpoints.cognito, endpoints.s3],
      images: [endpoints.s3],
      https: false,
    }),
  );
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** CloudFront compresses objects from 1,000 bytes to 10 MB. */
const COMPRESS_MIN_BYTES = 1000;
const COMPRESS_MAX_BYTES = 10_000_000;
/** Files are compressed once and kept; 9 is within 3% of brotli's best at a tenth of its time (a 380 KB chunk: 85 ms vs 1.2 s). */
const FILE_BROTLI_QUALITY = 9;
/** API answers are compressed as they stream, cheaply. */
const STREAM_BROTLI_QUALITY = 5;
/** Streaming answers pass as they are, as the deployed /api/chat behaviour has compression off. */
const UNCOMPRESSED_API_PATHS = ['/api/chat'];
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

type Encoding = 'br' | 'gzip';

interface CachedFile {
  /** The file's identity on disk: a page replaced by the render (written to a new file, renamed) has a new one. */
  version: string;
  body: Buffer;
  etag: string;
  compressed: Map<Encoding, Promise<Buffer>>;
}

/** The encoding CloudFront would pick: brotli when the viewer accepts it, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? accepted.get('*');
    if (q !== undefined && q > 0) return encoding;
  }
  return null;
}

/**
 * The request's path as segments, decoded, or null when it could leave the served folders
 * ('..', a NUL, a backslash, an undecodable escape).
 */
export function safeSegments(pathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  return segments.includes('..') ? null : segments;
}

function within(root: string, segments: string[]): string | null {
  const file = join(root, ...segments);
  return file.startsWith(root + sep) ? file : null;
}

export function createSiteServer(settings: SiteServerOptions): Server {
  const options = { ...settings, distDir: resolve(settings.distDir), pagesDir: resolve(settings.pagesDir) };
  const shellFile = options.shellFile ?? join(options.distDir, 'index.html');
  const files = new Map<string, CachedFile>();
  const api = new URL(options.apiOrigin);

  async function load(file: string): Promise<CachedFile | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.ino}:${info.size}:${info.mtimeMs}`;
    const cached = files.get(file);
    if (cached?.version === version) return cached;
    const body = await readFile(file);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    const entry: CachedFile = { version, body, etag, compressed: new Map() };
    files.set(file, entry);
    return entry;
  }

  function compressed(entry: CachedFile, encoding: Encoding): Promise<Buffer> {
    let result = entry.compressed.get(encoding);
    if (!result) {
      result = new Promise<Buffer>((resolve, reject) => {
        const done = (error: Error | null, output: Buffer) => (error ? reject(error) : resolve(output));
        if (encoding === 'br') {
          brotliCompress(
            entry.body,
            {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: FILE_BROTLI_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
              },
            },
            done,
          );
        } else gzip(entry.body, { level: 9 }, done);
      });
      entry.compressed.set(encoding, result);
    }
    return result;
  }

  function answer(
    response: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body?: Buffer | string,
  ) {
    response.writeHead(status, { ...headers, ...options.headers });
    response.end(response.req.method === 'HEAD' ? undefined : body);
  }

  const notFound = (response: ServerResponse) =>
    answer(
      response,
      404,
      { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      'Not found\n',
    );

  async function serveFile(
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    cacheControl: string,
    status = 200,
  ): Promise<boolean> {
    const entry = await load(file);
    if (!entry) return false;
    const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const compressible =
      COMPRESSIBLE.test(contentType) &&
      entry.body.length >= COMPRESS_MIN_BYTES &&
      entry.body.length <= COMPRESS_MAX_BYTES;
    const headers: Record<string, string> = {
      'content-type': contentType,
      'cache-control': cacheControl,
      etag: entry.etag,
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    };
    const ifNoneMatch = status === 200 ? request.headers['if-none-match'] : undefined;
    if (ifNoneMatch) {
      const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (tags.includes('*') || tags.includes(entry.etag.replace(/^W\//, ''))) {
        answer(response, 304, headers);
        return true;
      }
    }
    const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
    const body = encoding ? await compressed(entry, encoding) : entry.body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    answer(response, status, headers, body);
    return true;
  }

  async function serveStatic(request: IncomingMessage, response: ServerResponse, pathname: string) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(
        response,
        405,
        { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
        'Method not allowed\n',
      );
    }
    const segments = safeSegments(pathname);
    if (!segments) {
      return answer(response, 400, { 'content-type': 'text/plain; charset=utf-8' }, 'Bad request path\n');
    }
    const last = segments.at(-1) ?? '';
    // Written by the render function beside the pages, as in the site bucket.
    if (segments.length === 1 && (last === 'sitemap.xml' || last === 'robots.txt')) {
      const file = within(options.pagesDir, segments);
      if (file && (await serveFile(request, response, file, SPA_CACHE.entry))) return;
      return notFound(response);
    }
    if (last.includes('.')) {
      const file = within(options.distDir, segments);
      const immutable = segments[0] === 'assets' && segments.length > 1;
      if (file && (await serveFile(request, response, file, immutable ? SPA_CACHE.assets : SPA_CACHE.entry)))
        return;
      return notFound(response);
    }
    // A page path: its prerendered HTML if the render wrote one; else, as the viewer-request function decides
    // (ADR 102), the SPA shell for an app route that renders in the browser, or the not-found page with a 404
    // (the shell with a 404 before the render wrote it).
    const page = within(options.pagesDir, ['_pages', ...segments, 'index.html']);
    if (page && (await serveFile(request, response, page, SPA_CACHE.entry))) return;
    const path = `/${segments.join('/')}`;
    if (withoutPage(path) === 'shell') {
      if (await serveFile(request, response, shellFile, SPA_CACHE.entry)) return;
      return notFound(response);
    }
    if (await serveFile(request, response, join(options.pagesDir, notFoundKey(path)), SPA_CACHE.entry, 404))
      return;
    if (await serveFile(request, response, shellFile, SPA_CACHE.entry, 404)) return;
    notFound(response);
  }

  /** Passes the request to the gateway and its answer back as it arrives (the chat streams). */
  function proxy(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const headers: IncomingHttpHeaders = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = proxyRequest(
      {
        protocol: api.protocol,
        hostname: api.hostname,
        port: api.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answerStream) => {
        const answerHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answerStream.headers)) {
          if (value !== undefined && !HOP_BY_HOP.includes(name)) answerHeaders[name] = value;
        }
        const contentType = String(answerHeaders['content-type'] ?? '');
        const length = Number(answerHeaders['content-length'] ?? Number.NaN);
        const encoding =
          request.method !== 'HEAD' &&
          !answerHeaders['content-encoding'] &&
          ![204, 304].includes(answerStream.statusCode ?? 200) &&
          !UNCOMPRESSED_API_PATHS.includes(pathname) &&
          COMPRESSIBLE.test(contentType) &&
          (Number.isNaN(length) || length >= COMPRESS_MIN_BYTES)
            ? negotiateEncoding(request.headers['accept-encoding'])
            : null;
        if (encoding) {
          delete answerHeaders['content-length'];
          answerHeaders['content-encoding'] = encoding;
          answerHeaders.vary = answerHeaders.vary
            ? `${answerHeaders.vary}, Accept-Encoding`
            : 'Accept-Encoding';
        }
        response.writeHead(answerStream.statusCode ?? 502, { ...answerHeaders, ...options.headers });
        response.flushHeaders();
        if (!encoding) {
          answerStream.pipe(response);
          return;
        }
        const compressor =
          encoding === 'br'
            ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY } })
            : createGzip();
        answerStream.pipe(compressor).pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) {
        answer(
          response,
          502,
          { 'content-type': 'text/plain; charset=utf-8' },
          `The API is not answering: ${error.message}\n`,
        );
      } else response.destroy(error);
    });
    // The viewer went away (e.g. closed the chat mid-answer): stop reading the gateway's answer too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  }

  return createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/config.json') {
      proxy(request, response, pathname);
      return;
    }
    serveStatic(request, response, pathname).catch((error: Error) => {
      if (!response.headersSent) {
        answer(response, 500, { 'content-type': 'text/plain; charset=utf-8' }, `${error.message}\n`);
      } else response.destroy(error);
    });
  });
}

/** Starts the site server on host:port; close() ends it and its open connections. */
export async function startSiteServer(
  options: SiteServerOptions & { host: string; port: number },
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createSiteServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    url: `http://${options.host}:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
