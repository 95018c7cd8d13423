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

let french: PortalText | undefined;
let loading: Promise<PortalText> | undefined;

export function loadPortalFrench(): Promise<PortalText> {
  loading ??= import('@maplestone/shared/i18n/fr/portal/index').then((module) => {
    french = module.portalFr;
    return french;
  });
  return loading;
}

export function usePortalWords(): PortalText {
  const locale = useLocale();
  if (locale === 'en') return portalWords;
  return french ?? use(loadPortalFrench());
}
