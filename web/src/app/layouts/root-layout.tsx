import { otherLocale } from '@maplestone/shared/i18n/locale';
import { isEnglishOnly } from '@maplestone/shared/i18n/paths';
import { layoutWords } from '@maplestone/shared/words/layout';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { LocaleProvider, useLocale, useWords } from '../../lib/i18n';
import { DialogsProvider } from '../dialogs';
import { RouteErrorBoundary } from '../route-error';
import { useSignedOutRedirect } from '../use-signed-out-redirect';
import { Footer } from './footer';
import { Header } from './header';
import { LANGUAGE_CHOICE_KEY } from './language-switch';

const LanguageSuggestion = lazy(() => import('./language-suggestion'));

/**
 * Whether to offer the other language: only once the page is in the browser (the prerendered HTML is the same
 * for everyone), when the visitor never chose, and their browser's first language is the other one.
 */
function useOfferOtherLanguage(): boolean {
  const locale = useLocale();
  const { pathname } = useLocation();
  const englishOnly = isEnglishOnly(pathname);
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    if (englishOnly) return setOffer(false);
    let chosen: string | null = null;
    try {
      chosen = window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
    } catch {
      chosen = null;
    }
    const preferred = navigator.languages?.[0] ?? navigator.language ?? '';
    setOffer(!chosen && preferred.toLowerCase().startsWith(otherLocale(locale)));
  }, [locale, englishOnly]);
  return offer;
}

/** A new page starts at the top (an in-page #anchor scrolls to its target). */
function useScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Every page, in its language: skip link, header, the route, footer, the site-wide dialogs and the chat launcher. */
export function RootLayout() {
  return (
    <LocaleProvider>
      <Page />
    </LocaleProvider>
  );
}

function Page() {
  const { pathname } = useLocation();
  const l = useWords('layout', layoutWords);
  const offerOtherLanguage = useOfferOtherLanguage();
  useScrollToTop();
  useSignedOutRedirect();
  return (
    <DialogsProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {l.skipToContent}
      </a>
      {offerOtherLanguage ? (
        <Suspense fallback={null}>
          <LanguageSuggestion />
        </Suspense>
      ) : null}
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Footer />
      </div>
      <ChatLauncher />
    </DialogsProvider>
  );
}
