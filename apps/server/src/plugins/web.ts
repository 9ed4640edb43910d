// Serves the built React app and the catalogue images. Every path that is not an API call or a
// file falls back to index.html, so /shop, /cart, ... load on refresh (DESIGN.md §1); a path
// that is no page of the app gets the same index.html, where the app shows its 404 page, with
// status 404. A product page is a page only for a product that exists
//, so /product/<unknown-slug> answers 404 too.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { PUBLIC_PAGE_PATHS } from '@harit/core/findable';
import {
  cookieValue,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
  LOCALE_OF,
  pickLanguage,
} from '@harit/core/language';
import { matchPage } from '@harit/core/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { importModule } from '../start/launcher-hooks.ts';
import { pageOrigin } from './origins.ts';
import { type CatalogueGeneration, createPageCache, type KeptPage } from './page-cache.ts';

const gzipAsync = promisify(gzipCallback);
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

export interface WebOptions {
  /** Whether a product has this slug (features/catalog/product-pages.ts). */
  productPageExists?: (slug: string) => Promise<boolean>;
  /**
   * The catalogue cache's change signal (features/catalog/cache.ts): with it, rendered pages
   * are kept for anonymous visitors until the catalogue changes (page-cache.ts).
   */
  catalogue?: CatalogueGeneration;
  /** Bound on the kept pages' gzip'd bytes (default 8 MB: a few hundred pages). */
  pageCacheBytes?: number;
}

/** A kept page is rendered again after this long, for what no catalogue change covers. */
const PAGE_MAX_AGE_MS = 5 * 60_000;

/** The web app's server-rendering build (apps/web/src/entry-server.tsx, decision 035). */
interface PageRenderer {
  render(
    url: string,
    api: typeof fetch,
    language: Language,
  ): Promise<{ html: string; head: string; state: string } | null>;
}

const publicPages: readonly string[] = PUBLIC_PAGE_PATHS;

