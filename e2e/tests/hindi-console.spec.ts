// The merchant console and the help pages in Hindi. The merchant picks हिन्दी in the
// shop's header; the console (navigation, dashboard, orders with their status) follows the
// remembered choice. The help pages in Hindi fit a 390 px phone and pass axe.
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';

/** How far the page runs past the viewport sideways (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
      document.documentElement.clientWidth,
  );
}

test('the merchant switches to Hindi and runs the console in it', async ({
  signedInPage: shopper,
  merchantPage: merchant,
}) => {
  test.setTimeout(120_000);
  // A shopper's order, so the orders list has one to show.
  const [product] = await (await shopper.request.get('/api/products?limit=1')).json();
  const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: { items: [{ productId: product._id, quantity: 1 }], shipping: sampleShipping },
  });

  await merchant.goto('/');
  await merchant.getByRole('button', { name: 'Show the shop in हिन्दी' }).click();
  await expect(merchant.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The choice is stored on the merchant's account; later specs sign in as the same
  // merchant and expect English, so the account goes back to English when this one ends.
  try {
    await consoleInHindi(merchant, order.orderNumber);
  } finally {
    await apiAs(merchant, '/account/language', { method: 'PUT', data: { language: 'en' } });
  }
});

async function consoleInHindi(merchant: Page, orderNumber: string) {
  await merchant.goto('/admin');
  const nav = merchant.getByRole('navigation', { name: 'कंसोल' });
  await expect(nav.getByRole('link')).toHaveText([
    'डैशबोर्ड',
    'ऑर्डर',
    'ग्राहक',
    'उत्पाद',
    'श्रेणियाँ',
    'रिटर्न',
    'कूपन',
    'संपर्क',
    'रिपोर्ट',
    'GST रिटर्न',
    'विक्रेता सेटिंग्स',
    'स्टाफ़',
    'ऑडिट लॉग',
  ]);
  await expect(merchant.getByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeVisible();
  await expect(merchant.getByRole('radio', { name: 'आज' })).toBeChecked();
  await expect(merchant.locator('dt', { hasText: 'औसत ऑर्डर मूल्य' })).toBeVisible();
  await expectNoAxeViolations(merchant);

  await nav.getByRole('link', { name: 'ऑर्डर' }).click();
  await expect(merchant.getByRole('heading', { name: 'ऑर्डर', level: 1 })).toBeVisible();
  const row = merchant
    .getByRole('table', { name: 'ऑर्डर, नए पहले' })
    .getByRole('row')
    .filter({ hasText: orderNumber });
  await expect(row.getByTestId('order-status')).toHaveText('ऑर्डर किया गया');
  await expect(merchant.getByRole('status')).toContainText('ऑर्डर दिखाए जा रहे हैं');
  await expectNoAxeViolations(merchant);
}

test.describe('the help pages in Hindi at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the FAQ and the shipping policy read in Hindi', async ({ page }) => {
    await page.goto('/faq?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(
      page.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल', level: 1 }),
    ).toBeVisible();
    await page.getByText('मुझे रिफ़ंड कब मिलेगा?').click();
    await expect(page.getByText('मूल भुगतान तरीके में', { exact: false })).toBeVisible();

    await page.goto('/shipping?lang=hi');
    await expect(page.getByRole('heading', { name: 'शिपिंग नीति', level: 1 })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'मेट्रो शहर' })).toBeVisible();
  });

  for (const path of ['/faq', '/shipping', '/terms', '/privacy', '/support']) {
    test(`${path} fits the phone and passes axe`, async ({ page }) => {
      await page.goto(`${path}?lang=hi`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});
