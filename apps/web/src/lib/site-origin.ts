/**
 * The shop's address, for the absolute URLs a page's head carries (canonical, Open Graph,
 * JSON-LD; decision 034): in the browser, the address the page was opened at. The server's
 * sitemap uses config.publicUrl; with PUBLIC_URL set, shoppers (and crawlers) reach the shop
 * only there, so the two agree.
 */
export function siteOrigin(): string {
  return window.location.origin;
}
