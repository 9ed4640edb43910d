import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { chooseOnTestGateway } from '../support/payments';

// Addresses and PIN codes (decision 028): an address added on /profile by its PIN code, chosen in
// the header's "Deliver to", is the one the checkout preselects, and the order goes there.

interface ApiProduct {
  _id: string;
  name: string;
  stock: number;
}

interface ApiOrder {
  orderNumber: string;
  shippingAddress: { firstName: string; phone: string; city: string; state: string; zip: string };
}

test('an address added by PIN code on /profile, chosen in Deliver to, is preselected at checkout', async ({
  page,
  newUser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book.getByText('No saved addresses yet')).toBeVisible();
  await expectNoAxeViolations(page);

  // The first address: the PIN code fills the state; 560025 has no head office, so City is the
  // shopper's to fill (decision 062).
  await book.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('First name').fill('Kavya');
  await form.getByLabel('Last name').fill('Nair');
  await form.getByLabel('Phone').fill('+91 98450 12345');
  await form.getByLabel('Address').fill('22 Residency Road');
  await form.getByLabel('PIN code').fill('560025');
  await expect(form.getByLabel('State')).toHaveValue('Karnataka');
  await expect(form.getByText('Bengaluru Urban, Karnataka')).toBeVisible();
  await expect(form.getByLabel('City')).toHaveValue('');
  await form.getByLabel('City').fill('Bengaluru');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(book.getByTestId('saved-address')).toHaveCount(1);
  await expect(book.getByTestId('saved-address')).toContainText('Default');

  // A second address, in another state; a PIN in the wrong state is flagged first.
  await book.getByRole('button', { name: 'Add an address' }).click();
  await form.getByLabel('First name').fill('Kavya');
  await form.getByLabel('Last name').fill('Nair');
  await form.getByLabel('Phone').fill('098450 12345');
  await form.getByLabel('Address').fill('14 MG Road');
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('PIN code').fill('411001');
  await expect(form.getByText('PIN code 411001 is in Maharashtra, not Kerala')).toBeVisible();
  await form.getByLabel('State').selectOption('Maharashtra');
  await form.getByLabel('City').fill('Pune');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(book.getByTestId('saved-address')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Deliver to: SPEC's two samples, then the saved addresses; choose Pune's.
  await page.getByRole('button', { name: /Deliver to/ }).hover();
  await expect(page.getByRole('button', { name: /^Home/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Office/ })).toBeVisible();
  await page.getByRole('button', { name: /Kavya · 411001/ }).click();
  await expect(page.getByTestId('location-label')).toHaveText('Kavya · 411001');

  const catalogue = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ApiProduct[];
  const product = catalogue.find((p) => p.stock >= 5)!;
  await apiAs(page, '/cart/add', {
    method: 'POST',
    data: { userId: newUser.id, productId: product._id, quantity: 1 },
  });
  await page.goto('/checkout');
  const deliverTo = page.getByRole('group', { name: 'Deliver to' });
  await expect(deliverTo.getByRole('radio', { name: /14 MG Road/ })).toBeChecked();
  await expect(page.getByLabel('PIN code')).toHaveValue('411001');
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await chooseOnTestGateway(page, 'Pay with the test card');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

  const [order] = await apiAs<ApiOrder[]>(page, '/orders');
  expect(order!.shippingAddress).toMatchObject({
    firstName: 'Kavya',
    phone: '9845012345',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411001',
  });
});
