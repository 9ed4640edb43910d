// The one list of the web app's pages: the router builds its routes from it, and the server
// answers any other path with the 404 page and status 404 (issue 12 item 4).

/** SPEC §2 routes plus the pages DESIGN.md §6.3 adds, as React Router paths below `/`. */
export const PAGE_PATHS = [
  'shop',
  'carbon-tracker',
  'wish',
  'cart',
  'checkout',
  'login',
  'signup',
  'reset-password',
  'profile',
  'settings',
  'rewards',
  'orders',
  'orders/:orderNumber',
  'returns',
  'support',
  'faq',
  'terms',
  'privacy',
  'shipping',
  // Issue 14: one product by slug (or id, which the API also answers to).
  'product/:slug',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

const pagePatterns = PAGE_PATHS.map((page) => page.split('/'));

/**
 * Whether the web app has a page at this URL path (query and hash ignored), matched as React
 * Router matches it: letter case and a trailing slash do not matter, and `:param` stands for
 * any one non-empty segment.
 */
export function isPagePath(urlPath: string): boolean {
  const pathname = urlPath.split(/[?#]/)[0] ?? '';
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  if (segments.length === 0) return true;
  return pagePatterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
