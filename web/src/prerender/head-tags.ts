import type { DocumentMeta } from '../lib/document-meta';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's <title> and meta tags, as useDocumentMeta sets them in the browser. */
export function headTags(meta: DocumentMeta | null): string {
  if (!meta) return '';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
  ];
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  }
  if (meta.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`);
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
    tags.push('<meta name="twitter:card" content="summary_large_image" />');
  }
  return tags.join('\n    ');
}

/** The template with the page's head in place of its default title and description. */
export function withHead(template: string, meta: DocumentMeta | null): string {
  if (!meta) return template;
  const withoutDescription = meta.description
    ? template.replace(/\s*<meta name="description"[^>]*>/, '')
    : template;
  return withoutDescription.replace(/<title>[^<]*<\/title>/, headTags(meta));
}
