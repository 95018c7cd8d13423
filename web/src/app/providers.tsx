import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../lib/api';
import { registerToaster } from '../lib/toast';

/** The app's query defaults; the prerenderer makes one client per page with the same. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // 4xx answers are final; network trouble and 5xx get two more tries.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export const queryClient = createQueryClient();

const SiteToaster = lazy(() => import('./toaster'));

/**
 * Mounts the toaster at the visitor's first interaction (toasts answer what they do, so its live region is there
 * before the first one), or at once when a toast is raised earlier: a page that is only read never loads sonner.
 */
function ToasterHost() {
  const [show, setShow] = useState(false);
  const [handle] = useState(() => registerToaster(() => setShow(true)));
  useEffect(() => {
    const mount = () => setShow(true);
    const options = { capture: true, passive: true, once: true };
    window.addEventListener('pointerdown', mount, options);
    window.addEventListener('keydown', mount, options);
    return () => {
      window.removeEventListener('pointerdown', mount, options);
      window.removeEventListener('keydown', mount, options);
    };
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <SiteToaster onMounted={handle.onMounted} />
    </Suspense>
  ) : null;
}

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
