// A seller in Chandigarh, a union territory without a legislature (decisions 067 and 083): the
// admin moves the seller there in Seller settings with a Chandigarh GSTIN, a shopper orders for
// delivery in Chandigarh, the order is shipped so its tax invoice is issued (decision 068), and
// the invoice — downloaded from the console and read back with poppler's pdftotext — charges
// CGST and UTGST, not SGST, with the place of supply "Chandigarh (04)" and the seller's GSTIN.
// The seller settings are put back afterwards, so the specs after this one read the shop's usual
// seller.
import { gstinCheckCharacter } from '@harit/core/gstin';
import { apiAs, expect, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';
import { download, pdfText } from '../support/pdf';
import { keepingSellerSettings } from '../support/seller-settings';

/** A Chandigarh GSTIN: state code 04, a PAN, entity 1, Z, and its check character. */
const FIRST_14 = '04AAECH4821K1Z';
const CHANDIGARH_GSTIN = `${FIRST_14}${gstinCheckCharacter(FIRST_14)}`;

test('a Chandigarh seller invoices a Chandigarh buyer CGST and UTGST', async ({
  signedInPage: shopper,
  newUser,
  merchantPage: admin,
}) => {
  await keepingSellerSettings(admin, async (original) => {
    await admin.goto('/admin/seller-settings');
    await expect(admin.getByRole('heading', { level: 1, name: 'Seller settings' })).toBeVisible();
    await expect(admin.getByLabel('Legal name')).toHaveValue(original.legalName);
    await admin.getByLabel('Address').fill('Plot 12, Industrial Area Phase I, Chandigarh 160002');
    await admin.getByLabel('State').selectOption('Chandigarh');
    await admin.getByLabel('GSTIN').fill(CHANDIGARH_GSTIN);
    await admin.getByRole('button', { name: 'Save seller settings' }).click();
    await expect(admin.getByText('Seller settings saved.')).toBeVisible();

    // A product taxed at a rate above 0, so that the invoice has tax to split.
    const products = await apiAs<{ _id: string; stock: number; gstRate: number }[]>(
      shopper,
      '/products?limit=50',
    );
    const product = products.find((p) => p.stock > 5 && p.gstRate > 0)!;
    const { orderNumber } = await apiAs<{ orderNumber: string }>(shopper, '/orders', {
      method: 'POST',
      data: {
        items: [{ productId: product._id, quantity: 1 }],
        shipping: {
          firstName: 'Harpreet',
          lastName: 'Sandhu',
          email: newUser.email,
          phone: '9876501234',
          address: 'House 221, Sector 17',
          city: 'Chandigarh',
          state: 'Chandigarh',
          zip: '160017',
        },
        paymentMethod: 'cod',
      },
    });
    await advanceOrderAs(admin, orderNumber, 'shipped');

    await admin.goto(`/admin/orders/${orderNumber}`);
    const text = await pdfText(await download(admin, 'Download invoice'));
    const half = `${product.gstRate / 2}%`;
    expect(text).toContain(`GSTIN: ${CHANDIGARH_GSTIN}`);
    expect(text).toContain('Place of supply: Chandigarh (04)');
    expect(text).toContain(`CGST @ ${half}`);
    expect(text).toContain(`UTGST @ ${half}`);
    expect(text).not.toMatch(/\bSGST\b/);
    expect(text).not.toMatch(/\bIGST\b/);
  });
});
