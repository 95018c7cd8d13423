import { brand } from '@maplestone/shared';
import { useEffect } from 'react';

/** Sets the document title: 'Page · Maplestone Mortgage'. */
export function useTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${brand.name}` : `${brand.name} · ${brand.tagline}`;
  }, [title]);
}
