import { brand, messages } from '@maplestone/shared';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { absoluteUrl, brokerageJsonLd, type JsonLdThing, jsonLdText } from './structured-data';

export interface DocumentMeta {
  /** The whole document title (see pageTitle for the brand's suffix). */
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** The share image (og:image): an absolute URL or a path on the site. */
  image?: string | null;
  /** The page's one address, a path ('/agent/sarahchen'); by default the path it was reached at. */
  canonicalPath?: string;
  /** Open Graph type: 'website' unless the page is a post ('article') or a broker ('profile'). */
  type?: 'website' | 'article' | 'profile';
  /** The page's own schema.org things, given the site's origin (the brokerage is on every page already). */
  jsonLd?: (siteUrl: string) => JsonLdThing[];
  /** Set through useNotFound: noindex, no canonical, and the prerenderer publishes no page. */
  notFound?: boolean;
}

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

/** 'Page · Maplestone Mortgage'; without a page (the home page), the brand and the hero's headline. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${brand.name}` : `${brand.name} · ${messages.home.headline}`;
}

const DESCRIPTION_LENGTH = 160;

/** A meta description from longer text (a bio, a product's text): whole words, '…' where it is cut. */
export function summaryOf(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * Everything a page puts in <head>: description, keywords, robots, canonical and hreflang alternates, Open
 * Graph, Twitter card, and one JSON-LD script (the brokerage, then the page's own things). Pure: the
 * prerenderer writes it as HTML (prerender/head-tags.ts), the browser sets it in the live document.
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
  if (url) {
    link({ rel: 'canonical', href: url });
    // The French pages (issue 20) add their own alternate beside these.
    link({ rel: 'alternate', hreflang: brand.locale, href: url });
    link({ rel: 'alternate', hreflang: 'x-default', href: url });
  }
  property('og:type', meta.type ?? 'website');
  property('og:site_name', brand.name);
  property('og:locale', brand.locale.replace('-', '_'));
  property('og:title', title);
  if (description) property('og:description', description);
  if (url) property('og:url', url);
  if (image) property('og:image', image);
  named('twitter:card', image ? 'summary_large_image' : 'summary');
  named('twitter:title', title);
  if (description) named('twitter:description', description);
  if (image) named('twitter:image', image);

  const things = [brokerageJsonLd(siteUrl), ...(notFound ? [] : (meta.jsonLd?.(siteUrl) ?? []))];
  tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: jsonLdText(things) });
  return { title, tags };
}

/**
 * What a page renders into <head> when prerendered (ADR 058). The renderer provides one per page, with the
 * site's origin; in the browser there is none and useDocumentMeta sets the live document's tags instead.
 */
export class HeadCollector {
  meta: DocumentMeta | null = null;
  /** Set by a page that shows its 'not found' state: the renderer publishes no page for it. */
  notFound = false;
  constructor(readonly siteUrl: string) {}
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** '/blog/' → '/blog': the path a page is published and linked at. */
const canonicalOf = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The page's head (see pageHead). Prerendered, it is collected for the HTML; in the browser it replaces the
 * previous page's tags (and the shell's description) and is taken away when the page goes. One call per page.
 */
export function useDocumentMeta(meta: DocumentMeta | null) {
  const collector = useContext(HeadCollectorContext);
  const { pathname } = useLocation();
  const resolved = meta ? { ...meta, canonicalPath: meta.canonicalPath ?? canonicalOf(pathname) } : null;
  if (collector && resolved) {
    collector.meta = resolved;
    if (resolved.notFound) collector.notFound = true;
  }
  const head = resolved && !collector ? JSON.stringify(pageHead(resolved, window.location.origin)) : '';
  useEffect(() => (head ? showHead(JSON.parse(head) as PageHead) : undefined), [head]);
}

/** A page's 'not found' state: its title, noindex, and (prerendered) a 404 instead of a page. */
export function useNotFound(title: string) {
  // 'Product not found.' reads as a sentence on the page, as a title without its full stop.
  useDocumentMeta({ title: pageTitle(title.replace(/\.$/, '')), notFound: true });
}

/** Sets the page's head in the live document; returns how to take it away again. */
function showHead(head: PageHead): () => void {
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
