import { brand } from '@maplestone/shared';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { localeOfPath, localizedPath } from '@maplestone/shared/i18n/paths';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { JsonLdThing } from './structured-data';

export interface DocumentMeta {
  /** The whole document title (see pageTitle for the brand's suffix). */
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** The share image (og:image): an absolute URL or a path on the site. */
  image?: string | null;
  /**
   * The page's one address, a path ('/agent/sarahchen'); by default the path it was reached at. Written in
   * English, it names the French page's own address on a French page.
   */
  canonicalPath?: string;
  /**
   * The page's address in each language where its data decides them (a post's French version has a slug of its
   * own, and a post in English only has no French page: issue 37); by default its path's twin (ADR 085).
   */
  versions?: { en: string; fr: string | null };
  /** Open Graph type: 'website' unless the page is a post ('article') or a broker ('profile'). */
  type?: 'website' | 'article' | 'profile';
  /** The page's own schema.org things, given the site's origin (the brokerage is on every page already). */
  jsonLd?: (siteUrl: string) => JsonLdThing[];
  /** Set through useNotFound: noindex, no canonical, and the prerenderer publishes no page. */
  notFound?: boolean;
}

/** 'Page · Maplestone Mortgage'; without a page (the home page), the brand and the hero's headline. */
export function pageTitle(title?: string, headline: string = layoutWords.headline): string {
  return title ? `${title} · ${brand.name}` : `${brand.name} · ${headline}`;
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
  const canonicalPath = localizedPath(meta?.canonicalPath ?? canonicalOf(pathname), localeOfPath(pathname));
  const resolved = meta ? { ...meta, canonicalPath } : null;
  if (collector && resolved) {
    collector.meta = resolved;
    if (resolved.notFound) collector.notFound = true;
  }
  // The page's own things are worked out here so that the effect runs again only when the head changes.
  const head =
    resolved && !collector
      ? JSON.stringify({ ...resolved, jsonLd: resolved.jsonLd?.(window.location.origin) ?? [] })
      : '';
  useEffect(() => {
    if (!head) return;
    const { jsonLd, ...shown } = JSON.parse(head) as Omit<DocumentMeta, 'jsonLd'> & { jsonLd: JsonLdThing[] };
    let left = false;
    let undo: (() => void) | undefined;
    // The head's code (tags, the brokerage's JSON-LD) is not needed for the page to show or hydrate.
    void import('./page-head').then(({ pageHead, showHead }) => {
      if (!left) undo = showHead(pageHead({ ...shown, jsonLd: () => jsonLd }, window.location.origin));
    });
    return () => {
      left = true;
      undo?.();
    };
  }, [head]);
}

/** A page's 'not found' state: its title, noindex, and (prerendered) a 404 instead of a page. */
export function useNotFound(title: string) {
  // 'Product not found.' reads as a sentence on the page, as a title without its full stop.
  useDocumentMeta({ title: pageTitle(title.replace(/\.$/, '')), notFound: true });
}
