// Starts the service worker (decision 036) in production builds, once the page has loaded so it
// does not compete with the first view; workbox-window and the update prompt load only then.
// This file is in the first view's script: keep it this small.

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker-client')
      .then((client) => client.startServiceWorker())
      // The shop works without it: a browser may refuse service workers (a private window, a
      // policy, a test that blocks them), and then it is simply a web page.
      .catch(() => {});
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
