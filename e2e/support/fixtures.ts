// The one set-up for the specs (model: epic-stack's tests/playwright-utils.ts).
// `newUser` signs a fresh account up in the page's browser context, so its session cookie signs
// the page in; `signedInPage` is that page. Helpers for what several specs do after that: call
// the API as the user, and check a page with axe.
//
// No 429 retries: playwright.config.ts raises AUTH_RATE_LIMIT for the run, so a sign-up is
// never limited here; a 429 is a failure worth seeing.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { apiClient, identityToken } from './api';

export interface NewUser {
  id: string;
  email: string;
  name: string;
  password: string;
}

export interface SignUpOptions {
  name?: string;
  /** The start of the e-mail's local part, to tell a spec's accounts apart in the logs. */
  emailPrefix?: string;
  password?: string;
}

/** Signs a new user up through the API in `page`'s context (its cookie signs the page in). */
export async function signUp(
  page: Page,
  { name = 'Kavya Nair', emailPrefix = 'shopper', password = 'green-leaf-42' }: SignUpOptions = {},
): Promise<NewUser> {
  const email = `${emailPrefix}-${randomUUID().slice(0, 8)}@example.in`;
  const origin = String(base.info().project.use.baseURL);
  const { data, error } = await apiClient(page, origin).POST('/api/auth/sign-up/email', {
    body: { email, password, name },
    headers: { origin },
  });
  expect(data, JSON.stringify(error)).toBeTruthy();
  return { id: data!.user.id, email, name, password };
}

/** Calls the API as the signed-in user of `page`, with the session's own identity token. */
export async function apiAs<T>(
  page: Page,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; data?: object } = {},
): Promise<T> {
  // The page's own context: the shop under test, or a second server the spec started.
  const client = apiClient(page);
  const token = await identityToken(client);
  // Any path a spec names: the typed client, with the path's type left to the caller's T.
  const { data, error, response } = await client.request(
    (init.method ?? 'GET').toLowerCase() as 'get',
    `/api${path}` as never,
    { body: init.data, headers: { authorization: `Bearer ${token}` } } as never,
  );
  expect(response.ok, `${path}: ${JSON.stringify(error)}`).toBeTruthy();
  return data as T;
}

/**
 * Runs axe on the page as it is; lists each violation with the elements it names. `soft` lets a
 * spec that sweeps many pages report every failing page in one run.
 */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}) {
  const results = await new AxeBuilder({ page }).analyze();
  (soft ? expect.soft : expect)(
    results.violations.map(
      (v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The embedded demo's merchant, an admin; README names the password. */
export const DEMO_MERCHANT = { email: 'merchant@harit.in', password: 'harit-merchant' };

/**
 * A server-rendered page (decision 035) shows its buttons and links before its script runs, and
 * a click then does nothing: once an HTML page has loaded, wait for the app's `data-hydrated`
 * mark (main.tsx) as a shopper waits for a page to respond.
 */
async function untilRunning(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** `page` whose goto and reload return once the app runs on the page they load. */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilRunning(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilRunning(page, response);
    return response;
  };
  return page;
}

export const test = base.extend<{ newUser: NewUser; signedInPage: Page; merchantPage: Page }>({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  newUser: async ({ page }, use) => {
    await use(await signUp(page));
  },
  signedInPage: async ({ page, newUser }, use) => {
    expect(newUser.id).toBeTruthy();
    await use(page);
  },
  /**
   * A page of its own browser context signed in as the demo merchant, beside `page` (a shopper's):
   * a spec can switch between the two as two people would. `apiAs(merchantPage, …)` calls the
   * console's API as the merchant.
   */
  merchantPage: async ({ browser }, use) => {
    const baseURL = String(base.info().project.use.baseURL);
    const context = await browser.newContext({ baseURL });
    const page = waitingForTheApp(await context.newPage());
    const { data, error } = await apiClient(page, baseURL).POST('/api/auth/sign-in/email', {
      body: DEMO_MERCHANT,
      headers: { origin: baseURL },
    });
    expect(data, JSON.stringify(error)).toBeTruthy();
    await use(page);
    await context.close();
  },
});

export { expect };
