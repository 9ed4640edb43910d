// The server-rendered public pages validate (decision 071): html-validate's recommended rules,
// less the purely stylistic ones (.htmlvalidate.json at the repository's root), on `/`, `/shop`,
// a product page and `/login`, in English and in Hindi. The web app's real server-rendering
// build is made here into a temporary folder, beside the web app's own index.html, so the test
// needs no `npm run build` first and checks the markup of the sources it runs with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ConfigData, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
import { serverRenderingBuild } from './server-rendering-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const config = JSON.parse(readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8'));
const validator = new HtmlValidate(config as ConfigData);

let t: TestApp;
let web: Awaited<ReturnType<typeof serverRenderingBuild>> | undefined;
let productSlug: string;

beforeAll(async () => {
  web = await serverRenderingBuild(readFileSync(path.join(ROOT, 'apps/web/index.html'), 'utf8'));
  t = await buildTestApp({ WEB_DIST: web.webDist });
  const product = await t.db
    .selectFrom('products')
    .select('slug')
    .where('name_hi', '!=', '')
    .orderBy('slug')
    .executeTakeFirstOrThrow();
  productSlug = product.slug;
}, 180_000);
afterAll(async () => {
  await t?.close();
  web?.remove();
});

/** Every error html-validate reports on the page at `url`, one line each, or [] when none. */
async function markupErrors(url: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const report = await validator.validateString(response.body, url);
  return report.results.flatMap((result) =>
    result.messages.map(
      (m) => `${m.ruleId} at ${m.line}:${m.column} (${m.selector ?? '-'}): ${m.message}`,
    ),
  );
}

describe.each([
  ['English', ''],
  ['Hindi', 'lang=hi'],
])('server-rendered pages in %s validate', (_language, query) => {
  const at = (page: string) => (query ? `${page}${page.includes('?') ? '&' : '?'}${query}` : page);

  it('/ (home)', async () => {
    const response = await t.app.inject({ method: 'GET', url: at('/') });
    // Rendered on the server, not the bare shell: the check reads the page a visitor gets.
    expect(response.body).toContain('<main');
    expect(await markupErrors(at('/'))).toEqual([]);
  });

  it('/shop', async () => {
    expect(await markupErrors(at('/shop'))).toEqual([]);
  });

  it('a product page', async () => {
    expect(await markupErrors(at(`/product/${productSlug}`))).toEqual([]);
  });

  it('/login', async () => {
    expect(await markupErrors(at('/login'))).toEqual([]);
  });
});
