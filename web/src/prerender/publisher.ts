import type { Locale } from '@maplestone/shared/i18n/locale';

/**
 * Where prerendered pages go: the site bucket behind CloudFront in AWS, a folder the preview serves locally.
 * A page at `/agent/sarahchen` is the object `_pages/agent/sarahchen/index.html`, apart from the SPA's own
 * files; the sitemap and robots.txt sit at the root, where crawlers ask for them.
 */
export interface Publisher {
  putPage(path: string, html: string): Promise<void>;
  /**
   * The page no longer exists (an agent deactivated, a post unpublished): the path is answered as one without a
   * page again (ADR 102: the SPA shell for an agent's, the not-found page for a post's).
   */
  removePage(path: string): Promise<void>;
  putFile(name: 'sitemap.xml' | 'robots.txt', body: string, contentType: string): Promise<void>;
  /**
   * A language's not-found page (ADR 102), at NOT_FOUND_KEYS[locale]: what a path that is no page gets, with a
   * 404 (in AWS the object says so in its metadata, NOT_FOUND_STATUS, which the viewer-response function reads).
   */
  putNotFoundPage(locale: Locale, html: string): Promise<void>;
  /**
   * Once a batch is written: drop the CDN's copies of exactly these paths (nothing to do locally): page paths, and
   * files (sitemap.xml, robots.txt, the not-found pages) by their object path, '/_pages/404.html'.
   */
  invalidate(paths: string[]): Promise<void>;
}

/** The user metadata (S3's `x-amz-meta-status` header) by which a not-found page's object asks for its status. */
export const NOT_FOUND_STATUS = { metadata: 'status', value: '404' } as const;

/** A path the render invalidates as it is: a file it writes (a name with an extension), not a page path. */
export const isFilePath = (path: string) => /\.[a-z]+$/i.test(path);

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** The object key of a page's HTML. Only plain path segments: a key never climbs out of `_pages/`. */
export function pageKey(path: string): string {
  const segments = path.split('/').filter(Boolean);
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new Error(`Not a page path: ${JSON.stringify(path)}`);
    }
  }
  return ['_pages', ...segments, 'index.html'].join('/');
}
