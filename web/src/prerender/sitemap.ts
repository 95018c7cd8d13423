import type { SitePage } from './site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /sitemap.xml: every public page, with when it last changed where that is known. */
export function sitemapXml(pages: SitePage[], siteUrl: string): string {
  const entries = pages.map((page) => {
    const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod.slice(0, 10))}</lastmod>` : '';
    return `  <url><loc>${escapeXml(siteUrl + page.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
