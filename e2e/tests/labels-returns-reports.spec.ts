// Decision 076, walked as the merchant and a shopper would: the merchant prints an order's
// shipping label and packing slip from its page (PDFs that name the order); a cash-on-delivery
// return comes home — the shopper reads where to send it, gives a UPI ID, the merchant refunds
// to it, the shopper reads the refund pending, then refunded once the merchant records the UTR;
// the merchant reads the sales report and downloads its CSV. axe on every page met. Each walk
// runs on a laptop in English and on a 390 px phone in Hindi, where nothing scrolls sideways.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';
import { dress, expectFits, isPhone, sayIn, undress, VARIANTS } from '../support/variants';

const SHIPPING = {
  firstName: 'Kavya',
  lastName: 'Nair',
  phone: '9876501234',
  address: '14 MG Road',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682011',
};

/** A cash-on-delivery order of one unit of the first product in stock. */
async function codOrder(shopper: Page, email: string) {
  const products = await apiAs<{ _id: string; name: string; stock: number }[]>(
    shopper,
    '/products?limit=50',
  );
  const product = products.find((p) => p.stock > 5)!;
  const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      shipping: { ...SHIPPING, email },
      paymentMethod: 'cod',
    },
  });
  return { orderNumber: order.orderNumber, name: product.name };
}

