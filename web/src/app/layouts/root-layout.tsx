import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { type Locale, otherLocale } from '@maplestone/shared/i18n/locale';
import { isBackOffice, isPortal } from '@maplestone/shared/i18n/paths';
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

/** Whether to offer the other language: the visitor never chose, and their browser's first language is it. */
export function offersOtherLanguage(visit: {
  locale: Locale;
  chosen: string | null;
  preferred: string;
}): boolean {
  return !visit.chosen && visit.preferred.toLowerCase().startsWith(otherLocale(visit.locale));
}

/**
 * The other language, offered to a visitor whose browser's first language it is and who never chose (ADR 085).
 * Its own component, so its state changes nothing else on the page (an update reaching the page's content while
 * it still hydrates would make React render it again from scratch); shown at the visitor's first interaction,
 * so it never competes with the page's first paint (nor counts as its largest one). Never in the back office,
 * which is English only and has no site frame.
 */
function LanguageOffer() {
  const locale = useLocale();
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    let chosen: string | null = null;
    try {
      chosen = window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
    } catch {
      chosen = null;
    }
    const preferred = navigator.languages?.[0] ?? navigator.language ?? '';
    if (!offersOtherLanguage({ locale, chosen, preferred })) return setOffer(false);
    const show = () => setOffer(true);
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    const options = { capture: true, passive: true, once: true };
    for (const event of events) window.addEventListener(event, show, options);
    return () => {
      for (const event of events) window.removeEventListener(event, show, options);
    };
  }, [locale]);
  return offer ? (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  ) : null;
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

/**
 * Every page, in its language: skip link, header, the route, footer, the site-wide dialogs and the chat launcher.
 * A back-office page fills the window with its own shell (ADR 089): a signed-in broker or admin gets the skip link
 * and the route, no site header (Agent Login, Apply Now), footer, chat launcher or language offer.
 */
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
  const site = !isBackOffice(pathname);
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
      {site ? <LanguageOffer /> : null}
      <div className="flex min-h-dvh flex-col">
        {site ? <Header /> : null}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {site ? <Footer /> : null}
      </div>
      {/* Val captures leads: a borrower in their own file has a broker already, and the button would cover the form. */}
      {site && !isPortal(pathname) ? <ChatLauncher /> : null}
    </DialogsProvider>
  );
}
