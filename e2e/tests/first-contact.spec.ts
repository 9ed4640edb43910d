import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

// The server runs without PUBLIC_URL (as `npm start` does), so it believes it
// is at http://localhost:PORT; a person who opens it by IP (or from a phone on the LAN) must be
// able to sign up and use their account there.
test('sign up at http://127.0.0.1:PORT, not only at localhost', async ({ page, baseURL }) => {
  const byIp = new URL(baseURL ?? '');
  byIp.hostname = '127.0.0.1';
  const name = 'Meera Iyer';

  await page.goto(new URL('/signup', byIp).href);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(`meera-${randomUUID().slice(0, 8)}@example.in`);
  await page.getByLabel('Password', { exact: true }).fill('monsoon-leaf-7');
  await page.getByLabel('Confirm Password').fill('monsoon-leaf-7');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(`${byIp.origin}/`);
  await expect(page.getByRole('banner').getByRole('button', { name, exact: true })).toBeVisible();
  // The identity token works at this address too: the wishlist API answers for this user.
  await page.goto(new URL('/wish', byIp).href);
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});
