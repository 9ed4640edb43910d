/**
 * The shop's address, for the absolute URLs a page's head carries (canonical, Open Graph,
 * JSON-LD; decision 034): the address the page was opened at — in the browser its location, on
 * the server (decision 035) the address of the request being rendered, so both render the same
 * head. The server's sitemap uses config.publicUrl; with PUBLIC_URL set, shoppers (and crawlers)
 * reach the shop only there, so the two agree.
 */
let renderingOrigin = '';

/** Rendering on the server: the origin of the request (entry-server.tsx). */
export function setRenderingOrigin(origin: string): void {
  renderingOrigin = origin;
}

/**
 * In the browser, the origin a server-rendered page's head was rendered with (its canonical
 * link), read once before the app renders: the server names the configured PUBLIC_URL even when
 * the page was opened at another address of the same machine (127.0.0.1 for localhost), and a
 * head rendered with the browser's own origin then would put a second, conflicting canonical
 * link beside the server's (React keeps the server's tags it cannot match).
 */
const renderedOrigin = typeof document === 'undefined' ? '' : canonicalOrigin(document);

function canonicalOrigin(page: Document): string {
  const href = page.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return '';
  try {
    return new URL(href).origin;
  } catch {
    return '';
  }
}

export function siteOrigin(): string {
  if (typeof window === 'undefined') return renderingOrigin;
  return renderedOrigin || window.location.origin;
}
