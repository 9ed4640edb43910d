// Toasts (SPEC §9) without sonner in the first view (decision 037): most visits never show one,
// so sonner and its Toaster load with the first toast asked for. Sonner replays the toasts made
// before its Toaster subscribed, so the first one is not lost while the Toaster loads.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(
  kind: 'success' | 'error' | 'message',
  message: string,
  options?: ExternalToast,
): void {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

/** sonner's toast.success / toast.error / toast.message, loading sonner on first use. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  /** A plain toast, without a success or error mark (e.g. the update prompt). */
  message: (message: string, options?: ExternalToast) => show('message', message, options),
};

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Where the toasts appear: sonner's Toaster, rendered once the first toast is asked for. */
export function Toasts(props: ToasterProps) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
