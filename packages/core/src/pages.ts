// The one list of the web app's pages: the router builds its routes from it, and the server
// answers any other path with the 404 page and status 404.

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
  // One product by slug (or id, which the API also answers to).
  'product/:slug',
  // The built-in test gateway's payment page (decision 033).
  'pay/test/:orderNumber',
  // An invitation to the merchant console (decision 081): public, outside the console's layout.
  'admin/invite/:token',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

/** The merchant console's pages: staff only, loaded only when visited. */
export const ADMIN_PAGE_PATHS = [
  'admin',
  'admin/products',
  'admin/products/new',
  'admin/products/import',
  'admin/products/:id',
  'admin/categories',
  'admin/customers',
  'admin/customers/:id',
  'admin/orders',
  'admin/orders/:orderNumber',
  'admin/returns',
  'admin/returns/:id',
  'admin/support',
  'admin/support/:reference',
  'admin/staff',
  'admin/audit',
  'admin/coupons',
  'admin/reports',
  'admin/gst-returns',
  'admin/seller-settings',
] as const;
export type AdminPagePath = (typeof ADMIN_PAGE_PATHS)[number];

const pagePatterns = [...PAGE_PATHS, ...ADMIN_PAGE_PATHS].map((page) => ({
  page,
  parts: page.split('/'),
}));

export interface PageMatch {
  page: PagePath | AdminPagePath | '';
  /** `:param` segments by name, URL-decoded, letter case kept. */
  params: Record<string, string>;
}

/**
 * The web app's page at this URL path (query and hash ignored), matched as React Router
 * matches it: letter case and a trailing slash do not matter, and `:param` stands for any one
 * non-empty segment. The home page is ''; no page gives null.
 */
export function matchPage(urlPath: string): PageMatch | null {
  const pathname = urlPath.split(/[?#]/)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { page: '', params: {} };
  for (const { page, parts } of pagePatterns) {
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment.toLowerCase();
      params[part.slice(1)] = safeDecode(segment);
      return true;
    });
    if (matches) return { page, params };
  }
  return null;
}

/** Whether the web app has a page at this URL path (see matchPage). */
export function isPagePath(urlPath: string): boolean {
  return matchPage(urlPath) !== null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
