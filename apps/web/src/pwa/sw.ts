/// <reference lib="webworker" />
// The service worker (decision 036), built by vite-plugin-pwa's
// injectManifest into dist/sw.js with the list of the build's files in place of
// self.__WB_MANIFEST. What may be kept is decided in @harit/core/offline; here is only how.
//
// - The app's own files (scripts, styles, index.html, icons) are precached at install.
// - Public pages: network first (a short wait, then the kept copy), kept as the server rendered
//   them — index.html is no stand-in for them, it has none of their content.
// - Other pages of the app (cart, checkout, account, …): network only; offline, the app's shell,
//   whose pages then say they need a connection (pwa/connection-gate.tsx).
// - Any page offline that has no copy: the offline page, listing the pages that have one.
// - The catalogue API, signed out only: network first, kept. Pictures: cache first, kept.
// - Nothing else is touched: the cart, sign-in, orders and every request with a token go
//   straight to the network, so no kept copy of one person's data exists to be served.
import {
  isCatalogueApi,
  isOfflinePage,
  isPicture,
  mayKeepAnswer,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHE_LIMITS,
  OFFLINE_CACHES,
  OFFLINE_MAX_AGE_SECONDS,
  OFFLINE_PICTURE_MAX_AGE_SECONDS,
} from '@harit/core/offline';
import { isPagePath } from '@harit/core/pages';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { headOf, type KeptPage, keptPageTitle, offlinePageHtml } from './offline-page';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** The app's shell: what a client-rendered page (cart, checkout, …) starts from. */
const SHELL = '/index.html';

// No directory index and no clean URLs: `/` is the server-rendered home page, never the
// precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first install takes over the open page at once, so the pages seen next are kept; a later
// version waits until the shopper agrees to reload (pwa/service-worker-client.ts).
clientsClaim();
// A navigation's request starts while the service worker is still waking up, instead of after.
navigationPreload.enable();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Keeps only what any signed-out visitor would be given (see mayKeepAnswer). */
const publicAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    !request.headers.has('authorization') &&
    mayKeepAnswer(response.status, response.headers.get('cache-control'))
      ? response
      : null,
};

function limits(maxEntries: number, maxAgeSeconds = OFFLINE_MAX_AGE_SECONDS) {
  return new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * A request for a page: a navigation, or the page's own address that the app asks to be kept
 * after the first visit (CACHE_URLS, asking for text/html).
 */
const isPageRequest = (request: Request) =>
  request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');

registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && isPageRequest(request) && isOfflinePage(url.pathname + url.search),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // A page varies on Cookie and Accept-Language (its language, decision 042), and the cookie
    // the worker's own request of a page carried is not the one a later visit carries: offline,
    // the page kept for this address is the one to show, whichever cookie it came with.
    matchOptions: { ignoreVary: true },
    plugins: [publicAnswersOnly, limits(OFFLINE_CACHE_LIMITS.pages)],
  }),
);

// Every other navigation goes to the network; when that fails, setCatchHandler answers.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && isCatalogueApi(url.pathname) && !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.catalogue,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [publicAnswersOnly, limits(OFFLINE_CACHE_LIMITS.catalogue)],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && isPicture(url.pathname),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.pictures,
    plugins: [
      publicAnswersOnly,
      limits(OFFLINE_CACHE_LIMITS.pictures, OFFLINE_PICTURE_MAX_AGE_SECONDS),
    ],
  }),
);

// Hashed names never change meaning: the chunks left out of the precache (the charts').
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [publicAnswersOnly, limits(OFFLINE_CACHE_LIMITS.assets)],
  }),
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  if (url && isPagePath(url.pathname) && !isOfflinePage(url.pathname)) {
    const shell = await matchPrecache(SHELL);
    if (shell) return shell;
  }
  return offlinePage();
});

async function offlinePage(): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHES.pages);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request): Promise<KeptPage> => {
      const { pathname, search } = new URL(request.url);
      const address = pathname + search;
      const kept = await cache.match(request, { ignoreVary: true });
      return { url: address, title: keptPageTitle(kept ? await headOf(kept) : '', address) };
    }),
  );
  return new Response(offlinePageHtml(pages), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
