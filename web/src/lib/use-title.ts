import { brand } from '@maplestone/shared';
import { useDocumentMeta } from './document-meta';

/** Sets the document title: 'Page · Maplestone Mortgage' (prerendered into the HTML too). */
export function useTitle(title?: string) {
  useDocumentMeta({ title: title ? `${title} · ${brand.name}` : `${brand.name} · ${brand.tagline}` });
}
