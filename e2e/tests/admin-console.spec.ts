// The merchant console's frame: staff get in, shoppers are told it is not for them,
// and a shopper's first load carries none of the console's code.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test('the demo merchant opens the console from the account menu', async ({
  merchantPage: page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Harit Merchant' }).hover();
  await page.getByRole('link', { name: 'Merchant console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Console' });
  for (const name of [
    'Dashboard',
    'Orders',
    'Products',
    'Returns',
    'Support',
    'Reports',
    'GST returns',
    'Seller settings',
    'Staff',
    'Audit log',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("a shopper who opens /admin is told it is the shop's staff's", async ({
  signedInPage: page,
}) => {
  await page.goto('/admin/orders');
  await expect(page.getByText("This part of Harit is for the shop's staff")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a shopper's first load of the home page fetches no console code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(
    scripts.map(async (url) => (await page.request.get(url)).text()),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const [i, body] of bodies.entries()) {
    expect(body, scripts[i]).not.toContain('Audit log');
    expect(body, scripts[i]).not.toContain("This part of Harit is for the shop's staff");
  }
});
