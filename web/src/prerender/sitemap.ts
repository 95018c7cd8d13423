import { LANGUAGE_TAGS } from '@maplestone/shared/i18n/locale';
import { localeOfPath } from '@maplestone/shared/i18n/paths';
import type { SitePage } from './site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The pages a search engine should index: one address per page. An agent's page has two (by slug and by
 * id) and names the slug's as canonical; listSitePages puts that one first, so the first page showing an
 * agent is the one listed. French pages are listed through their English twin (sitemapXml).
 */
function canonicalPages(pages: SitePage[]): SitePage[] {
  const agentsListed = new Set<string>();
  return pages.filter((page) => {
    if (localeOfPath(page.path) === 'fr') return false;
    const agent = page.topics.find((topic) => topic.startsWith('agent:'));
    if (!agent) return true;
    if (agentsListed.has(agent)) return false;
    agentsListed.add(agent);
    return true;
  });
}

/**
 * /sitemap.xml: every public page at its canonical URL in each language it has, with when it last changed where
 * that is known, and each entry's language alternates (en-CA, fr-CA, and x-default the English page), so the two
 * versions name each other both ways (ADR 085); a page's French version is the one its data names (a post's at
 * its French slug, none for a post in English only: issue 37).
 */
export function sitemapXml(pages: SitePage[], siteUrl: string): string {
  const published = new Set(pages.map((page) => page.path));
  const entries = canonicalPages(pages).flatMap((page) => {
    const english = siteUrl + page.path;
    const french = page.alternate && published.has(page.alternate) ? siteUrl + page.alternate : null;
    const lastmod = page.lastmod ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : '';
    const alternates = [
      [LANGUAGE_TAGS.en, english],
      ...(french ? [[LANGUAGE_TAGS.fr, french]] : []),
      ['x-default', english],
    ]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href!)}"/>`)
      .join('');
    return [english, ...(french ? [french] : [])].map(
      (loc) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** /robots.txt: everything public may be crawled, the back office and the borrower's portal not; names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Disallow: /agent-dashboard
Disallow: /super-admin
Disallow: /auth
Disallow: /applications
Disallow: /fr/connexion
Disallow: /fr/demande
Disallow: /portal
Disallow: /fr/portail
Disallow: /api/

Sitemap: ${siteUrl}/sitemap.xml
`;
}
