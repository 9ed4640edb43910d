/**
 * The tab's title while this renders. React 19 puts a `<title>` rendered anywhere into <head>
 * (decision 059): on the server it comes first in the page's markup, which apps/server's web
 * plugin moves into index.html's <head>; in the browser it is added and removed with the page.
 */
export function DocumentTitle({ children }: { children: string }) {
  return <title>{children}</title>;
}
