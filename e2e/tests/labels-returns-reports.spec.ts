// Decision 076, walked as the merchant and a shopper would: the merchant prints an order's
// shipping label and packing slip from its page (PDFs that name the order); a cash-on-delivery
// return comes home — the shopper reads where to send it, gives a UPI ID, the merchant refunds
// to it, the shopper reads the refund pending, then refunded once the merchant records the UTR;
// the merchant reads the sales report and downloads its CSV. axe on every page met.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';

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

test('the merchant prints a shipping label and a packing slip from the order page', async ({
  signedInPage: shopper,
  newUser,
  merchantPage: merchant,
}, testInfo) => {
  const { orderNumber, name } = await codOrder(shopper, newUser.email);
  await merchant.goto(`/admin/orders/${orderNumber}`);
  await expect(
    merchant.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }),
  ).toBeVisible();
  await merchant.getByLabel('Parcel weight (g)').fill('750');

  const [label] = await Promise.all([
    merchant.waitForEvent('download'),
    merchant.getByRole('button', { name: 'Print shipping label' }).click(),
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
    merchant.getByRole('button', { name: 'Print packing slip' }).click(),
  ]);
  const slipPath = testInfo.outputPath('slip.pdf');
  await slip.saveAs(slipPath);
  const slipText = pdfText(slip, slipPath);
  expect(slipText).toContain(`Order #${orderNumber}`);
  expect(slipText.replace(/\s+/g, ' ')).toContain(name);
  expect(slipText).not.toContain('₹');
  await expectNoAxeViolations(merchant);
});

test('a cash-on-delivery return comes home and is refunded to the shopper’s UPI ID', async ({
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

  await merchant.goto(`/admin/returns/${request.id}`);
  await merchant.getByRole('button', { name: 'Approve return' }).click();
  await expect(merchant.getByText('Return approved. The shopper has been e-mailed.')).toBeVisible();

  // The shopper reads where to send it and by when, and gives a UPI ID for the refund.
  await shopper.goto('/returns');
  const mine = shopper
    .getByRole('region', { name: 'Your return requests' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(mine.getByTestId('send-it-back')).toContainText('12 Indiranagar 100 Feet Road');
  await mine.getByRole('textbox', { name: 'UPI ID' }).fill('kavya.nair@okaxis');
  await mine.getByRole('button', { name: 'Save refund account' }).click();
  await expect(mine.getByTestId('refund-account')).toHaveText('Refund to UPI ID kavya.nair@okaxis');
  await expectNoAxeViolations(shopper);

  // The merchant receives it and refunds to that UPI ID: pending until the payout is recorded.
  await merchant.reload();
  await expect(merchant.getByText('UPI ID kavya.nair@okaxis')).toBeVisible();
  await merchant.getByRole('button', { name: 'Mark item received' }).click();
  await expect(merchant.getByText('Marked received. The units are back in stock.')).toBeVisible();
  await merchant.getByLabel('Paid back by').selectOption({ label: 'UPI' });
  await merchant.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(merchant.getByText('Refund recorded. The shopper has been e-mailed.')).toBeVisible();
  await expect(merchant.getByText(/^Refund pending/)).toBeVisible();
  await expectNoAxeViolations(merchant);

  await shopper.reload();
  await expect(mine).toContainText(/Refund of ₹[\d,.]+ pending/);

  await merchant.getByLabel('UTR or payment reference').fill('UTR4455667788');
  await merchant.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(merchant.getByText('Refund processed · UTR4455667788')).toBeVisible();
  await shopper.reload();
  await expect(mine).toContainText(/Refunded ₹[\d,.]+/);
  await expect(mine).toContainText('Refund reference UTR4455667788');
});

test('the merchant reads the sales report and downloads it as CSV', async ({
  merchantPage: merchant,
}, testInfo) => {
  await merchant.goto('/admin');
  await merchant.getByRole('link', { name: 'Reports' }).click();
  await expect(merchant.getByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
  await expect(merchant.getByTestId('report-chart')).toBeVisible();
  await expect(
    merchant.getByRole('table', { name: 'Sales per period, oldest first' }),
  ).toBeVisible();
  await merchant.getByLabel('Group by').selectOption('week');
  await expect(merchant).toHaveURL(/groupBy=week/);
  await expectNoAxeViolations(merchant);
  const [csv] = await Promise.all([
    merchant.waitForEvent('download'),
    merchant.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const path = testInfo.outputPath('sales.csv');
  await csv.saveAs(path);
  const lines = readFileSync(path, 'utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Period,Orders,Units,Net sales before GST,GST,Shipping,Discounts,Refunds');
  expect(lines.at(-1)).toMatch(/^Total,/);
});

async function productId(shopper: Page, name: string) {
  const products = await apiAs<{ _id: string; name: string }[]>(shopper, '/products?limit=50');
  return products.find((p) => p.name === name)?._id;
}

test('the sales report fits a 390 px phone: nothing scrolls sideways', async ({
  merchantPage: merchant,
}) => {
  await merchant.setViewportSize({ width: 390, height: 844 });
  await merchant.goto('/admin/reports');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
  await expect(merchant.getByTestId('report-chart')).toBeVisible();
  const overflow = await merchant.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
      document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(merchant);
});
