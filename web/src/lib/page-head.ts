import { brand } from '@maplestone/shared';
import { LANGUAGE_TAGS, type Locale, otherLocale } from '@maplestone/shared/i18n/locale';
import { englishPath, frenchPath, localeOfPath } from '@maplestone/shared/i18n/paths';
import type { DocumentMeta } from './document-meta';
import { loadedFrench } from './french';
import {
  absoluteUrl,
  brokerageJsonLd,
  type JsonLdThing,
  jsonLdText,
  webPageJsonLd,
  webSiteJsonLd,
} from './structured-data';

/** One tag of a page's head besides <title>: both the prerenderer and the browser render these. */
export type HeadTag =
  | { tag: 'meta' | 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: Record<string, string>; text: string };

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

/** Marks the tags that belong to the page shown (not to the SPA shell), in the HTML and in the live head. */
export const PAGE_TAG_ATTRIBUTE = 'data-page';

/**
 * Everything a page puts in <head>: description, keywords, robots, canonical and hreflang alternates, Open
 * Graph, Twitter card, and one JSON-LD script (the brokerage, the page's own things, the page itself, and on
 * the home page the site: ADR 103). Pure: the prerenderer writes it as HTML (prerender/head-tags.ts), the
 * browser sets it in the live document.
 */
export function pageHead(meta: DocumentMeta, siteUrl: string): PageHead {
  const tags: HeadTag[] = [];
  const named = (name: string, content: string) => tags.push({ tag: 'meta', attributes: { name, content } });
  const property = (key: string, content: string) =>
    tags.push({ tag: 'meta', attributes: { property: key, content } });
  const link = (attributes: Record<string, string>) => tags.push({ tag: 'link', attributes });

  const { title, description, keywords, notFound } = meta;
  const url = !notFound && meta.canonicalPath ? absoluteUrl(siteUrl, meta.canonicalPath) : null;
  const image = meta.image ? absoluteUrl(siteUrl, meta.image) : null;

  if (description) named('description', description);
  if (keywords) named('keywords', keywords);
  if (notFound) named('robots', 'noindex');
  const locale = localeOfPath(meta.canonicalPath ?? '/');
  const versions = meta.versions ?? (meta.canonicalPath ? twins(meta.canonicalPath) : null);
  if (url && versions) {
    link({ rel: 'canonical', href: url });
    // The versions name each other, and the English one as the default (ADR 085); only those there are.
    link({ rel: 'alternate', hreflang: LANGUAGE_TAGS.en, href: absoluteUrl(siteUrl, versions.en) });
    if (versions.fr)
      link({ rel: 'alternate', hreflang: LANGUAGE_TAGS.fr, href: absoluteUrl(siteUrl, versions.fr) });
    link({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(siteUrl, versions.en) });
  }
  property('og:type', meta.type ?? 'website');
  property('og:site_name', brand.name);
  property('og:locale', LANGUAGE_TAGS[locale].replace('-', '_'));
  if (!versions || versions[otherLocale(locale)])
    property('og:locale:alternate', LANGUAGE_TAGS[otherLocale(locale)].replace('-', '_'));
  property('og:title', title);
  if (description) property('og:description', description);
  if (url) property('og:url', url);
  if (image) property('og:image', image);
  named('twitter:card', image ? 'summary_large_image' : 'summary');
  named('twitter:title', title);
  if (description) named('twitter:description', description);
  if (image) named('twitter:image', image);

  tags.push({
    tag: 'script',
    attributes: { type: 'application/ld+json' },
    text: jsonLdText(pageJsonLd(meta, siteUrl, locale)),
  });
  return { title, tags };
}

/** A page's versions by its path: the English one and its French twin, if it has one (ADR 085). */
function twins(path: string): { en: string; fr: string | null } {
  const english = englishPath(path);
  const french = frenchPath(english);
  return { en: english, fr: french === english ? null : french };
}

/**
 * The page's JSON-LD: the brokerage (its tagline in the page's language: the French catalogue is loaded on
 * every French page before it renders), the page's own things, then, on a page with an address, the WebPage
 * about the first of them, and on the home page the WebSite. A 'not found' page has the brokerage only.
 */
function pageJsonLd(meta: DocumentMeta, siteUrl: string, locale: Locale): JsonLdThing[] {
  const tagline = locale === 'fr' ? loadedFrench()?.words.layout.footer.tagline : undefined;
  const brokerage = brokerageJsonLd(siteUrl, tagline);
  if (meta.notFound) return [brokerage];
  const own = meta.jsonLd?.(siteUrl) ?? [];
  if (!meta.canonicalPath) return [brokerage, ...own];
  const page = webPageJsonLd(siteUrl, {
    path: meta.canonicalPath,
    name: meta.title,
    description: meta.description,
    inLanguage: LANGUAGE_TAGS[locale],
    type: meta.type === 'profile' ? 'ProfilePage' : 'WebPage',
    mainEntity: own.find((thing) => thing['@id'])?.['@id'],
  });
  const home = englishPath(meta.canonicalPath) === '/';
  return [brokerage, ...own, page, ...(home ? [webSiteJsonLd(siteUrl)] : [])];
}

/** Sets the page's head in the live document; returns how to take it away again. */
export function showHead(head: PageHead): () => void {
  const previousTitle = document.title;
  document.title = head.title;
  // The prerendered page's tags (or a page's left behind) give way; the shell's description too, if we bring one.
  for (const stale of document.head.querySelectorAll(`[${PAGE_TAG_ATTRIBUTE}]`)) stale.remove();
  const describes = head.tags.some((tag) => tag.attributes.name === 'description');
  const shellDescription = describes ? document.head.querySelector('meta[name="description"]') : null;
  shellDescription?.remove();
  const added = head.tags.map((tag) => {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_TAG_ATTRIBUTE, '');
    if (tag.tag === 'script') element.textContent = tag.text;
    return document.head.appendChild(element);
  });
  return () => {
    for (const element of added) element.remove();
    if (shellDescription) document.head.appendChild(shellDescription);
    document.title = previousTitle;
  };
}
