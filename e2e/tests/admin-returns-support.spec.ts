// Returns and support (decision 025): the customer requests a return, the merchant approves, marks it received
// and refunds, and the customer sees "Refunded" (with the mail at the local SMTP server); a
// request answered by the merchant shows the reply on /support. axe on every console page met.
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';
import { waitForMail } from '../support/mock-smtp';
import { payOrderAs } from '../support/payments';

const SHIPPING = {
  firstName: 'Kavya',
  lastName: 'Nair',
  phone: '9876501234',
  address: '14 MG Road',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682011',
};

/** A RegExp that matches `text` as written (product names have brackets). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Places an order of `quantity` units as the shopper, and the merchant delivers it. */
async function deliveredOrder(
  shopper: Page,
  merchant: Page,
  email: string,
  productName: RegExp,
  quantity: number,
): Promise<{ orderNumber: string; name: string }> {
  const products = await apiAs<{ _id: string; name: string }[]>(shopper, '/products?limit=100');
  const product = products.find((p) => productName.test(p.name))!;
  const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: product._id, quantity }],
      shipping: { ...SHIPPING, email },
      paymentMethod: 'upi',
    },
  });
  await payOrderAs(shopper, order.orderNumber); // staff pack only paid orders
  await advanceOrderAs(merchant, order.orderNumber, 'delivered');
  return { orderNumber: order.orderNumber, name: product.name };
}

test('a customer returns 1 of 2 units; the merchant approves, receives and refunds it', async ({
  signedInPage: page,
  newUser,
  merchantPage: merchant,
}) => {
  const { orderNumber, name } = await deliveredOrder(
    page,
    merchant,
    newUser.email,
    /bamboo toothbrush/i,
    2,
  );

  await page.goto('/returns');
  const returnable = page.getByRole('region', { name: 'Items you can return' });
  await returnable
    .getByRole('button', { name: new RegExp(`Request a return.*${literal(name)}`) })
    .click();
  await page.getByLabel('How many are you returning?').selectOption('1');
  await page.getByLabel(`Why are you returning ${name}?`).fill('Two packs were one too many');
  await page.getByRole('button', { name: 'Submit return request' }).click();
  const requests = page.getByRole('region', { name: 'Your return requests' });
  await expect(requests.getByRole('listitem').filter({ hasText: name })).toContainText('Requested');

  // The merchant finds it in the console.
  await merchant.goto('/admin/returns?status=requested');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  const row = merchant.getByRole('row').filter({ hasText: `#${orderNumber}` });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(merchant);
  await row.getByRole('link', { name: `1 × ${name}` }).click();
  await expect(merchant.getByRole('heading', { name: `1 × ${name}` })).toBeVisible();
  await expectNoAxeViolations(merchant);

  const since = Date.now();
  await merchant.getByRole('button', { name: 'Approve return' }).click();
  await expect(merchant.getByText('Return approved. The shopper has been e-mailed.')).toBeVisible();
  const approvedMail = await waitForMail(newUser.email, { since });
  expect(approvedMail.subject).toBe(`Your return for order #${orderNumber} is approved`);

  await merchant.getByRole('button', { name: 'Mark item received' }).click();
  await expect(merchant.getByText('Marked received. The units are back in stock.')).toBeVisible();

  const amount = await merchant.getByLabel('Amount (₹)').inputValue();
  await merchant.getByLabel('Paid back by').selectOption({ label: 'UPI' });
  const refundedAt = Date.now();
  await merchant.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(merchant.getByText('Refund recorded. The shopper has been e-mailed.')).toBeVisible();
  const timeline = merchant.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(merchant);
  const refundMail = await waitForMail(newUser.email, { since: refundedAt });
  expect(refundMail.subject).toBe(`Your refund for order #${orderNumber}`);
  // A payout the shop makes itself is pending until the merchant records it (decision 076).
  await merchant.getByLabel('UTR or payment reference').fill('UTR1234567890');
  await merchant.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(merchant.getByText('Refund processed · UTR1234567890')).toBeVisible();

  // The customer sees it refunded, with the amount.
  await page.reload();
  const refunded = page
    .getByRole('region', { name: 'Your return requests' })
    .getByRole('listitem')
    .filter({ hasText: name });
  const rupees = Number(amount).toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(refunded).toContainText(`Refunded ₹${rupees}`);
  // The other unit can still go back.
  await expect(
    page
      .getByRole('region', { name: 'Items you can return' })
      .getByRole('button', { name: new RegExp(`Request a return.*${literal(name)}`) }),
  ).toBeVisible();
});

test('the merchant answers a request in the support inbox; the customer reads it on /support', async ({
  signedInPage: page,
  merchantPage: merchant,
}) => {
  await page.goto('/support');
  await page.getByLabel('Topic').selectOption({ label: 'Delivery and shipping' });
  await page.getByLabel('How can we help?').fill('Can you deliver to my office instead?');
  await page.getByRole('button', { name: 'Send request' }).click();
  const reference =
    (await page.getByTestId('request-received').locator('dd').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^HRT-/);

  await merchant.goto(`/admin/support?search=${reference}`);
  await expect(merchant.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await expectNoAxeViolations(merchant);
  await merchant.getByRole('link', { name: reference }).click();
  await expect(merchant.getByText('Can you deliver to my office instead?')).toBeVisible();
  await merchant.getByRole('button', { name: 'Assign to me' }).click();
  await expect(merchant.getByText('Assigned to Harit Merchant.')).toBeVisible();
  await merchant
    .getByLabel(/Your reply/)
    .fill('Yes: we have changed the address on your order to your office.');
  await merchant.getByRole('button', { name: 'Send reply' }).click();
  await expect(merchant.getByText('Reply sent.')).toBeVisible();
  await expectNoAxeViolations(merchant);

  await page.reload();
  const ticket = page.getByTestId('support-ticket').filter({ hasText: reference });
  await expect(ticket).toContainText('Answered');
  await expect(ticket.getByRole('list', { name: 'Replies' })).toContainText(
    'we have changed the address on your order to your office',
  );
});
