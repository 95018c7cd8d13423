import { LIMITS } from '@maplestone/shared';
import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** sonner's Toaster with the site's settings; tells lib/toast once it listens. */
export default function SiteToaster({ onMounted }: { onMounted: () => void }) {
  // Runs after Toaster's own effects, i.e. once it has subscribed to new toasts.
  useEffect(onMounted, [onMounted]);
  return <Toaster position="top-center" duration={LIMITS.toastMs} richColors closeButton />;
}
