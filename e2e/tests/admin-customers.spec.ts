// The merchant finds a customer by their phone (decision 075), opens their page — the order, the
// request to customer care saying who wrote it — and keeps a note only the shop sees. On a laptop
// and on a phone; axe on both console pages.
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';

for (const [label, viewport] of [
  ['a laptop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`a customer is found by phone and noted on ${label}`, async ({
    merchantPage: merchant,
    signedInPage: shopper,
    newUser,
  }) => {
    test.setTimeout(90_000);
    const phone = `98${String(Date.now()).slice(-8)}`;
    const products = await apiAs<{ _id: string; stock: number }[]>(shopper, '/products?limit=20');
    const product = products.find((p) => p.stock >= 2)!;
    const order = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
      method: 'POST',
      data: {
        items: [{ productId: product._id, quantity: 1 }],
        shipping: { ...sampleShipping, email: newUser.email, phone },
        paymentMethod: 'cod',
      },
    });
    const ticket = await apiAs<{ reference: string }>(shopper, '/support/tickets', {
      method: 'POST',
      data: { topic: 'delivery', message: 'Please call before delivering.' },
    });

    await merchant.setViewportSize(viewport);
    await merchant.goto('/admin');
    // On a phone the console's navigation is a menu (decision 084): opened first.
    const nav = merchant.getByRole('navigation', { name: 'Console' });
    if (viewport.width < 640) await nav.getByRole('button', { name: /^Menu/ }).click();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(merchant.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await merchant.getByLabel('Search customers').fill(phone);
    await merchant.getByRole('button', { name: 'Search' }).click();
    await expect(merchant.getByText('1 customer found')).toBeVisible();
    const row = merchant.getByRole('row', { name: new RegExp(newUser.name) });
    await expect(row).toContainText(phone);
    await expectNoAxeViolations(merchant);
    await row.getByRole('link', { name: newUser.name }).click();

    await expect(merchant.getByRole('heading', { name: newUser.name, level: 1 })).toBeVisible();
    await expect(merchant.getByRole('link', { name: `#${order.orderNumber}` })).toBeVisible();
    const requests = merchant.getByRole('table', { name: 'Requests, newest first' });
    await expect(requests.getByRole('row', { name: new RegExp(ticket.reference) })).toContainText(
      newUser.name,
    );
    await merchant
      .getByRole('textbox', { name: 'Internal note' })
      .fill('Call before delivering; gate code 4412.');
    await merchant.getByRole('button', { name: 'Save note' }).click();
    await expect(merchant.getByText('Note saved.')).toBeVisible();
    await expectNoAxeViolations(merchant);
    const width = await merchant.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);

    // The note is still there on coming back, and the shopper never sees it.
    await merchant.reload();
    await expect(merchant.getByRole('textbox', { name: 'Internal note' })).toHaveValue(
      'Call before delivering; gate code 4412.',
    );
    await shopper.goto('/support');
    await expect(shopper.getByText('gate code 4412')).toHaveCount(0);

    // From the request in the inbox, the customer's name leads back to their page.
    await merchant.goto(`/admin/support/${ticket.reference}`);
    await merchant.getByRole('link', { name: newUser.name }).click();
    await expect(merchant.getByRole('heading', { name: newUser.name, level: 1 })).toBeVisible();
  });
}
