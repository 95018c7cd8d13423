import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { DialogsProvider } from '../dialogs';
import { RouteErrorBoundary } from '../route-error';
import { useSignedOutRedirect } from '../use-signed-out-redirect';
import { Footer } from './footer';
import { Header } from './header';

/** A new page starts at the top (an in-page #anchor scrolls to its target). */
function useScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Every page: skip link, header, the route, footer, the site-wide dialogs and the chat launcher. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  useSignedOutRedirect();
  return (
    <DialogsProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
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
