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

export function siteOrigin(): string {
  return typeof window === 'undefined' ? renderingOrigin : window.location.origin;
}
