// Rendered public pages kept for anonymous visitors (decision 046): the second
// request for a page is answered without rendering it again; a catalogue change, a signed-in
// request and the other language each get their own render.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './eventually.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Harit</title></head><body><div id="root"></div></body></html>';

// A stand-in for the web app's server-rendering build (apps/web/dist-ssr/entry-server.js): it
// counts its renders and shows the first product's price, read through the API as the real
// one reads its data.
const ENTRY_SERVER = `
export async function render(url, api, language) {
  globalThis.__pageCacheRenders = (globalThis.__pageCacheRenders ?? 0) + 1;
  const response = await api('/api/products?limit=1');
  const [first] = await response.json();
  return {
    html: '<p>' + language + ' ' + new URL(url).pathname + ' ' + first.name + ' costs ' + first.price + '</p>',
    head: '<title>Rendered</title>',
    state: '{}',
  };
}
`;

const renders = () => (globalThis as { __pageCacheRenders?: number }).__pageCacheRenders ?? 0;

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'harit-page-cache-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
  t = await buildTestApp({ WEB_DIST: path.join(root, 'dist') });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', ...headers } });
const text = (response: Awaited<ReturnType<typeof page>>) =>
  response.headers['content-encoding'] === 'gzip'
    ? gunzipSync(response.rawPayload).toString('utf8')
    : response.body;

/** Whether a page was rendered for this answer rather than taken from the kept pages. */
const rendered = (response: Awaited<ReturnType<typeof page>>) =>
  /page-cache;desc=miss/.test(String(response.headers['server-timing']));

describe('rendered pages kept for anonymous visitors', () => {
  it('answers the second request for a page from the kept page, without rendering it again', async () => {
    const first = await page('/shop?category=Solar');
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toMatch(/page-cache;desc=miss/);
    const before = renders();
    const second = await page('/shop?category=Solar');
    expect(renders()).toBe(before);
    expect(second.statusCode).toBe(200);
    expect(second.headers['server-timing']).toMatch(/page-cache;desc=hit/);
    expect(text(second)).toBe(text(first));
    expect(text(second)).toContain('<p>en /shop ');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(second.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(second.headers.etag).toBe(first.headers.etag);
    // Without gzip the same page arrives plain.
    const plain = await t.app.inject({ method: 'GET', url: '/shop?category=Solar' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text(first));
    expect(renders()).toBe(before);
  });

  it('answers 304 to a browser holding the same page', async () => {
    const first = await page('/faq');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await page('/faq', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await page('/faq', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('renders again after a product edit, showing the new price', async () => {
    const first = await page('/');
    const name = /<p>en \/ (.+) costs /.exec(text(first))?.[1] ?? '';
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'price_paise'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(text(first)).toContain(`costs ${product.price_paise / 100}<`);
    await t.db
      .updateTable('products')
      .set({ price_paise: product.price_paise + 100 })
      .where('id', '=', product.id)
      .execute();
    // Kept until the change's notification reaches the server; rendered again once it has.
    const before = renders();
    const after = await eventually(() => page('/'), rendered);
    expect(renders()).toBe(before + 1);
    expect(after.headers['server-timing']).toMatch(/page-cache;desc=miss/);
    expect(text(after)).toContain(`costs ${(product.price_paise + 100) / 100}<`);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    // Kept again from then on.
    await page('/');
    expect(renders()).toBe(before + 1);
  });

  it('renders a signed-in request every time, and does not keep it for others', async () => {
    const asha = await t.signUp();
    await page('/shop?category=Kitchen');
    const before = renders();
    const signedIn = await page('/shop?category=Kitchen', { cookie: asha.cookie });
    const withToken = await page('/shop?category=Kitchen', asha.auth);
    expect(renders()).toBe(before + 2);
    expect(signedIn.headers['server-timing']).not.toMatch(/page-cache/);
    expect(withToken.headers['server-timing']).not.toMatch(/page-cache/);
    // A page rendered for a signed-in request is not kept: a new address stays unrendered.
    await page('/shop?category=Bamboo', asha.auth);
    const anonymous = await page('/shop?category=Bamboo');
    expect(anonymous.headers['server-timing']).toMatch(/page-cache;desc=miss/);
  });

  it('keeps Hindi and English apart, by address, cookie and Accept-Language', async () => {
    const english = await page('/shop?category=Home');
    const hindi = await page('/shop?category=Home', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(text(english)).toContain('<p>en /shop ');
    expect(text(hindi)).toContain('<p>hi /shop ');
    const before = renders();
    const byCookie = await page('/shop?category=Home', { cookie: 'harit-lang=hi' });
    const byAddress = await page('/shop?category=Home&lang=hi');
    const englishAgain = await page('/shop?category=Home');
    expect(text(byCookie)).toContain('<p>hi /shop ');
    expect(text(byAddress)).toContain('<p>hi /shop ');
    expect(text(englishAgain)).toContain('<p>en /shop ');
    // The cookie's page is the Accept-Language one's; the address with ?lang= is another address.
    expect(renders()).toBe(before + 1);
  });

  it('keeps another instance right: its kept pages go when the catalogue changes', async () => {
    const other = await t.anotherInstance();
    const ask = (url: string) =>
      other.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    await ask('/shop?category=Solar&sort=price-asc');
    const kept = await ask('/shop?category=Solar&sort=price-asc');
    expect(kept.headers['server-timing']).toMatch(/page-cache;desc=hit/);
    await t.db
      .updateTable('products')
      .set({ stock: 7 })
      .where(
        'id',
        '=',
        (await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id,
      )
      .execute();
    const after = await eventually(() => ask('/shop?category=Solar&sort=price-asc'), rendered);
    expect(after.headers['server-timing']).toMatch(/page-cache;desc=miss/);
  });
});