/** The text of a downloaded PDF, as poppler reads it. */
function pdfText(download: Download, path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1'), download.suggestedFilename()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

for (const variant of VARIANTS) {
  const say = sayIn(variant);

  test(`the merchant prints a shipping label and a packing slip from the order page (${variant.label})`, async ({
    signedInPage: shopper,
    newUser,
    merchantPage: merchant,
  }, testInfo) => {
    const { orderNumber, name } = await codOrder(shopper, newUser.email);
    await dress(merchant, variant);
    try {
      await merchant.goto(`/admin/orders/${orderNumber}`);
      await expect(
        merchant.getByRole('heading', {
          level: 1,
          name: say(`Order #${orderNumber}`, `ऑर्डर #${orderNumber}`),
        }),
      ).toBeVisible();
      await expectFits(merchant, variant, 'the order page');
      await merchant.getByLabel(say('Parcel weight (g)', 'पार्सल का वज़न (ग्राम)')).fill('750');

      // The courier's papers are in English whatever the console's language.
      const [label] = await Promise.all([
        merchant.waitForEvent('download'),
        merchant
          .getByRole('button', { name: say('Print shipping label', 'शिपिंग लेबल प्रिंट करें') })
          .click(),
      ]);
      const labelPath = testInfo.outputPath('label.pdf');
      await label.saveAs(labelPath);
      const labelText = pdfText(label, labelPath);
      expect(labelText).toContain(orderNumber);
      expect(labelText).toContain('PIN 682011');
      expect(labelText).toContain('COD: COLLECT ₹');
      expect(labelText).toContain('Weight: 0.75 kg');

      const [slip] = await Promise.all([
        merchant.waitForEvent('download'),
        merchant
          .getByRole('button', { name: say('Print packing slip', 'पैकिंग स्लिप प्रिंट करें') })
          .click(),
      ]);
      const slipPath = testInfo.outputPath('slip.pdf');
      await slip.saveAs(slipPath);
      const slipText = pdfText(slip, slipPath);
      expect(slipText).toContain(`Order #${orderNumber}`);
      expect(slipText.replace(/\s+/g, ' ')).toContain(name);
      expect(slipText).not.toContain('₹');
      await expectNoAxeViolations(merchant);
    } finally {
      await undress(merchant, variant);
    }
  });

  test(`a cash-on-delivery return comes home and is refunded to the shopper’s UPI ID (${variant.label})`, async ({
    signedInPage: shopper,
    newUser,
    merchantPage: merchant,
  }) => {
    test.setTimeout(120_000);
    const { orderNumber, name } = await codOrder(shopper, newUser.email);
    await advanceOrderAs(merchant, orderNumber, 'delivered');
    const request = await apiAs<{ id: string }>(shopper, '/returns', {
      method: 'POST',
      data: {
        orderNumber,
        productId: (await productId(shopper, name))!,
        reason: 'Not what I ordered',
      },
    });
    await dress(merchant, variant);
    await dress(shopper, variant);
    try {
      await merchant.goto(`/admin/returns/${request.id}`);
      await expectFits(merchant, variant, 'the return requested');
      await merchant
        .getByRole('button', { name: say('Approve return', 'रिटर्न स्वीकार करें') })
        .click();
      await expect(
        merchant.getByText(
          say(
            'Return approved. The shopper has been e-mailed.',
            'रिटर्न स्वीकार हुआ। ग्राहक को ईमेल भेज दिया गया है।',
          ),
        ),
      ).toBeVisible();

      // The shopper reads where to send it and by when, and gives a UPI ID for the refund.
      await shopper.goto('/returns');
      const mine = shopper
        .getByRole('region', { name: say('Your return requests', 'आपके रिटर्न अनुरोध') })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(mine.getByTestId('send-it-back')).toContainText('12 Indiranagar 100 Feet Road');
      await mine.getByRole('textbox', { name: 'UPI ID' }).fill('kavya.nair@okaxis');
      await mine.getByRole('button', { name: say('Save refund account', 'रिफ़ंड खाता सहेजें') }).click();
      await expect(mine.getByTestId('refund-account')).toHaveText(
        say('Refund to UPI ID kavya.nair@okaxis', 'UPI ID kavya.nair@okaxis पर रिफ़ंड'),
      );
      await expectFits(shopper, variant, 'the shopper’s returns');
      await expectNoAxeViolations(shopper);

      // The merchant receives it and refunds to that UPI ID: pending until the payout is recorded.
      await merchant.reload();
      await expect(merchant.getByText('UPI ID kavya.nair@okaxis')).toBeVisible();
      await merchant
        .getByRole('button', { name: say('Mark item received', 'वस्तु मिली चिह्नित करें') })
        .click();
      await expect(
        merchant.getByText(
          say(
            'Marked received. The units are back in stock.',
            'मिली हुई चिह्नित। इकाइयाँ स्टॉक में वापस हैं।',
          ),
        ),
      ).toBeVisible();
      await merchant.getByLabel(say('Paid back by', 'वापसी का तरीका')).selectOption('upi');
      await merchant
        .getByRole('button', { name: variant.lang === 'hi' ? /^₹[\d,.]+ रिफ़ंड करें$/ : /^Refund ₹/ })
        .click();
      await expect(
        merchant.getByText(
          say(
            'Refund recorded. The shopper has been e-mailed.',
            'रिफ़ंड दर्ज हुआ। ग्राहक को ईमेल भेज दिया गया है।',
          ),
        ),
      ).toBeVisible();
      await expect(
        merchant.getByText(variant.lang === 'hi' ? /^रिफ़ंड बाकी/ : /^Refund pending/),
      ).toBeVisible();
      await expectFits(merchant, variant, 'the return refunded, pending');
      await expectNoAxeViolations(merchant);

      await shopper.reload();
      await expect(mine).toContainText(
        variant.lang === 'hi' ? /₹[\d,.]+ का रिफ़ंड बाकी/ : /Refund of ₹[\d,.]+ pending/,
      );

      await merchant
        .getByLabel(say('UTR or payment reference', 'UTR या भुगतान संदर्भ'))
        .fill('UTR4455667788');
      await merchant
        .getByRole('button', { name: say('Mark refund paid', 'रिफ़ंड भुगतान दर्ज करें') })
        .click();
      await expect(
        merchant.getByText(`${say('Refund processed', 'रिफ़ंड हो गया')} · UTR4455667788`),
      ).toBeVisible();
      await expectFits(merchant, variant, 'the return refunded, paid');
      await shopper.reload();
      await expect(mine).toContainText(
        variant.lang === 'hi' ? /₹[\d,.]+ रिफ़ंड हुआ/ : /Refunded ₹[\d,.]+/,
      );
      await expect(mine).toContainText(
        say('Refund reference UTR4455667788', 'रिफ़ंड संदर्भ UTR4455667788'),
      );
      await expectFits(shopper, variant, 'the shopper’s return refunded');
    } finally {
      await undress(merchant, variant);
    }
  });

  test(`the merchant reads the sales report and downloads it as CSV (${variant.label})`, async ({
    merchantPage: merchant,
  }, testInfo) => {
    await dress(merchant, variant);
    try {
      await merchant.goto('/admin');
      const nav = merchant.getByRole('navigation', { name: say('Console', 'कंसोल') });
      if (isPhone(variant)) {
        // On the phone the console's pages fold behind its menu.
        await nav.getByRole('button', { name: variant.lang === 'hi' ? /^मेनू/ : /^Menu/ }).click();
        await expectFits(merchant, variant, 'the open menu');
      }
      await nav.getByRole('link', { name: say('Reports', 'रिपोर्ट') }).click();
      await expect(
        merchant.getByRole('heading', { level: 1, name: say('Sales report', 'बिक्री रिपोर्ट') }),
      ).toBeVisible();
      await expect(merchant.getByTestId('report-chart')).toBeVisible();
      await expect(
        merchant.getByRole('table', {
          name: say('Sales per period, oldest first', 'हर अवधि की बिक्री, सबसे पुरानी पहले'),
        }),
      ).toBeVisible();
      await merchant.getByLabel(say('Group by', 'समूह')).selectOption('week');
      await expect(merchant).toHaveURL(/groupBy=week/);
      if (isPhone(variant)) {
        const overflow = await merchant.evaluate(
          () =>
            Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
            document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      }
      await expectFits(merchant, variant, 'the sales report');
      await expectNoAxeViolations(merchant);
      // The CSV is for a spreadsheet: its columns are named in English whatever the language.
      const [csv] = await Promise.all([
        merchant.waitForEvent('download'),
        merchant.getByRole('button', { name: say('Download CSV', 'CSV डाउनलोड करें') }).click(),
      ]);
      const path = testInfo.outputPath('sales.csv');
      await csv.saveAs(path);
      const lines = readFileSync(path, 'utf8').trim().split('\r\n');
      expect(lines[0]).toBe(
        'Period,Orders,Units,Net sales before GST,GST,Shipping,Discounts,Refunds',
      );
      expect(lines.at(-1)).toMatch(/^Total,/);
    } finally {
      await undress(merchant, variant);
    }
  });
}

async function productId(shopper: Page, name: string) {
  const products = await apiAs<{ _id: string; name: string }[]>(shopper, '/products?limit=50');
  return products.find((p) => p.name === name)?._id;
}
