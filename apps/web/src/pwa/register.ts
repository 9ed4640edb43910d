// Starts the service worker (decision 036) in production builds, once the page has loaded and
// its app has started (decision 055), in a moment the main thread is idle: its install fetches
// and stores every file of the app, which on a phone's few cores competes with the start's
// tasks. workbox-window and the update prompt load only then.
// This file is in the first view's script: keep it this small.

/** The longest a started page waits for an idle moment before the service worker starts. */
const SERVICE_WORKER_IDLE_TIMEOUT_MS = 3_000;

/** Called once, when the app runs (its first commit and the parts it hydrates: main.tsx). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker-client')
      .then((client) => client.startServiceWorker())
      // The shop works without it: a browser may refuse service workers (a private window, a
      // policy, a test that blocks them), and then it is simply a web page.
      .catch(() => {});
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(start, { timeout: SERVICE_WORKER_IDLE_TIMEOUT_MS });
    } else setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
