import { brand } from '@maplestone/shared';
import type { SitePage } from './site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The pages a search engine should index: one address per page. An agent's page has two (by slug and by
 * id) and names the slug's as canonical; listSitePages puts that one first, so the first page showing an
 * agent is the one listed.
 */
function canonicalPages(pages: SitePage[]): SitePage[] {
  const agentsListed = new Set<string>();
  return pages.filter((page) => {
    const agent = page.topics.find((topic) => topic.startsWith('agent:'));
    if (!agent) return true;
    if (agentsListed.has(agent)) return false;
    agentsListed.add(agent);
    return true;
  });
}

/**
 * /sitemap.xml: every public page at its canonical URL, with when it last changed where that is known,
 * and its language alternates (English only until the French pages of issue 20 add theirs).
 */
export function sitemapXml(pages: SitePage[], siteUrl: string): string {
  const entries = canonicalPages(pages).map((page) => {
    const loc = escapeXml(siteUrl + page.path);
    const lastmod = page.lastmod ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : '';
    const alternates = [brand.locale, 'x-default']
      .map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${loc}"/>`)
      .join('');
    return `  <url><loc>${loc}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** /robots.txt: everything public may be crawled, the back office not; names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Disallow: /agent-dashboard
Disallow: /super-admin
Disallow: /auth
Disallow: /applications
Disallow: /api/

Sitemap: ${siteUrl}/sitemap.xml
`;
}
