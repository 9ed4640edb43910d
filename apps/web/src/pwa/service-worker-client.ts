// The page's side of the service worker (decision 036): registration, keeping the first page
// seen, and the update prompt. Loaded after the page's `load` event (register.ts).
import { isOfflinePage, isPicture } from '@harit/core/offline';
import { Workbox } from 'workbox-window';
import { toast } from '../lib/toast';

export const UPDATE_MESSAGE = 'A new version of Harit is available';

export async function startServiceWorker(): Promise<void> {
  // On the first visit the page and its pictures came before there was a service worker to
  // keep them: it is asked to fetch them once it runs.
  const firstVisit = !navigator.serviceWorker.controller;
  const sw = new Workbox('/sw.js');
  // A new version installed while an old one runs this page (or one left waiting since an
  // earlier visit): it waits until the shopper chooses to reload.
  sw.addEventListener('waiting', () => {
    toast.message(UPDATE_MESSAGE, {
      id: 'sw-update',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: 'Reload',
        onClick: () => {
          sw.addEventListener('controlling', () => window.location.reload());
          sw.messageSkipWaiting();
        },
      },
    });
  });
  await sw.register();
  // A tab left open for days still hears of a new version when the shopper comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sw.update();
  });
  if (firstVisit) {
    await sw.active;
    await sw.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: seenUrls() } });
  }
}

/** This page, if it may be kept, and the pictures it showed, as Workbox's CACHE_URLS lists them. */
function seenUrls(): Array<string | [string, RequestInit]> {
  const page = `${location.origin}${location.pathname}${location.search}`;
  const pictures = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && isPicture(url.pathname))
    .map((url) => url.href);
  return [
    ...(isOfflinePage(location.pathname + location.search)
      ? [[page, { headers: { Accept: 'text/html' } }] as [string, RequestInit]]
      : []),
    ...new Set(pictures),
  ];
}
