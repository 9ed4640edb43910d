// The coupon flow (decision 074) in Hindi on a 390 px phone (decision 084): the merchant creates a
// coupon in the console, whose list shows it as a card; a shopper applies it at checkout, sees the
// discount in the summary and places the order for that total; the console counts the use.
// Neither side scrolls sideways.
import type { Page } from '@playwright/test';
import {
  apiAs,
  expect as baseExpect,
  expectNoAxeViolations,
  signUp,
  test,
} from '../support/fixtures';
import { inr } from '../support/money';

// Each page waited for up to 30 s: the specs share a slow machine with other runs.
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 390, height: 844 };

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
}

/** The browser's remembered language, Hindi, as the header's switch sets it. */
async function inHindi(page: Page) {
  const baseURL = String(test.info().project.use.baseURL);
  await page.setViewportSize(PHONE);
  await page.context().addCookies([{ name: 'harit-lang', value: 'hi', url: baseURL }]);
}

/** Nothing scrolls sideways at 390 px. */
async function expectFits(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width}px wide`).toBeLessThanOrEqual(PHONE.width);
}

test.use({ viewport: PHONE });

test('in Hindi on a phone: the merchant creates a coupon; a shopper applies it at checkout', async ({
  merchantPage: merchant,
  page,
}) => {
  test.setTimeout(240_000);
  const code = `HARA${Date.now() % 1_000_000}`;
  await inHindi(merchant);
  try {
    await merchant.goto('/admin/coupons');
    await expect(merchant.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(merchant.getByRole('heading', { name: 'कूपन', level: 1 })).toBeVisible();
    await merchant.getByRole('button', { name: 'नया कूपन' }).click();
    const dialog = merchant.getByRole('dialog', { name: 'नया कूपन' });
    await dialog.getByLabel('कोड', { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('छूट का प्रकार').selectOption('percent');
    await dialog.getByLabel('प्रतिशत छूट (%)').fill('10');
    await dialog.getByLabel('कुल उपयोग').fill('50');
    await expectFits(merchant, 'the new coupon form');
    await dialog.getByRole('button', { name: 'कूपन बनाएँ' }).click();
    await expect(dialog).toBeHidden();

    // The list on a phone: the coupon's row is a card, each figure named.
    const card = merchant.locator('tbody tr').filter({ hasText: code });
    await expect(card).toContainText('10% की छूट');
    await expect(card).toContainText('50 में से 0');
    await expect(card).toContainText('चालू');
    expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    const used = card.locator('td[data-label="इस्तेमाल"]');
    await expect(used).toHaveText('50 में से 0');
    expect(await used.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"इस्तेमाल"');
    await expectFits(merchant, 'the coupons page');
    await expectNoAxeViolations(merchant);

    // The shopper, in Hindi on a phone: a cart, the coupon at checkout.
    const user = await signUp(page, { emailPrefix: 'coupon-hindi' });
    await inHindi(page);
    const catalogue = (await (
      await page.request.get('/api/products?limit=100')
    ).json()) as ApiProduct[];
    const product = catalogue.find((p) => p.stock >= 5 && p.price >= 200)!;
    await apiAs(page, '/cart/add', {
      method: 'POST',
      data: { userId: user.id, productId: product._id, quantity: 2 },
    });
    await page.goto('/checkout');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const summary = page.getByRole('complementary', { name: 'ऑर्डर सारांश' });
    await summary.getByLabel('कूपन कोड').fill(code);
    await summary.getByRole('button', { name: 'लागू करें' }).click();

    // What core reckons: 10 % off the subtotal, GST on what is left, ₹100 shipping.
    const subtotalPaise = Math.round(product.price * 100) * 2;
    const discountPaise = Math.floor(subtotalPaise / 10);
    const gstPaise = Math.round((subtotalPaise - discountPaise) * 0.18);
    const totalPaise = subtotalPaise - discountPaise + gstPaise + 10_000;
    await expect(summary.getByTestId('checkout-coupon-discount')).toHaveText(
      inr(-discountPaise / 100),
    );
    await expect(summary).toContainText(`कूपन ${code}`);
    await expect(summary.getByTestId('checkout-total')).toHaveText(inr(totalPaise / 100));
    await expectFits(page, 'the checkout with the coupon');

    await page.getByLabel('पहला नाम', { exact: true }).fill('Kavya');
    await page.getByLabel('उपनाम', { exact: true }).fill('Nair');
    await page.getByLabel('ईमेल', { exact: true }).fill('kavya.coupon@example.in');
    await page.getByLabel('फ़ोन', { exact: true }).fill('9845012345');
    await page.getByLabel('पता', { exact: true }).fill('22 Residency Road');
    await page.getByLabel('शहर', { exact: true }).fill('Bengaluru');
    await page.getByLabel('राज्य', { exact: true }).selectOption('Karnataka');
    await page.getByLabel('पिन कोड', { exact: true }).fill('560025');
    await page.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }).check();
    await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
    await expect(page.getByRole('heading', { name: 'ऑर्डर कन्फ़र्म हो गया!' })).toBeVisible();
    await expectFits(page, 'the confirmation');

    const [order] = await apiAs<{ total: number; couponCode: string; couponDiscount: number }[]>(
      page,
      '/orders',
    );
    expect(order).toMatchObject({
      total: totalPaise / 100,
      couponCode: code,
      couponDiscount: discountPaise / 100,
    });

    // The console counts the use.
    await merchant.reload();
    await expect(merchant.locator('tbody tr').filter({ hasText: code })).toContainText('50 में से 1');
  } finally {
    // Other specs sign in as the same merchant and expect English.
    await apiAs(merchant, '/account/language', { method: 'PUT', data: { language: 'en' } });
  }
});
