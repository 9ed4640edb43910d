// Decision 035: renders a public page to HTML on the server (apps/server's web
// plugin imports the build of this file). The same routes and data layer as the browser: React
// Router's static handler resolves the page, prefetchPage fills a fresh query cache through the
// pages' own query options, and the cache goes to the browser to hydrate from.
import type { Language } from '@harit/core/language';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prefetchPage } from './app/prefetch';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { loadLanguage, setLanguageNow } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { setRenderingOrigin } from './lib/site-origin';

export interface RenderedPage {
  /** The page's markup, for index.html's #root. */
  html: string;
  /** The page's <title>, <meta> and <link> tags, for index.html's <head> (decision 059). */
  head: string;
  /** The query cache the page was rendered from, as JSON for the browser. */
  state: string;
}

/**
 * The page at `url` (absolute: its origin is the one the page's head names), or null when the
 * router answers with a redirect. `api` answers the page's API calls (the server, in-process).
 * `language`: the one the page is shown in (the server picks it: decision 042).
 */
export async function render(
  url: string,
  api: typeof fetch,
  language: Language = 'en',
): Promise<RenderedPage | null> {
  setApiTransport(api);
  const request = new Request(url);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return null;

  await loadLanguage(language);
  const queryClient = createQueryClient();
  await prefetchPage(queryClient, new URL(url), language);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No loaders, so no router data to hand over: main.tsx starts the browser's router itself.
  const markup = await oneAtATime(async () => {
    // The origin and the language are set here, next to the render: pages rendered at the same
    // time for other addresses (localhost, a LAN address) or in the other language set theirs
    // while this one awaited its data; one render at a time keeps them until it ends.
    setRenderingOrigin(new URL(url).origin);
    setLanguageNow(language);
    const stream = await renderToReadableStream(
      <StrictMode>
        <Providers client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      // No boundary written apart from its place (React outlines one past this size, to be
      // moved in by an inline script, which the CSP refuses): the page is one piece of markup.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    // Read whole once every Suspense boundary is ready (a lazy component the page shows, as the
    // home page's newsletter form): the page is cached and sent whole with its ETag (decisions
    // 046, 059), and a boundary streamed later would need an inline script the CSP refuses.
    await stream.allReady;
    return new Response(stream).text();
  });
  const { head, html } = splitHead(markup);
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  queryClient.clear();
  return { html, head, state };
}

/**
 * React 19 writes the tags it hoists (`<title>`, `<meta>`, `<link>`, wherever a page renders
 * them, and the preloads it adds for the first screen's pictures) at the start of a render that
 * is not a whole document: they go to index.html's <head>, the rest into #root.
 */
export function splitHead(markup: string): { head: string; html: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(markup)?.[0] ?? '';
  return { head: leading, html: markup.slice(leading.length) };
}

let rendering: Promise<unknown> = Promise.resolve();

/**
 * Renders one at a time: the rendering origin is one value, and a render that waits for a lazy
 * module (or React's stream, which yields between its parts) would let another render set its
 * own meanwhile. A render that waits for nothing ends
 * at once, so the queue is empty but for the first renders after a start.
 */
function oneAtATime<T>(task: () => T | Promise<T>): Promise<T> {
  const result = rendering.then(task);
  rendering = result.catch(() => undefined);
  return result;
}
