import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/fixtures';
import { GOOGLE_USER } from '../support/mock-ports';

// Sign-in returns only to a page of this shop (core's return-path rule): an address written as a
// path that a browser reads as another site's — `/../..//evil.example` is `//evil.example` once
// normalised — lands on the home page instead, and is never handed to Google as the callback.

const FOREIGN = [
  '/../..//evil.example',
  '/.//evil.example',
  '/%2F%2Fevil.example',
  '/\\evil.example',
];

/** Every address the page went to, so a hop through another site cannot go unseen. */
function visited(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  return urls;
}

for (const target of FOREIGN) {
  test(`signing in from /login?redirectTo=${target} lands on the shop's home page`, async ({
    page,
    baseURL,
  }) => {
    const account = await signUp(page, { emailPrefix: 'return' });
    await page.context().clearCookies();
    const urls = visited(page);
    await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(
      page.getByRole('banner').getByRole('button', { name: account.name, exact: true }),
    ).toBeVisible();
    for (const url of urls) expect(new URL(url).origin).toBe(baseURL);
  });
}

test('Google sign-in from a foreign redirectTo is asked to come back to the home page', async ({
  page,
  baseURL,
}) => {
  const callbacks: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/auth\/sign-in\//.test(request.url())) {
      callbacks.push(request.postDataJSON()?.callbackURL);
    }
  });
  await page.goto(`/login?redirectTo=${encodeURIComponent('/../..//evil.example')}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(
    page.getByRole('banner').getByRole('button', { name: GOOGLE_USER.name, exact: true }),
  ).toBeVisible();
  expect(callbacks).toEqual(['/']);
});
