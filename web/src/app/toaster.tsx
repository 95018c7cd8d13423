import { LIMITS } from '@maplestone/shared';
import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import { localeOfPath } from '@maplestone/shared/i18n/paths';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { loadedFrench } from '../lib/french';

/**
 * Where toasts show (issue 35): at the bottom left, where nothing must be read or pressed while they last. At the
 * top they covered dialog titles and close buttons and Val's close button; on the right they would cover the chat
 * button and Val's panel. On a phone (sonner's full width below 600 px) they sit 6rem up: clear of the chat
 * button and of Val's message box, which fill the screen's bottom there.
 */
const DESKTOP_OFFSET = { bottom: 24, left: 24 };
const PHONE_OFFSET = { bottom: 96, left: 16, right: 16 };

/** sonner's Toaster with the site's settings; tells lib/toast once it listens. */
export default function SiteToaster({ onMounted }: { onMounted: () => void }) {
  // Runs after Toaster's own effects, i.e. once it has subscribed to new toasts.
  useEffect(onMounted, [onMounted]);
  // Mounted above the router, at the first toast or interaction: the page's language is its path's.
  const french = localeOfPath(window.location.pathname) === 'fr' ? loadedFrench() : undefined;
  const w = french?.words.widgets ?? widgetsWords;
  return (
    <Toaster
      position="bottom-left"
      offset={DESKTOP_OFFSET}
      mobileOffset={PHONE_OFFSET}
      duration={LIMITS.toastMs}
      richColors
      closeButton
      containerAriaLabel={w.notifications}
      toastOptions={{ closeButtonAriaLabel: w.closeToast }}
    />
  );
}
