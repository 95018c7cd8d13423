import type { HeadCollector } from '../lib/document-meta';
import { type HeadTag, PAGE_TAG_ATTRIBUTE, type PageHead, pageHead } from '../lib/page-head';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tagHtml(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const open = `<${tag.tag}${attributes} ${PAGE_TAG_ATTRIBUTE}>`;
  // The script's text is JSON-LD with '<' already escaped (structured-data.ts): it cannot close the script.
  return tag.tag === 'script' ? `${open}${tag.text}</script>` : open;
}

/** The page's <title> and head tags as HTML: the same tags useDocumentMeta sets in the browser. */
export function headTags(head: PageHead): string {
  return [`<title>${escapeHtml(head.title)}</title>`, ...head.tags.map(tagHtml)].join('\n    ');
}

/**
 * The template with the page's head: its title in place of the shell's, its description in place of the
 * shell's default, and its other tags after them. A page that set nothing keeps the shell's head.
 */
export function withHead(template: string, collected: HeadCollector): string {
  if (!collected.meta) return template;
  const head = pageHead(collected.meta, collected.siteUrl);
  const describes = head.tags.some((tag) => tag.attributes.name === 'description');
  const withoutDescription = describes ? template.replace(/\s*<meta name="description"[^>]*>/, '') : template;
  return withoutDescription.replace(/<title>[^<]*<\/title>/, () => headTags(head));
}
