/**
 * Where prerendered pages go: the site bucket behind CloudFront in AWS, a folder the preview serves locally.
 * A page at `/agent/sarahchen` is the object `_pages/agent/sarahchen/index.html`, apart from the SPA's own
 * files; the sitemap and robots.txt sit at the root, where crawlers ask for them.
 */
export interface Publisher {
  putPage(path: string, html: string): Promise<void>;
  /** The page no longer exists (an agent deactivated, a post unpublished): the SPA answers that path again. */
  removePage(path: string): Promise<void>;
  putFile(name: 'sitemap.xml' | 'robots.txt', body: string, contentType: string): Promise<void>;
  /** Once a batch is written: drop the CDN's copies of exactly these paths (nothing to do locally). */
  invalidate(paths: string[]): Promise<void>;
}

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
