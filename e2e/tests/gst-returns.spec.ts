// Decision 079, as the accountant uses it: an order ships (its tax invoice is issued), the
// merchant opens GST returns from the console, reads the month's totals by rate and downloads
// the GSTR-1 JSON the GST portal's offline tool reads. axe on the page met.
import { readFileSync } from 'node:fs';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';

interface Gstr1Json {
  gstin: string;
  fp: string;
  b2cs: { sply_ty: string; pos: string; rt: number; txval: number }[];
  doc_issue: { doc_det: { doc_num: number; docs: { from: string; to: string }[] }[] };
}

test('the merchant reads the month’s GST totals and downloads its GSTR-1', async ({
  signedInPage: shopper,
  newUser,
  merchantPage: merchant,
}, testInfo) => {
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
  const { invoice } = await apiAs<{ invoice: { number: string } }>(
    merchant,
    `/admin/orders/${orderNumber}`,
  );

  await merchant.goto('/admin');
  await merchant
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'GST returns' })
    .click();
  await expect(merchant.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible();
  const totals = merchant.getByRole('table', { name: 'Totals by GST rate, less credit notes' });
  await expect(totals.getByRole('row', { name: /^18 % ₹/ })).toBeVisible();
  await expect(totals.getByRole('row', { name: /^Total ₹/ })).toBeVisible();
  await expect(
    merchant.getByText(/^GSTIN \w{15} · Invoices: \d+ · Credit notes: \d+$/),
  ).toBeVisible();
  await expectNoAxeViolations(merchant);

  const [file] = await Promise.all([
    merchant.waitForEvent('download'),
    merchant.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^GSTR1_\w{15}_\d{6}\.json$/);
  const path = testInfo.outputPath('gstr1.json');
  await file.saveAs(path);
  const ret = JSON.parse(readFileSync(path, 'utf8')) as Gstr1Json;
  const month = new URL(merchant.url()).searchParams.get('month');
  expect(ret.fp).toMatch(/^\d{6}$/);
  if (month) expect(ret.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
  // Kerala from the seller's state: an inter-state B2C sale, summed by state code 32.
  expect(ret.b2cs).toContainEqual(expect.objectContaining({ sply_ty: 'INTER', pos: '32' }));
  const invoices = ret.doc_issue.doc_det.find((d) => d.doc_num === 1)!;
  expect(invoices.docs.some((r) => r.from <= invoice.number && invoice.number <= r.to)).toBe(true);

  // On a 390 px phone nothing scrolls sideways: the table scrolls in its own box.
  await merchant.setViewportSize({ width: 390, height: 844 });
  await expect(totals).toBeVisible();
  expect(await merchant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
});
