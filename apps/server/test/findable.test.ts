// Findable pages (decision 034): sitemap.xml lists every product on sale and every category view, under
// the shop's public address; robots.txt keeps crawlers out of the console, the API and private
// pages and points to the sitemap.
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, useTestApp } from './helpers.ts';

const t = useTestApp();

/** The <loc> addresses of sitemap.xml, unescaped. */
async function sitemapLocs(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    (m[1] ?? '').replace(/&amp;/g, '&'),
  );
}

describe('GET /sitemap.xml', () => {
  it('is sitemaps.org XML listing the public pages, every category and every product', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );

    const locs = await sitemapLocs();
    for (const path of ['/', '/shop', '/faq', '/terms', '/privacy', '/shipping', '/support']) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
      // And the same page in Hindi.
      expect(locs).toContain(`${PUBLIC_URL}${path}?lang=hi`);
    }
    expect(locs).not.toContain(`${PUBLIC_URL}/cart`);

    const categories = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    const names = categories.json<{ name: string }[]>().map((c) => c.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(locs).toContain(`${PUBLIC_URL}/shop?category=${encodeURIComponent(name)}`);
    }

    const products = await t.db
      .selectFrom('products')
      .select('slug')
      .where('archived_at', 'is', null)
      .execute();
    expect(products.length).toBeGreaterThan(0);
    const listed = locs.filter((loc) => loc.startsWith(`${PUBLIC_URL}/product/`));
    // Every product once in English and once in Hindi.
    expect(listed.sort()).toEqual(
      products
        .flatMap((p) => [
          `${PUBLIC_URL}/product/${p.slug}`,
          `${PUBLIC_URL}/product/${p.slug}?lang=hi`,
        ])
        .sort(),
    );
  });

  it('leaves out a product once it is archived, and lists it again when it is back', async () => {
    const staff = await t.signUp({ role: 'staff' });
    const { id, slug } = await t.db
      .selectFrom('products')
      .select(['id', 'slug'])
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    const loc = `${PUBLIC_URL}/product/${slug}`;
    const product = await t.as(staff).get(`/api/admin/products/${id}`);
    expect(product.statusCode, product.body).toBe(200);

    const archived = await t
      .as(staff)
      .post(`/api/admin/products/${id}/archive`, { updatedAt: product.json().updatedAt });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await sitemapLocs()).not.toContain(loc);

    const back = await t
      .as(staff)
      .post(`/api/admin/products/${id}/unarchive`, { updatedAt: archived.json().updatedAt });
    expect(back.statusCode, back.body).toBe(200);
    expect(await sitemapLocs()).toContain(loc);
  });
});

describe('GET /robots.txt', () => {
  it('disallows the console, the API and private pages, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of ['/admin', '/api/', '/cart', '/checkout', '/profile', '/orders']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /shop');
    expect(lines).not.toContain('Disallow: /product');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('unknown addresses', () => {
  it('still answer 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap-2.xml' });
    expect(response.statusCode).toBe(404);
  });
});
