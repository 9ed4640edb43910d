// A server-rendered page's absolute URLs (canonical, og:url, og:image, JSON-LD; decision 034)
// name the shop's own address, whatever Host header a request carries: with PUBLIC_URL set,
// always PUBLIC_URL; without it, the local address the shop was reached at (decision 010) and
// never a public name someone pointed at it. A page that followed the Host header would hand a
// crawler, and the page cache, a canonical address of the requester's choosing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
import { serverRenderingBuild } from './server-rendering-build.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><title>Harit</title></head><body><div id="root"></div></body></html>';

let web: Awaited<ReturnType<typeof serverRenderingBuild>> | undefined;
let withPublicUrl: TestApp;
let withoutPublicUrl: TestApp;
let productSlug: string;

beforeAll(async () => {
  web = await serverRenderingBuild(INDEX_HTML);
  const WEB_DIST = web.webDist;
  withPublicUrl = await buildTestApp({ WEB_DIST, PUBLIC_URL: 'https://shop.example' });
  withoutPublicUrl = await buildTestApp({ WEB_DIST, PUBLIC_URL: undefined });
  const product = await withPublicUrl.db
    .selectFrom('products')
    .select('slug')
    .orderBy('slug')
    .executeTakeFirstOrThrow();
  productSlug = product.slug;
}, 180_000);
afterAll(async () => {
  await withPublicUrl?.close();
  await withoutPublicUrl?.close();
  web?.remove();
});

/** Every absolute http(s) URL in a page's head, and the canonical one on its own. */
async function absoluteUrls(t: TestApp, url: string, host: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { host } });
  expect(response.statusCode).toBe(200);
  const head = response.body.slice(0, response.body.indexOf('</head>'));
  const canonical = head.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const ogUrl = head.match(/<meta property="og:url" content="([^"]*)"/)?.[1];
  const ogImage = head.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
  const all = [...response.body.matchAll(/https?:\/\/[a-z0-9.:[\]-]+/gi)].map((m) => m[0]);
  return { canonical, ogUrl, ogImage, all, body: response.body };
}

describe('with PUBLIC_URL set', () => {
  it.each(['/faq', '/', '/shop?category=Solar', 'product'])(
    '%s names PUBLIC_URL in its canonical, Open Graph and JSON-LD URLs, whatever the Host header',
    async (page) => {
      const url = page === 'product' ? `/product/${productSlug}` : page;
      for (const host of ['evil.example', '127.0.0.1:3000', 'shop.example']) {
        const { canonical, ogUrl, ogImage, all, body } = await absoluteUrls(
          withPublicUrl,
          url,
          host,
        );
        expect(canonical).toBe(`https://shop.example${url}`);
        expect(ogUrl).toBe(`https://shop.example${url}`);
        // Only a product page shows a picture; every other URL is checked below.
        if (page === 'product') {
          expect(ogImage).toMatch(/^https:\/\/shop\.example\//);
          // The words for the picture, for previews read aloud (the product's name).
          expect(body).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
          expect(body).toMatch(/<meta name="twitter:image:alt" content="[^"]+"/);
        }
        expect(body).not.toContain('evil.example');
        const shopUrls = all.filter((u) => !/schema\.org|w3\.org/.test(u));
        expect(shopUrls.length).toBeGreaterThan(0);
        for (const found of shopUrls) expect(found).toBe('https://shop.example');
      }
    },
  );

  it('keeps one page for every Host header, so no request can seed the cache with its own address', async () => {
    const first = await withPublicUrl.app.inject({
      method: 'GET',
      url: '/shipping',
      headers: { host: 'evil.example' },
    });
    const second = await withPublicUrl.app.inject({
      method: 'GET',
      url: '/shipping',
      headers: { host: 'shop.example' },
    });
    expect(second.headers['server-timing']).toMatch(/page-cache;desc=hit/);
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain('evil.example');
  });
});

describe('without PUBLIC_URL (the embedded default)', () => {
  it('names the local address the shop was reached at', async () => {
    const { canonical } = await absoluteUrls(withoutPublicUrl, '/faq', '192.168.1.20:3000');
    expect(canonical).toBe('http://192.168.1.20:3000/faq');
  });

  it('names the default address, never a public host name the request carried', async () => {
    const { canonical, ogImage, body } = await absoluteUrls(
      withoutPublicUrl,
      `/product/${productSlug}`,
      'evil.example',
    );
    expect(canonical).toBe(`http://localhost:3000/product/${productSlug}`);
    expect(ogImage).toMatch(/^http:\/\/localhost:3000\//);
    expect(body).not.toContain('evil.example');
  });
});