export async function registerWeb(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'publicUrlIsDefault'>,
  webDist: string,
  { productPageExists, catalogue, pageCacheBytes = 8 * 1024 * 1024 }: WebOptions = {},
): Promise<void> {
  // Product and category illustrations and the placeholder: content never changes per name.
  await app.register(fastifyStatic, {
    root: path.join(locatePublicDir(), 'images'),
    prefix: '/images/',
    decorateReply: false,
    maxAge: '1d',
  });

  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // Hashed asset names can be cached for a year; index.html, the service worker (sw.js,
    // decision 036) and the manifest never. `send`'s own Cache-Control would replace the one
    // set here (it is applied after setHeaders), so it is turned off.
    // The assets (140-odd files) are served under one wildcard route, not a route per file as
    // for the few files at the top: a start registered two routes per asset.
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      // The build writes each asset brotli'd and gzip'd at their strongest (decision 059).
      preCompressed: true,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    });
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });
  }

  // The server-rendering build brings React and the whole web app: imported after the server
  // listens (or by the first page asked before that), not before, so a start answers sooner
  // (decision 040).
  let rendererLoad: Promise<PageRenderer | null> | undefined;
  const pageRenderer = () => {
    rendererLoad ??= hasWeb ? loadRenderer(webDist) : Promise.resolve(null);
    return rendererLoad;
  };
  app.addHook('onListen', (done) => {
    setImmediate(() => pageRenderer().catch(() => {}));
    done();
  });
  const template = hasWeb ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const renderedTemplate = inlineStylesheet(template, webDist);
  const hindiFontPreload = hasWeb ? devanagariFontPreload(webDist) : '';

  /** The page's API calls, answered by this server in-process (no request over the network). */
  const inProcessApi: typeof fetch = async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };

  const pageCache = catalogue
    ? createPageCache({ catalogue, maxBytes: pageCacheBytes, maxAgeMs: PAGE_MAX_AGE_MS })
    : null;

  /**
   * index.html with a public page rendered into it: its head tags into <head>, in place of
   * index.html's title; its markup into #root; the query cache it was
   * rendered from for the browser to hydrate. Null when it cannot be rendered (the browser
   * then renders it as before).
   */
  async function renderedPage(
    request: FastifyRequest,
    url: URL,
    language: Language,
  ): Promise<string | null> {
    try {
      const renderer = await pageRenderer();
      if (!renderer) return null;
      const page = await renderer.render(url.href, inProcessApi, language);
      if (!page) return null;
      return renderedTemplate
        .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_OF[language]}"`)
        .replace(/<title>[^<]*<\/title>/, '')
        .replace(
          '</head>',
          () =>
            `${page.head}${language === 'hi' ? hindiFontPreload : ''}${WHOLE_PAGE_FIRST}</head>`,
        )
        .replace(
          '<div id="root"></div>',
          // A function: a page's text may hold `$&` and the like, which a replacement string reads.
          () =>
            `<div id="root">${page.html}</div><script type="application/json" id="query-state">${page.state}</script>`,
        );
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      return null;
    }
  }

  /**
   * Answers a public page rendered on the server, from the kept pages when it may (an
   * anonymous request, page-cache.ts); false when it could not be rendered.
   */
  async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const started = performance.now();
    const url = new URL(request.url, pageOrigin(config, request.headers.host));
    // Decision 042: ?lang= in the address, else the browser's remembered choice, else its
    // Accept-Language. The origin is in the key too: the page's canonical and JSON-LD name it.
    const language = pickLanguage({
      param: url.searchParams.get(LANGUAGE_PARAM),
      cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
      accepted: request.headers['accept-language'],
    });
    const key = pageCache && isAnonymous(request) ? `${language} ${url.href}` : null;
    const kept = key ? pageCache?.get(key) : undefined;
    if (kept) return sendPage(request, reply, kept, null, 'page-cache;desc=hit');
    const generation = pageCache?.generation() ?? 0;
    const html = await renderedPage(request, url, language);
    if (html === null) return false;
    const page = { gzip: await gzipAsync(html), etag: weakEtag(html) };
    // A reply that sets a cookie is someone's own; none does today, and none is kept if one does.
    if (key && !reply.hasHeader('set-cookie')) pageCache?.set(key, generation, page);
    const timing = `${key ? 'page-cache;desc=miss, ' : ''}render;dur=${(performance.now() - started).toFixed(1)}`;
    return sendPage(request, reply, page, html, timing);
  }

  /** Whether the app has a page at this URL: a listed page, and for a product, a known slug. */
  async function pageExists(url: string): Promise<boolean> {
    const match = matchPage(url);
    if (match?.page === 'product/:slug' && productPageExists) {
      return productPageExists(match.params.slug ?? '');
    }
    return match !== null;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage && hasWeb) {
      const exists = await pageExists(request.url);
      if (!exists) {
        // A page that was there before (an archived product): the browser's copy
        // must not turn this 404 into an empty "not modified" answer, which Chromium shows as
        // its own error page instead of the app's.
        delete request.headers['if-none-match'];
        delete request.headers['if-modified-since'];
      }
      const page = exists && publicPages.includes(matchPage(request.url)?.page ?? '-');
      if (page && request.method === 'GET' && (await sendRenderedPage(request, reply))) {
        return reply;
      }
      return reply
        .status(exists ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', webDist);
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${request.url}` });
  });
}

/**
 * Sends a rendered page: gzip'd when the browser accepts it (compressed here: @fastify/compress
 * works on routes, and a page comes from the not-found handler, which is none), or 304 when the
 * browser holds this very page. `html` is the plain page when it is at hand.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  html: string | null,
  timing: string,
): true {
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    // The language comes from the cookie or Accept-Language when the address has none.
    .header('Vary', 'Accept-Encoding, Cookie, Accept-Language')
    .header('ETag', page.etag)
    .header('Server-Timing', timing);
  const held = String(request.headers['if-none-match'] ?? '');
  if (held.split(',').some((tag) => tag.trim() === page.etag)) {
    void reply.status(304).send();
  } else if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    void reply.header('Content-Encoding', 'gzip').send(page.gzip);
  } else {
    void reply.send(html ?? gunzipSync(page.gzip).toString('utf8'));
  }
  return true;
}

/** A weak tag, the same for the page gzip'd and plain. */
function weakEtag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/**
 * No Authorization and no cookie but the language's: nobody is signed in, so the page may be
 * kept for, and served from, what every anonymous visitor gets.
 */
function isAnonymous(request: FastifyRequest): boolean {
  if (request.headers.authorization) return false;
  return (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .every((name) => !name || name === LANGUAGE_COOKIE);
}

/**
 * index.html with its stylesheet in a <style> element (decision 037): a rendered page paints
 * without waiting for a second request, which on a phone's connection was ~0.2 s of render
 * blocking. The CSP allows inline styles (security.ts); the file stays for the pages the
 * browser renders itself.
 */
/**
 * Total blocking time (decision 050): the browser paints a rendered page's first frame once its markup
 * is parsed to the end (the query-state block after #root), not a frame of its first part. A page
 * arrives in pieces; Chromium painted the header after the first one, so the style and layout of
 * the rest (≈ 40 ms of CPU, 1,100–1,500 elements) fell after the first contentful paint, a long
 * task in Lighthouse's TBT on some loads and not on others. Browsers without `rel=expect` ignore it.
 */
const WHOLE_PAGE_FIRST = '<link rel="expect" href="#query-state" blocking="render">';

function inlineStylesheet(html: string, webDist: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (link, file: string) => {
      const css = path.join(webDist, file);
      return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : link;
    },
  );
}

/** The server-rendering build beside the web build (apps/web/dist-ssr), if there is one. */
async function loadRenderer(webDist: string): Promise<PageRenderer | null> {
  const entry = path.resolve(webDist, '../dist-ssr/entry-server.js');
  if (!existsSync(entry)) return null;
  return importModule<PageRenderer>(pathToFileURL(entry).href);
}

/** public/ sits beside src/ in the source tree and beside dist/ once built. */
function locatePublicDir(): string {
  if (existsSync(PUBLIC_DIR)) return PUBLIC_DIR;
  return path.resolve(import.meta.dirname, '../../public');
}

/**
 * A Hindi page's Devanagari face (decision 042), asked for with the page: its @font-face says
 * font-display: optional, so a face that arrives late is not used on that page at all.
 */
function devanagariFontPreload(webDist: string): string {
  const assets = path.join(webDist, 'assets');
  const file = existsSync(assets)
    ? readdirSync(assets).find((name) =>
        /^noto-sans-devanagari-devanagari-400-normal-.*\.woff2$/.test(name),
      )
    : undefined;
  return file
    ? `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`
    : '';
}
