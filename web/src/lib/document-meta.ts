import { createContext, useContext, useEffect } from 'react';

export interface DocumentMeta {
  /** The whole document title (not suffixed with the brand). */
  title: string;
  description?: string | null;
  keywords?: string | null;
  image?: string | null;
}

/**
 * What a page renders into <head> when prerendered (ADR 058). The renderer provides one per page; in the
 * browser there is none and the hooks below set the live document's tags instead.
 */
export class HeadCollector {
  meta: DocumentMeta | null = null;
  /** Set by a page that shows its 'not found' state: the renderer publishes no page for it. */
  notFound = false;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Sets (or creates) a <meta> tag and returns how to restore what was there. */
function setMeta(attribute: 'name' | 'property', key: string, value: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !tag;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  const previous = tag.getAttribute('content');
  tag.setAttribute('content', value);
  const element = tag;
  return () => {
    if (created) element.remove();
    else if (previous !== null) element.setAttribute('content', previous);
  };
}

/**
 * A page's title and meta tags (description, keywords, Open Graph and Twitter card), restored when the
 * page goes away. The agent page feeds it the agent's SEO settings. Prerendered, they go into the HTML.
 */
export function useDocumentMeta(meta: DocumentMeta | null) {
  const collector = useContext(HeadCollectorContext);
  if (collector && meta?.title) collector.meta = meta;
  const { title, description, keywords, image } = meta ?? {};
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    document.title = title;
    const restore: (() => void)[] = [setMeta('property', 'og:title', title)];
    if (description) {
      restore.push(setMeta('name', 'description', description));
      restore.push(setMeta('property', 'og:description', description));
    }
    if (keywords) restore.push(setMeta('name', 'keywords', keywords));
    if (image) {
      restore.push(setMeta('property', 'og:image', image));
      restore.push(setMeta('name', 'twitter:card', 'summary_large_image'));
    }
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description, keywords, image]);
}

/** Marks the page as 'not found' while it shows that state: the prerenderer publishes nothing for it. */
export function useNotFound(notFound = true) {
  const collector = useContext(HeadCollectorContext);
  if (collector && notFound) collector.notFound = true;
}
