import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';

// A session ended elsewhere ends here too. The next Add to Cart is
// refused, the person is told and sent to sign in, and comes back to the page afterwards.

test('a session signed out elsewhere: told, sent to sign in, and back on the page after', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `session-${randomUUID().slice(0, 8)}@example.in`;
  const password = 'green-leaf-42';
  const name = 'Nandini Das';
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();

  // Signed in, with an identity token in hand (the cart and wishlist asked for it).
  await page.goto('/shop?search=bamboo');
  await expect(page.getByRole('banner').getByRole('button', { name, exact: true })).toBeVisible();
  // The page's own record of what it fetched: a listener could start after the request.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new URL(entry.name).pathname === '/api/auth/token'),
      ),
    )
    .toBe(true);

  // Signed out on another device holding the same session: the server deletes it.
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const elsewhere = await request.newContext({ baseURL });
  const signOut = await elsewhere.post('/api/auth/sign-out', {
    headers: { origin: baseURL!, cookie },
  });
  expect(signOut.ok(), await signOut.text()).toBeTruthy();
  await elsewhere.dispose();

  // The next Add to Cart is refused. The page may also find out by itself first (the identity
  // client checks the session again now and then) and be on its way to /login already: then the
  // button is gone, and what follows must hold all the same. The notice is a toast that fades,
  // so it is looked for from before the click on.
  const told = expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible({
    timeout: 15_000,
  });
  await page
    .getByTestId('product-card')
    .first()
    .getByRole('button', { name: /Add to Cart/ })
    .click({ timeout: 3_000 })
    .catch(() => {});
  await told;
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/shop?search=bamboo')}`);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }),
  ).toBeVisible();

  // Signing in again: the cart and wishlist wait for the new token instead of first getting 401.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (/\/api\/(cart|wishlist)\//.test(response.url()) && response.status() === 401) {
      refused.push(response.url());
    }
  });
  const cartRead = page.waitForResponse((r) => /\/api\/cart\/[^/]+$/.test(r.url()) && r.ok());
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/shop?search=bamboo');
  await expect(page.getByRole('banner').getByRole('button', { name, exact: true })).toBeVisible();
  await cartRead;
  expect(refused).toEqual([]);
});
