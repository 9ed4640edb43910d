import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, signUp, test } from '../support/fixtures';
import { waitForMail } from '../support/mock-smtp';

// Hindi (decision 042): switch to Hindi, add to the cart, check out with the validation messages
// in Hindi, see the order confirmation in Hindi, switch back to English; the cart, checkout,
// orders and tracker fit 390 px in Hindi and are axe clean. Against the real server.

interface ApiProduct {
  _id: string;
  name: string;
  stock: number;
}

/** How far the page runs past the viewport sideways (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
      document.documentElement.clientWidth,
  );
}

/** The checkout's fields, their Hindi labels and the Hindi message an empty one shows. */
const EMPTY_FIELD_MESSAGES: [label: string, message: string][] = [
  ['पहला नाम', 'पहला नाम ज़रूरी है'],
  ['उपनाम', 'उपनाम ज़रूरी है'],
  ['ईमेल', 'मान्य ईमेल ज़रूरी है'],
  ['फ़ोन', 'मान्य फ़ोन नंबर ज़रूरी है'],
  ['पता', 'पता ज़रूरी है'],
  ['शहर', 'शहर ज़रूरी है'],
  ['राज्य', 'राज्य ज़रूरी है'],
  ['पिन कोड', '6 अंकों का सही पिन कोड डालें।'],
];

test.describe('Hindi checkout at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('switch to हिन्दी, check out with Hindi messages, confirm in Hindi, switch back', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signUp(page, { emailPrefix: 'hindi-checkout' });

    await page.goto('/shop');
    await page.getByRole('button', { name: /in हिन्दी$/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

    // Add to Cart on the listing, in Hindi.
    await page
      .getByRole('button', { name: /^कार्ट में डालें/ })
      .first()
      .click();
    await expect(page.getByRole('group', { name: /कार्ट में .* की मात्रा/ }).first()).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपका शॉपिंग कार्ट');
    await expect(page.getByTestId('cart-count')).toHaveText('आपके कार्ट में 1 आइटम');
    // The cart asks for Hindi: its line names the product in Hindi.
    await expect(page.getByTestId('cart-row').getByRole('heading')).toHaveText(/[\u0900-\u097F]/);
    await page.getByRole('button', { name: 'चेकआउट करें' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // An empty form: every field's message, in Hindi, under the field.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('चेकआउट');
    await page.getByLabel('ईमेल', { exact: true }).fill('');
    await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
    for (const [label, message] of EMPTY_FIELD_MESSAGES) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByText('First name is required')).toHaveCount(0);

    await page.getByLabel('पहला नाम', { exact: true }).fill('Kavya');
    await page.getByLabel('उपनाम', { exact: true }).fill('Nair');
    await page.getByLabel('ईमेल', { exact: true }).fill('kavya.hindi@example.in');
    await page.getByLabel('फ़ोन', { exact: true }).fill('9845012345');
    await page.getByLabel('पता', { exact: true }).fill('22 Residency Road');
    await page.getByLabel('शहर', { exact: true }).fill('Bengaluru');
    await page.getByLabel('राज्य', { exact: true }).selectOption('Karnataka');
    await page.getByLabel('पिन कोड', { exact: true }).fill('560025');
    await expect(page.getByTestId('checkout-delivery')).toContainText('डिलीवरी');
    await page.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }).check();
    const placedAt = Date.now();
    await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

    // The confirmation, in Hindi.
    await expect(page.getByRole('heading', { name: 'ऑर्डर कन्फ़र्म हो गया!' })).toBeVisible();
    await expect(page.getByText('ऑर्डर नंबर')).toBeVisible();
    await expect(page.getByTestId('confirmation-payment')).toHaveText(
      'कैश ऑन डिलीवरी · डिलीवरी पर भुगतान',
    );
    await expect(page.getByRole('region', { name: 'पर्यावरण पर प्रभाव' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'अपने ऑर्डर देखें' })).toBeVisible();

    // The confirmation e-mail too (decision 044): the account chose Hindi, so its mail is Hindi.
    const mail = await waitForMail('kavya.hindi@example.in', {
      since: placedAt,
      subject: /^ऑर्डर #\d+ की पुष्टि हो गई$/,
    });
    expect(mail.text).toMatch(/^नमस्ते Kavya,/);
    expect(mail.text).toContain('Harit से ख़रीदारी के लिए धन्यवाद।');
    expect(mail.html).toContain('<html lang="hi">');

    // And back: the same confirmation in English, at once.
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('confirmation-payment')).toHaveText(
      'Cash on Delivery · Pay on delivery',
    );
    await expect(page.getByRole('link', { name: 'View your orders' })).toBeVisible();
  });
});

test.describe('Hindi at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cart, checkout, orders and the tracker fit and are axe clean in Hindi', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const user = await signUp(page, { emailPrefix: 'hindi-narrow' });
    const catalogue = (await (
      await page.request.get('/api/products?limit=100')
    ).json()) as ApiProduct[];
    const inStock = catalogue.filter((p) => p.stock >= 5);
    // Two lines: the cart and an order each show more than one row.
    for (const product of inStock.slice(0, 2)) {
      await apiAs(page, '/cart/add', {
        method: 'POST',
        data: { userId: user.id, productId: product._id, quantity: 2 },
      });
    }
    await apiAs(page, '/orders', {
      method: 'POST',
      data: {
        items: inStock.slice(0, 1).map((p) => ({ productId: p._id, quantity: 1 })),
        shipping: {
          firstName: 'Kavya',
          lastName: 'Nair',
          email: 'kavya.hindi@example.in',
          phone: '9845012345',
          address: '22 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zip: '560025',
        },
        paymentMethod: 'cod',
      },
    });

    const pages: [path: string, heading: string][] = [
      ['/cart?lang=hi', 'आपका शॉपिंग कार्ट'],
      ['/checkout?lang=hi', 'चेकआउट'],
      ['/orders?lang=hi', 'ऑर्डर और भुगतान'],
      ['/carbon-tracker?lang=hi', 'कार्बन फ़ुटप्रिंट ट्रैकर'],
    ];
    const overflowing: string[] = [];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path}: ${overflow} px too wide`);
      await expectNoAxeViolations(page);
    }
    expect(overflowing).toEqual([]);
  });
});
