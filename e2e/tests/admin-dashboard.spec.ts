// The merchant's dashboard, staff management and audit log: the merchant sees today's
// figures including a shopper's new order, makes that shopper staff, the shopper signs in again
// and opens the console, and the audit log shows the grant. axe on all three pages.
import { formatINR } from '@harit/core/money';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';

interface Dashboard {
  orders: number;
  revenue: number;
  units: number;
}

test('the merchant sees the figures, makes a shopper staff, and finds the grant in the audit log', async ({
  signedInPage: shopper,
  newUser,
  merchantPage: merchant,
}) => {
  test.setTimeout(120_000);
  // The shopper places an order today.
  const [product] = await (await shopper.request.get('/api/products?limit=1')).json();
  const placed = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      shipping: sampleShipping,
      paymentMethod: 'cod',
    },
  });
  // Revenue counts paid orders (decision 076): cash on delivery is paid once delivered.
  await advanceOrderAs(merchant, placed.orderNumber, 'delivered');
  const today = await apiAs<Dashboard>(merchant, '/admin/dashboard?range=today');
  expect(today.orders).toBeGreaterThanOrEqual(1);

  // The dashboard shows today's figures, and switches to 30 days.
  await merchant.goto('/admin');
  await expect(merchant.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // A card by the start of its term ("Revenue (paid orders, …)" also holds the word "orders").
  const figure = (term: string) =>
    merchant.locator('dt', { hasText: new RegExp(`^${term}`) }).locator('+ dd');
  await expect(figure('Orders')).toHaveText(String(today.orders));
  await expect(figure('Revenue')).toHaveText(formatINR(today.revenue));
  await expect(merchant.getByRole('radio', { name: 'Today' })).toBeChecked();
  await expect(merchant.getByTestId('sales-chart').locator('.recharts-bar-rectangle')).toHaveCount(
    1,
  );
  await expectNoAxeViolations(merchant);
  const month = await apiAs<Dashboard>(merchant, '/admin/dashboard?range=30d');
  await merchant.getByText('30 days').click();
  await expect(merchant).toHaveURL(/\/admin\?range=30d$/);
  await expect(figure('Orders')).toHaveText(month.orders.toLocaleString('en-IN'));
  await expect(merchant.getByText('Showing the figures for 30 days')).toBeAttached();

  // The merchant makes the shopper staff.
  await merchant
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(merchant.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(merchant.getByText('merchant@harit.in')).toBeVisible();
  await expectNoAxeViolations(merchant);
  // The grant form, beside the one that invites by e-mail (each has its own Role).
  const grant = merchant.getByRole('region', { name: 'Give someone a role' });
  await grant.getByLabel('E-mail of their account').fill(newUser.email);
  await grant.getByLabel('Role', { exact: true }).selectOption('staff');
  await grant.getByRole('button', { name: 'Save role' }).click();
  await expect(merchant.getByRole('status')).toContainText(`${newUser.name} is now staff.`);
  await expect(merchant.getByRole('listitem').filter({ hasText: newUser.email })).toContainText(
    'Staff',
  );

  // The shopper's session ended with the grant: they sign in again and open the console.
  await shopper.goto('/login');
  await shopper.getByLabel('Email', { exact: true }).fill(newUser.email);
  await shopper.getByLabel('Password', { exact: true }).fill(newUser.password);
  await shopper.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(shopper).not.toHaveURL(/\/login/);
  await shopper.goto('/admin');
  await expect(shopper.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = shopper.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await shopper.goto('/admin/staff');
  await expect(shopper.getByText('Only an admin of the shop can see this page')).toBeVisible();

  // The audit log shows who granted what to whom.
  await merchant
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await merchant.getByLabel('What changed').selectOption({ label: 'Staff roles' });
  await merchant.getByRole('button', { name: 'Filter' }).click();
  await expect(merchant).toHaveURL(/entity=user/);
  const entry = merchant.getByRole('listitem').filter({ hasText: 'staff.role' }).first();
  await expect(entry).toContainText('Harit Merchant');
  await entry.getByText('1 field changed').click();
  await expect(entry.getByRole('row', { name: 'role customer staff' })).toBeVisible();
  await expectNoAxeViolations(merchant);
});
