import { formatINR, unitPriceWithGst } from '@harit/core/money';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { download, pdfText } from '../support/pdf';

// GST rates per product and business buyers (decision 073): the merchant sets a product's GST
// rate and unit quantity code in the console's product form; the shopper's cart shows GST per
// rate; a business buyer gives its GSTIN at checkout; the console offers the invoice only once
// shipping has issued it, and its PDF — read back with pdftotext — is a B2B invoice with the
// buyer's GSTIN, the place of supply its GSTIN's state, and the line at its own rate and unit.

interface AdminProduct {
  id: string;
  name: string;
}
interface ApiProduct {
  _id: string;
  name: string;
  stock: number;
  gstRate: number;
}
interface ApiOrder {
  orderNumber: string;
  total: number;
}

test('gst: a 5 % product set in the console, GST per rate in the cart, a B2B invoice at dispatch', async ({
  signedInPage: page,
  newUser,
  merchantPage,
}) => {
  test.setTimeout(120_000);
  // A product of the merchant's own, so the shop's seeded 18 % products stay as other specs read them.
  const rice = await apiAs<AdminProduct>(merchantPage, '/admin/products', {
    method: 'POST',
    data: {
      name: `Organic Kolam Rice ${Date.now()}`,
      description: 'Unpolished kolam rice from organic farms in Maharashtra.',
      categoryId: null,
      pricePaise: 45_000,
      mrpPaise: 59_900,
      stock: 20,
      featured: false,
      image: '/images/placeholder.svg',
    },
  });

  // The merchant sets its rate and unit in the console's product form.
  await merchantPage.goto(`/admin/products/${rice.id}`);
  await expect(merchantPage.getByLabel('GST rate')).toHaveValue('18');
  await merchantPage.getByLabel('GST rate').selectOption('5%');
  await merchantPage.getByLabel('Unit quantity code').selectOption('KGS');
  await merchantPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(merchantPage.getByText('Saved. The shop shows the changes now.')).toBeVisible();
  await expectNoAxeViolations(merchantPage);

  const catalogue = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ApiProduct[];
  const usual = catalogue.find((p) => p.gstRate === 18 && p.stock >= 2)!;
  for (const productId of [rice.id, usual._id]) {
    await apiAs(page, '/cart/add', {
      method: 'POST',
      data: { userId: newUser.id, productId, quantity: 1 },
    });
  }
  await page.goto('/cart');
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByText('GST (5%)')).toBeVisible();
  await expect(summary.getByTestId('gst-5')).toHaveText('₹22.50');
  // Each line shows its price with its own rate's GST (decision 082): ₹450 + 5 %.
  const riceRow = page.getByTestId('cart-row').filter({ hasText: rice.name });
  await expect(riceRow.getByTestId('line-total')).toHaveText(
    `Line total ${formatINR(unitPriceWithGst(450, 5))}`,
  );
  await expect(summary.getByText('GST (18%)')).toBeVisible();

  // A business buyer in Delhi, its goods delivered to Pune.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByLabel('First name').fill('Rohan');
  await page.getByLabel('Last name').fill('Mehta');
  await page.getByLabel('Email').fill('rohan.mehta@example.in');
  await page.getByLabel('Phone').fill('9822012345');
  await page.getByLabel('Address').fill('14 MG Road, Koregaon Park');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('PIN code').fill('411001');
  await page.getByLabel('GSTIN').fill('07AAACG2115R1ZQ');
  await page.getByLabel('Legal name of the business').fill('Green Leaf Traders Private Limited');
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByText("The GSTIN's check character is Q; for these first 14 characters it must be J."),
  ).toBeVisible();
  await page.getByLabel('GSTIN').fill('07AAACG2115R1ZJ');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const [order] = await apiAs<ApiOrder[]>(page, '/orders');

  // Before dispatch the console offers no invoice: there is none yet.
  await merchantPage.goto(`/admin/orders/${order!.orderNumber}`);
  await expect(merchantPage.getByTestId('order-status')).toContainText('Placed');
  await expect(merchantPage.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);
  for (const status of ['packed', 'shipped']) {
    await apiAs(merchantPage, `/admin/orders/${order!.orderNumber}/status`, {
      method: 'POST',
      data: {
        status,
        ...(status === 'shipped' ? { courier: 'India Post', trackingNumber: 'EE123456789IN' } : {}),
      },
    });
  }
  await merchantPage.reload();
  const text = await pdfText(await download(merchantPage, 'Download invoice'));
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain('Green Leaf Traders Private Limited');
  expect(text).toContain('GSTIN: 07AAACG2115R1ZJ');
  expect(text).toContain('Ship to');
  expect(text).toContain('Rohan Mehta');
  expect(text).toContain('Place of supply: Delhi (07)');
  expect(text).toContain('1 KGS');
  expect(text).toContain('450.00 5% 22.50');
  expect(text).toContain('IGST');
});
