// A public page rendered on the server in Hindi (`?lang=hi` or the remembered cookie)
// has a Hindi <title> and description — a product's its Hindi name and description — while the
// English page is as before. The web app's real server-rendering build is made here, once, into
// a temporary folder (≈ 10 s), so the test needs no `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
import { serverRenderingBuild } from './server-rendering-build.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><title>Harit — eco-friendly essentials for a greener life</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let web: Awaited<ReturnType<typeof serverRenderingBuild>> | undefined;
let product: { slug: string; name: string; nameHi: string; descriptionHi: string };

beforeAll(async () => {
  web = await serverRenderingBuild(INDEX_HTML);
  t = await buildTestApp({ WEB_DIST: web.webDist });
  product = await t.db
    .selectFrom('products')
    .select(['slug', 'name', 'name_hi as nameHi', 'description_hi as descriptionHi'])
    .where('name_hi', '!=', '')
    .where('description_hi', '!=', '')
    .orderBy('slug')
    .executeTakeFirstOrThrow();
}, 180_000);
afterAll(async () => {
  await t?.close();
  web?.remove();
});

/** What the page's HTML says in its <title> and description, unescaped. */
async function head(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  const htmlText = (text = '') =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&apos;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const titles = [...response.body.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => htmlText(m[1]));
  const description = htmlText(
    response.body.match(/<meta name="description" content="([^"]*)"/)?.[1],
  );
  return { titles, description, lang: response.body.match(/<html lang="([^"]*)"/)?.[1] };
}

describe('server-rendered pages in Hindi', () => {
  it('GET /product/<slug>?lang=hi has the Hindi name as <title> and the Hindi description', async () => {
    const hindi = await head(`/product/${product.slug}?lang=hi`);
    expect(hindi.lang).toBe('hi-IN');
    expect(hindi.titles).toEqual([`${product.nameHi} · Harit`]);
    expect(hindi.description.slice(0, 40)).toBe(
      product.descriptionHi.replace(/\s+/g, ' ').slice(0, 40),
    );

    // The English page as before; the cookie of a shopper who chose Hindi gives Hindi.
    const english = await head(`/product/${product.slug}`);
    expect(english.titles).toEqual([`${product.name} · Harit`]);
    const remembered = await head(`/product/${product.slug}`, { cookie: 'harit-lang=hi' });
    expect(remembered.titles).toEqual([`${product.nameHi} · Harit`]);
  });

  it('GET /shop?category=…&lang=hi is titled and described with the Hindi category name', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select(['name', 'name_hi as nameHi'])
      .where('name_hi', '!=', '')
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const page = await head(`/shop?category=${encodeURIComponent(category.name)}&lang=hi`);
    expect(page.titles).toEqual([`${category.nameHi} · Harit`]);
    expect(page.description).toMatch(new RegExp(`^Harit पर ${category.nameHi} उत्पाद खरीदें`));

    const home = await head('/?lang=hi');
    expect(home.titles).toEqual(['Harit — हरित जीवन के लिए पर्यावरण-अनुकूल ज़रूरी चीज़ें']);
  });
});
