// The fulfilment part of the console (decision 024): the merchant finds a customer's
// order in the console, packs it and ships it with a tracking number; the customer's order page
// then shows "Shipped", the courier and the tracking number, and the shipping mail with the
// tracking number arrives at the local SMTP server. axe on both console pages.
import { randomUUID } from 'node:crypto';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { waitForMail } from '../support/mock-smtp';
import { payOrderAs } from '../support/payments';

test('the merchant packs and ships an order; the customer sees Shipped and the tracking number', async ({
  signedInPage: shopper,
  merchantPage: merchant,
}) => {
  const products = await apiAs<{ _id: string; name: string; stock: number }[]>(
    shopper,
    '/products?search=bamboo&limit=50',
  );
  const product = products.find((p) => p.stock >= 2)!;
  const shipping = { ...sampleShipping, email: `parcel-${randomUUID().slice(0, 8)}@example.in` };
  const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: { items: [{ productId: product._id, quantity: 1 }], shipping, paymentMethod: 'upi' },
  });
  await payOrderAs(shopper, order.orderNumber); // staff pack only paid orders

  // The orders list, found by its number.
  await merchant.goto('/admin/orders');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await merchant.getByLabel('Order number').fill(order.orderNumber);
  await merchant.getByRole('button', { name: 'Apply filters' }).click();
  await expect(merchant).toHaveURL(new RegExp(`q=${order.orderNumber}`));
  const link = merchant.getByRole('link', { name: `#${order.orderNumber}` });
  await expect(link).toBeVisible();
  await expect(merchant.getByRole('status')).toHaveText('Showing 1–1 of 1 order');
  await expectNoAxeViolations(merchant);

  // The order: pack, then ship with a courier and tracking number.
  await link.click();
  await expect(
    merchant.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` }),
  ).toBeVisible();
  await expect(merchant.getByTestId('order-status')).toHaveText('Placed');
  await expect(merchant.getByRole('region', { name: 'Customer' })).toContainText(shipping.address);
  await expectNoAxeViolations(merchant);
  await merchant.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(merchant.getByRole('status')).toHaveText('The order is marked as packed.');
  await expect(merchant.getByTestId('order-status')).toHaveText('Packed');
  await merchant.getByLabel('Courier').fill('Delhivery');
  await merchant.getByLabel('Tracking number').fill('DL-7788990011');
  const shippedAt = Date.now();
  await merchant.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(merchant.getByRole('status')).toContainText('The order is marked as shipped');
  await expect(merchant.getByTestId('order-status')).toHaveText('Shipped');
  const timeline = merchant.getByRole('list', { name: 'Timeline, oldest first' });
  await expect(timeline).toContainText('Placed by Customer');
  await expect(timeline).toContainText('Packed by Harit Merchant');
  await expect(timeline).toContainText('Delhivery, tracking number DL-7788990011');
  await expect(merchant.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await expect(merchant.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoAxeViolations(merchant);

  // The customer's mail, sent after the change committed.
  const mail = await waitForMail(shipping.email, { since: shippedAt });
  expect(mail.subject).toBe(`Order #${order.orderNumber} has shipped`);
  expect(mail.text).toContain('DL-7788990011');

  // The customer's order page.
  await shopper.goto(`/orders/${order.orderNumber}`);
  await expect(shopper.getByTestId('order-status')).toHaveText('Shipped');
  await expect(shopper.getByTestId('tracking-number')).toHaveText('DL-7788990011');
  await expect(shopper.getByText('Shipped with Delhivery')).toBeVisible();
  const progress = shopper.getByRole('list', { name: 'Order progress' });
  await expect(progress).toContainText('Shipped (done)');
  await expect(progress).toContainText('Delivered (to come)');
  await expect(shopper.getByText('Harit Merchant')).toHaveCount(0);
  await expectNoAxeViolations(shopper);
});
