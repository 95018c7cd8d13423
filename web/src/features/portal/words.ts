import { type PortalWords, portalWords } from '@maplestone/shared/i18n/en/portal/index';
import type { Words } from '@maplestone/shared/i18n/words';
import { use } from 'react';
import { useLocale } from '../../lib/i18n';

/**
 * The portal's words in the page's language (issue 38). They are not in the public site's catalogue: the English
 * come with the portal's code; the French download once, on the first French portal page, as the site's French
 * catalogue does (lib/french.ts), and that page waits for them (the route's Suspense).
 */
export type PortalText = Words<PortalWords>;

let loading: Promise<PortalText> | undefined;

export function loadPortalFrench(): Promise<PortalText> {
  if (!loading) {
    // Marked fulfilled the way React's use() reads a settled promise, so every render after the first calls use()
    // and gets the words at once: the hook is called on every render, never skipped once loaded.
    const promise: Promise<PortalText> = import('@maplestone/shared/i18n/fr/portal/index').then((module) => {
      Object.assign(promise, { status: 'fulfilled', value: module.portalFr });
      return module.portalFr;
    });
    loading = promise;
  }
  return loading;
}

export function usePortalWords(): PortalText {
  // use() may be called conditionally; on a French page it is called on every render (see loadPortalFrench).
  if (useLocale() === 'en') return portalWords;
  return use(loadPortalFrench());
}
