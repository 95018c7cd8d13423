import { pageTitle, useDocumentMeta } from './document-meta';

/**
 * The title alone ('Page · Maplestone Mortgage'), for pages search engines are kept out of (sign-in,
 * applications, the back office: see robots.txt). Public pages call useDocumentMeta with their description.
 */
export function useTitle(title?: string) {
  useDocumentMeta({ title: pageTitle(title) });
}
