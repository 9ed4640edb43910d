import { amountInWords } from '@harit/core/invoice';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { chooseOnTestGateway } from '../support/payments';
import { download, pdfText } from '../support/pdf';

// GST invoices (decisions 030, 067 and 068): an order's GST tax invoice is issued when the
// merchant ships it, then downloaded from its page as a PDF whose text — read back with poppler's
// pdftotext, as a reader would — has the invoice number, the seller's GSTIN, CGST equal to SGST or
// IGST, ₹ amounts, the total in words, and the buyer's Hindi name as written; an order cancelled
// before dispatch has none.

interface ApiProduct {
  _id: string;
  name: string;
  stock: number;
}
interface ApiOrder {
  orderNumber: string;
  total: number;
}
interface TaxDocuments {
  invoice: { number: string } | null;
  creditNotes: { number: string }[];
}

/** The merchant packs and ships the order: shipping issues its tax invoice (decision 068). */
async function ship(merchant: Page, orderNumber: string) {
  for (const status of ['packed', 'shipped']) {
    await apiAs(merchant, `/admin/orders/${orderNumber}/status`, {
      method: 'POST',
      data: {
        status,
        ...(status === 'shipped' ? { courier: 'India Post', trackingNumber: 'EE123456789IN' } : {}),
      },
    });
  }
}

test('invoice: issued on dispatch, downloaded as a PDF for a Hindi-named buyer and read back as written', async ({
  signedInPage: page,
  newUser,
  merchantPage,
}) => {
  test.setTimeout(120_000);
  const catalogue = (await (
    await page.request.get('/api/products?limit=100')
  ).json()) as ApiProduct[];
  const bottle = catalogue.find((p) => /copper water bottle/i.test(p.name) && p.stock >= 3)!;
  await apiAs(page, '/cart/add', {
    method: 'POST',
    data: { userId: newUser.id, productId: bottle._id, quantity: 2 },
  });

  // Checked out to Karnataka, the seller's state, by a buyer who writes in Hindi.
  await page.goto('/checkout');
  await page.getByLabel('First name').fill('अनीता');
  await page.getByLabel('Last name').fill('शर्मा');
  await page.getByLabel('Email').fill('anita.sharma@example.in');
  await page.getByLabel('Phone').fill('9845012345');
  await page.getByLabel('Address').fill('22, श्री कृष्ण अपार्टमेंट, रेज़िडेंसी रोड');
  await page.getByLabel('City').fill('बेंगलुरु');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560025');
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await chooseOnTestGateway(page, 'Approve in UPI app');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const [order] = await apiAs<ApiOrder[]>(page, '/orders');

  // Not yet dispatched: the page says when the invoice comes.
  await page.goto(`/orders/${order!.orderNumber}`);
  const panel = page.getByRole('region', { name: 'Tax invoice' });
  await expect(panel).toContainText(
    'Your GST tax invoice will be issued when your order is dispatched.',
  );
  await expect(panel.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);

  await ship(merchantPage, order!.orderNumber);
  await page.reload();
  await expect(panel).toContainText(/GST invoice HRT\d{4}-\d{6}/);
  await expectNoAxeViolations(page);
  const docs = await apiAs<TaxDocuments>(page, `/orders/${order!.orderNumber}/tax-documents`);
  const number = docs.invoice!.number;

  const invoice = await download(page, 'Download invoice');
  expect(invoice.suggestedFilename()).toBe(`${number}.pdf`);
  const text = await pdfText(invoice);
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain(number);
  expect(text).toContain('GSTIN: 29AAHCH1234K1ZH');
  expect(text).toContain('Place of supply: Karnataka (29)');
  expect(text).toContain('Tax payable on reverse charge: No');
  expect(text).toContain('CGST @ 9%');
  expect(text).toContain('SGST @ 9%');
  expect(text).not.toContain('IGST');
  // The ₹100 delivery within the state: 84.74 + 7.63 + 7.63 (decision 067).
  expect(text).toContain('84.74 84.74 18% 7.63 7.63 100.00');
  expect(text).toContain(amountInWords(Math.round(order!.total * 100)));
  expect(text).toContain('₹');
  expect(text).not.toContain('Rs.');
  // The buyer's name and address as they were typed, Devanagari shaped and read back in order.
  expect(text).toContain('अनीता शर्मा');
  expect(text).toContain('22, श्री कृष्ण अपार्टमेंट, रेज़िडेंसी रोड');
  expect(text).toContain('बेंगलुरु, Karnataka (29) 560025');
  expect(text).toContain('Authorised signatory');

  // The merchant downloads the same invoice from the console's order page.
  await merchantPage.goto(`/admin/orders/${order!.orderNumber}`);
  const copy = await pdfText(await download(merchantPage, 'Download invoice'));
  expect(copy).toContain(number);
  expect(copy).toContain('अनीता शर्मा');

  // Delivered to Maharashtra, cancelled on its page before dispatch: no invoice, no credit note.
  const second = await apiAs<ApiOrder>(page, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: bottle._id, quantity: 1 }],
      shipping: { ...sampleShipping, firstName: 'Kavya', lastName: 'Nair' }, // Pune, Maharashtra
      paymentMethod: 'cod',
    },
  });
  await page.goto(`/orders/${second.orderNumber}`);
  await page.getByRole('button', { name: /Cancel order/ }).click();
  await page
    .getByRole('dialog', { name: `Cancel order #${second.orderNumber}?` })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(panel).toContainText(
    'This order was cancelled before it was dispatched, so it has no tax invoice.',
  );
  await expect(page.getByRole('list', { name: 'Credit notes' })).toHaveCount(0);
  // Scanned once the cancellation's fading notice has gone with a reload.
  await page.reload();
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
});
