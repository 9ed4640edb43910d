// A promotion end to end (decision 074): the merchant creates a coupon in the console; a
// shopper enters it at checkout, sees the discount in the summary before placing, and the order
// is placed for the total the summary showed — GST on the discounted price. The console's
// coupons page and its form are axe clean.
import { apiAs, expect, expectNoAxeViolations, signUp, test } from '../support/fixtures';
import { inr } from '../support/money';

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the merchant creates a coupon; a shopper sees its discount at checkout and pays that total', async ({
  merchantPage: merchant,
  page,
}) => {
  test.setTimeout(120_000);
  const code = `GREEN${Date.now() % 1_000_000}`;
  await merchant.goto('/admin/coupons');
  await expect(merchant.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await expectNoAxeViolations(merchant);

  await merchant.getByRole('button', { name: 'New coupon' }).click();
  const dialog = merchant.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Kind of discount').selectOption('percent');
  await dialog.getByLabel('Percent off (%)').fill('10');
  await dialog.getByLabel('Total uses').fill('100');
  await expectNoAxeViolations(merchant);
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog).toBeHidden();
  const row = merchant.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10% off');
  await expect(row).toContainText('0 of 100');
  await expect(row).toContainText('Active');
  await expectNoAxeViolations(merchant);

  // The shopper: a cart, the coupon at checkout.
  const user = await signUp(page, { emailPrefix: 'coupon' });
  const catalogue = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ApiProduct[];
  const product = catalogue.find((p) => p.stock >= 5 && p.price >= 200)!;
  await apiAs(page, '/cart/add', {
    method: 'POST',
    data: { userId: user.id, productId: product._id, quantity: 2 },
  });
  await page.goto('/checkout');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText(product.name);
  await summary.getByLabel('Coupon code').fill(code);
  await summary.getByRole('button', { name: 'Apply' }).click();

  // What core reckons: 10 % off the subtotal, GST on what is left, ₹100 shipping.
  const subtotalPaise = Math.round(product.price * 100) * 2;
  const discountPaise = Math.floor(subtotalPaise / 10);
  const gstPaise = Math.round((subtotalPaise - discountPaise) * 0.18);
  const totalPaise = subtotalPaise - discountPaise + gstPaise + 10_000;
  await expect(summary.getByTestId('checkout-coupon-discount')).toHaveText(
    inr(-discountPaise / 100),
  );
  await expect(summary.getByTestId('checkout-gst')).toHaveText(inr(gstPaise / 100));
  await expect(summary.getByTestId('checkout-total')).toHaveText(inr(totalPaise / 100));
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill('kavya.nair@example.in');
  await page.getByLabel('Phone').fill('9845012345');
  await page.getByLabel('Address').fill('22 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560025');
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

  const orders = await apiAs<{ total: number; couponCode: string; couponDiscount: number }[]>(
    page,
    '/orders',
  );
  expect(orders[0]).toMatchObject({
    total: totalPaise / 100,
    couponCode: code,
    couponDiscount: discountPaise / 100,
  });
  await expect(page.getByText(inr(totalPaise / 100), { exact: true })).toBeVisible();

  // The console counts the use.
  await merchant.reload();
  await expect(merchant.getByRole('row').filter({ hasText: code })).toContainText('1 of 100');
});
