// The built web app (issue 12 item 4): every page of the app loads on refresh with status 200;
// any other path gets the same app, which shows its 404 page, with status 404.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'harit-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('pages of the web app', () => {
  // Every page path answers with the app; a path no page has answers 404, and the app shows
  // its 404 page.
  it.each([
    ['/', 200],
    ['/shop', 200],
    ['/shop?search=solar', 200],
    ['/orders/HRT-20260101-0001', 200],
    ['/carbon-tracker/', 200],
    ['/no-such-page', 404],
    ['/shop/solar', 404],
    ['/orders/HRT-1/extra', 404],
  ])('%s answers %i with the app', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers an unknown API path with a JSON message, not the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.stringMatching(/no-such-thing/) });
  });
});
