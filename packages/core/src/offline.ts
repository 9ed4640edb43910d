// What the service worker may keep for reading offline (decision
// 036): one list, read by the service worker (apps/web/src/pwa/sw.ts) and by the pages that say
// they need a connection, so "which pages work offline" is decided once. Everything kept is
// what a signed-out visitor sees: the public pages (the same list search engines read), the
// catalogue's API answers and the pictures. One person's data (cart, orders, account, the
// console, sign-in) is never kept: a kept copy could be another person's or out of date.
import { PUBLIC_PAGE_PATHS } from './findable.ts';
import { matchPage } from './pages.ts';

/** The Cache Storage caches the service worker fills as pages are seen (besides its precache). */
export const OFFLINE_CACHES = {
  /** Public pages' HTML as the server rendered it, keyed by URL with its query. */
  pages: 'harit-pages',
  /** Signed-out answers of the catalogue API, for pages the app renders itself. */
  catalogue: 'harit-catalogue',
  /** Product and category pictures (catalogue and merchants' uploads). */
  pictures: 'harit-pictures',
  /** Script chunks of earlier builds that kept pages still name. */
  assets: 'harit-assets',
} as const;

/** How many entries each cache holds at most; the least recently used go first. */
export const OFFLINE_CACHE_LIMITS = {
  pages: 60,
  catalogue: 100,
  pictures: 300,
  assets: 150,
} as const;

/** Kept pages and API answers older than this are dropped: a week-old price misleads. */
export const OFFLINE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Pictures never change under a name: kept longer. */
export const OFFLINE_PICTURE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** How long a page or API answer may take before the kept copy is shown instead (patchy 4G). */
export const NETWORK_TIMEOUT_SECONDS = 4;

const publicPages: readonly string[] = PUBLIC_PAGE_PATHS;

/** Whether the page at this URL path may be kept and read offline: a public page. */
export function isOfflinePage(urlPath: string): boolean {
  const match = matchPage(urlPath);
  return match !== null && publicPages.includes(match.page);
}

/**
 * Whether this API path is the catalogue's (products, their categories, reviews and related
 * products): the same for every signed-out visitor. Pin codes, cart, orders, account and the
 * rest are not.
 */
export function isCatalogueApi(pathname: string): boolean {
  return /^\/api\/products(?:\/|$)/.test(pathname);
}

/** Whether this path is a picture: the catalogue's (/images/) or a merchant's upload (/uploads/). */
export function isPicture(pathname: string): boolean {
  return /^\/(?:images|uploads)\//.test(pathname);
}

/**
 * Whether an answer may be kept: a whole 200 that the server does not mark as one person's
 * (`private`) or as never to be stored (`no-store`, which every signed-in API answer carries).
 */
export function mayKeepAnswer(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  return !/\b(?:no-store|private)\b/i.test(cacheControl ?? '');
}
