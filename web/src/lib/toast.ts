import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner, 5000 ms). sonner and its <Toaster> load when the browser is idle after the first
 * render, or at the first toast, whichever comes first, so they stay off the critical path. A toast
 * raised before then waits for the Toaster to mount and is then shown, never lost.
 */
type Sonner = typeof import('sonner');

let requestMount: (() => void) | undefined;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<Sonner> | undefined;

function ready(): Promise<Sonner> {
  sonner ??= import('sonner');
  requestMount?.();
  return Promise.all([sonner, mounted]).then(([module]) => module);
}

/** Called by <ToasterHost>: how to mount the Toaster, and that it has mounted. */
export function registerToaster(mount: () => void): { onMounted: () => void } {
  requestMount = mount;
  if (sonner) mount();
  return { onMounted: () => markMounted() };
}

type Message = string;
export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    void ready().then((s) => s.toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) =>
    void ready().then((s) => s.toast.error(message, options)),
  message: (message: Message, options?: ExternalToast) => void ready().then((s) => s.toast(message, options)),
};
