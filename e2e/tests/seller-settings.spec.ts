// Decision 083, as a merchant uses it: the admin opens Seller settings from the console,
// changes the legal name, and the tax invoice of an order shipped afterwards — downloaded from
// the console and read back with poppler's pdftotext — names the seller so. The settings are
// put back afterwards, so the specs after this one read the shop's usual seller. axe met.
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';
import { download, pdfText } from '../support/pdf';
import { keepingSellerSettings } from '../support/seller-settings';

test('the admin renames the seller and the next invoice reads the new name', async ({
  signedInPage: shopper,
  newUser,
  merchantPage: merchant,
}) => {
  const newName = 'Harit Green Retail Private Limited';
  await keepingSellerSettings(merchant, async (original) => {
    await merchant.goto('/admin');
    await merchant
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Seller settings' })
      .click();
    await expect(
      merchant.getByRole('heading', { level: 1, name: 'Seller settings' }),
    ).toBeVisible();
    const legalName = merchant.getByLabel('Legal name');
    await expect(legalName).toHaveValue(original.legalName);
    await expectNoAxeViolations(merchant);

    // A mistake first: the message sits under the field.
    await legalName.fill('');
    await merchant.getByRole('button', { name: 'Save seller settings' }).click();
    await expect(merchant.getByText('Enter the legal name, as registered for GST.')).toBeVisible();
    await expect(legalName).toHaveAttribute('aria-invalid', 'true');

    await legalName.fill(newName);
    await merchant.getByRole('button', { name: 'Save seller settings' }).click();
    await expect(merchant.getByText('Seller settings saved.')).toBeVisible();
    await expect(merchant.getByText(/^Last saved /)).toBeVisible();

    // An order shipped now is invoiced by the seller as saved.
    const products = await apiAs<{ _id: string; stock: number }[]>(shopper, '/products?limit=50');
    const product = products.find((p) => p.stock > 5)!;
    const { orderNumber } = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
      method: 'POST',
      data: {
        items: [{ productId: product._id, quantity: 1 }],
        shipping: {
          firstName: 'Kavya',
          lastName: 'Nair',
          email: newUser.email,
          phone: '9876501234',
          address: '14 MG Road',
          city: 'Kochi',
          state: 'Kerala',
          zip: '682011',
        },
        paymentMethod: 'cod',
      },
    });
    await advanceOrderAs(merchant, orderNumber, 'shipped');
    await merchant.goto(`/admin/orders/${orderNumber}`);
    const text = await pdfText(await download(merchant, 'Download invoice'));
    expect(text).toContain(`For ${newName}`);
    expect(text).toContain(`${original.signatory} Authorised signatory`);
    expect(text).toContain(`GSTIN: ${original.gstin}`);
  });
});
