// The merchant console the whole way round, as the two people would click it: the merchant
// creates a product with a picture and it is in the shop; a customer orders it; the merchant
// packs and ships it with a tracking number; the customer sees "Shipped" with the number and the
// mail arrives at the local SMTP server; delivered; the customer asks to return one of the two
// units; the merchant approves, receives and refunds it; the customer sees "Refunded".
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mock-smtp';
import { chooseOnTestGateway } from '../support/payments';

const PICTURE = path.join(import.meta.dirname, '../fixtures/sun-hat.png');

test('created, ordered, shipped, delivered, returned and refunded', async ({
  merchantPage: merchant,
  signedInPage: shopper,
  newUser,
}) => {
  test.setTimeout(120_000);
  const name = `Jute Plant Pot ${Date.now()}`;

  // The merchant creates the product, with a picture.
  await merchant.goto('/admin/products/new');
  await merchant.getByLabel('Name', { exact: true }).fill(name);
  await merchant.getByLabel('Category').selectOption({ label: 'Sustainable Fashion' });
  await merchant
    .getByLabel('Description', { exact: true })
    .fill('A plant pot of woven jute, for a balcony garden.');
  await merchant.getByLabel('Price (₹)').fill('349');
  await merchant.getByLabel('MRP (₹)').fill('499');
  await merchant.getByLabel('Stock').fill('5');
  await merchant.getByLabel('Upload picture').setInputFiles(PICTURE);
  await expect(merchant.getByRole('img', { name: 'Preview of the picture' })).toBeVisible();
  await merchant.getByRole('button', { name: 'Create product' }).click();
  await expect(merchant.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The customer finds it in the shop with its picture, and orders two.
  await shopper.goto(`/shop?search=${encodeURIComponent(name)}`);
  await shopper.getByRole('link', { name }).first().click();
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(
    shopper.getByRole('button', { name: `Enlarge the picture of ${name}` }).locator('img'),
  ).toHaveAttribute('src', /^\/uploads\/products\//);
  await shopper.getByRole('button', { name: `Add to Cart : ${name}`, exact: true }).click();
  await shopper.goto('/cart');
  await shopper.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(shopper.getByTestId('cart-row').filter({ hasText: name })).toContainText('2');
  await shopper.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await shopper.getByLabel('First name').fill('Kavya');
  await shopper.getByLabel('Last name').fill('Nair');
  await shopper.getByLabel('Email').fill(newUser.email);
  await shopper.getByLabel('Phone').fill('9845012345');
  await shopper.getByLabel('Address').fill('22 Residency Road');
  await shopper.getByLabel('City').fill('Bengaluru');
  await shopper.getByLabel('State').selectOption('Karnataka');
  await shopper.getByLabel(/^(ZIP|PIN) code$/).fill('560025');
  await shopper.getByRole('radio', { name: 'UPI' }).check();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await chooseOnTestGateway(shopper, 'Approve in UPI app');
  await expect(shopper.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderNumber = (await shopper.getByTestId('order-number').textContent())!.trim();
  const placedMail = await waitForMail(newUser.email, {
    since: Date.now() - 60_000,
    subject: /awaiting payment/,
  });
  expect(placedMail.text).toContain(orderNumber);
  const paidMail = await waitForMail(newUser.email, { subject: /payment received/ });
  expect(paidMail.subject).toBe(`Order #${orderNumber} confirmed: payment received`);
  // No tax invoice yet: it comes when the order is dispatched (decision 068).
  expect(placedMail.attachments).toEqual([]);
  expect(placedMail.text).toContain(
    'Your GST tax invoice will be e-mailed to you when your order is dispatched.',
  );

  // The merchant packs and ships it.
  await merchant.goto('/admin/orders');
  await merchant.getByLabel('Order number').fill(orderNumber);
  await merchant.getByRole('button', { name: 'Apply filters' }).click();
  await merchant.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(merchant.getByRole('region', { name: 'Customer' })).toContainText(
    '22 Residency Road',
  );
  await merchant.getByRole('button', { name: 'Mark as packed' }).click();
  await expect(merchant.getByTestId('order-status')).toHaveText('Packed');
  await merchant.getByLabel('Courier').fill('India Post');
  await merchant.getByLabel('Tracking number').fill('EE123456789IN');
  const shippedAt = Date.now();
  await merchant.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(merchant.getByTestId('order-status')).toHaveText('Shipped');

  // The customer sees it shipped, with the number, and has the mail.
  await shopper.goto(`/orders/${orderNumber}`);
  await expect(shopper.getByTestId('order-status')).toHaveText('Shipped');
  await expect(shopper.getByTestId('tracking-number')).toHaveText('EE123456789IN');
  const shippedMail = await waitForMail(newUser.email, { since: shippedAt });
  expect(shippedMail.subject).toBe(`Order #${orderNumber} has shipped`);
  expect(shippedMail.text).toContain('EE123456789IN');
  // The GST tax invoice, issued on dispatch, rides along as a PDF (decision 068).
  expect(shippedMail.attachments).toEqual([expect.stringMatching(/^HRT\d{4}-\d{6}\.pdf$/)]);

  // Delivered.
  await merchant.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(merchant.getByTestId('order-status')).toHaveText('Delivered');
  await shopper.reload();
  await expect(shopper.getByTestId('order-status')).toHaveText('Delivered');

  // The customer sends one of the two back.
  await shopper.goto('/returns');
  await shopper
    .getByRole('region', { name: 'Items you can return' })
    .getByRole('button', { name: new RegExp(`Request a return.*${name}`) })
    .click();
  await shopper.getByLabel('How many are you returning?').selectOption('1');
  await shopper.getByLabel(`Why are you returning ${name}?`).fill('One pot is enough for now');
  await shopper.getByRole('button', { name: 'Submit return request' }).click();
  const request = shopper
    .getByRole('region', { name: 'Your return requests' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(request).toContainText('Requested');

  // The merchant approves, receives and refunds it.
  await merchant.goto('/admin/returns?status=requested');
  await merchant
    .getByRole('row')
    .filter({ hasText: `#${orderNumber}` })
    .getByRole('link', { name: `1 × ${name}` })
    .click();
  await merchant.getByRole('button', { name: 'Approve return' }).click();
  await expect(merchant.getByText('Return approved. The shopper has been e-mailed.')).toBeVisible();
  await merchant.getByRole('button', { name: 'Mark item received' }).click();
  await expect(merchant.getByText('Marked received. The units are back in stock.')).toBeVisible();
  // Offered: the unit's price with the GST charged on it (decision 025).
  await expect(merchant.getByLabel('Amount (₹)')).toHaveValue('411.82');
  await merchant.getByLabel('Paid back by').selectOption({ label: 'UPI' });
  await merchant.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(merchant.getByText('Refund recorded. The shopper has been e-mailed.')).toBeVisible();

  // Paid out by the shop itself, it is pending until the merchant records it (decision 076).
  await shopper.reload();
  await expect(request).toContainText('Refund of ₹411.82 pending');
  await merchant.getByLabel('UTR or payment reference').fill('UTR9988776655');
  await merchant.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(merchant.getByText('Refund processed · UTR9988776655')).toBeVisible();

  // The customer sees it refunded.
  await shopper.reload();
  await expect(request).toContainText('Refunded ₹411.82');
});
