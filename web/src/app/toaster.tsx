import { LIMITS } from '@maplestone/shared';
import { localeOfPath } from '@maplestone/shared/i18n/paths';
import { widgetsWords } from '@maplestone/shared/words/widgets';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { loadedFrench } from '../lib/french';

/** sonner's Toaster with the site's settings; tells lib/toast once it listens. */
export default function SiteToaster({ onMounted }: { onMounted: () => void }) {
  // Runs after Toaster's own effects, i.e. once it has subscribed to new toasts.
  useEffect(onMounted, [onMounted]);
  // Mounted above the router, at the first toast or interaction: the page's language is its path's.
  const french = localeOfPath(window.location.pathname) === 'fr' ? loadedFrench() : undefined;
  const w = french?.words.widgets ?? widgetsWords;
  return (
    <Toaster
      position="top-center"
      duration={LIMITS.toastMs}
      richColors
      closeButton
      containerAriaLabel={w.notifications}
      toastOptions={{ closeButtonAriaLabel: w.closeToast }}
    />
  );
}
