import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { amountInWords } from '@harit/core/invoice';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiAs, expect, expectNoAxeViolations, test } from '../support/fixtures';
import { chooseOnTestGateway } from '../support/payments';

// GST invoices (decision 030): an order's GST tax invoice is downloaded from its page as a PDF whose
// text has the invoice number, the seller's GSTIN, the CGST/SGST or IGST split and the total in
// words; a cancelled order lists its credit note, downloadable too.

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

/** pdf.js's metrics of the PDF's built-in fonts (Helvetica), which the invoice uses. */
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The downloaded PDF's text, its strings joined by spaces. */
async function pdfText(download: Download): Promise<string> {
  const data = new Uint8Array(await fs.readFile(await download.path()));
  const pdf = await getDocument({ data, standardFontDataUrl }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if ('str' in item) parts.push(item.str);
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return file;
}

test('invoice: an order’s GST tax invoice and a cancelled order’s credit note download as PDFs', async ({
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

  // Checked out to Karnataka, the seller's state: CGST + SGST.
  await page.goto('/checkout');
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill('kavya.nair@example.in');
  await page.getByLabel('Phone').fill('9845012345');
  await page.getByLabel('Address').fill('22 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560025');
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await chooseOnTestGateway(page, 'Approve in UPI app');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const [order] = await apiAs<ApiOrder[]>(page, '/orders');

  await page.goto(`/orders/${order!.orderNumber}`);
  const panel = page.getByRole('region', { name: 'Tax invoice' });
  await expect(panel).toContainText(/GST invoice HRT\d{4}-\d{6}/);
  await expectNoAxeViolations(page);
  const docs = await apiAs<TaxDocuments>(page, `/orders/${order!.orderNumber}/tax-documents`);
  const number = docs.invoice!.number;

  const invoice = await download(page, 'Download invoice');
  expect(invoice.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const text = await pdfText(invoice);
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain(number);
  expect(text).toContain('GSTIN: 29AAHCH1234K1ZH');
  expect(text).toContain('Place of supply: Karnataka (29)');
  expect(text).toContain('Tax payable on reverse charge: No');
  expect(text).toContain('CGST @ 9%');
  expect(text).toContain('SGST @ 9%');
  expect(text).not.toContain('IGST');
  expect(text).toContain(amountInWords(Math.round(order!.total * 100)));
  expect(text).toContain('Kavya Nair');

  // The merchant downloads the same invoice from the console's order page.
  await merchantPage.goto(`/admin/orders/${order!.orderNumber}`);
  const copy = await pdfText(await download(merchantPage, 'Download invoice'));
  expect(copy).toContain(number);
  expect(copy).toContain('Kavya Nair');

  // Delivered to Maharashtra: IGST. Then cancelled on its page: a credit note.
  const second = await apiAs<ApiOrder>(page, '/orders', {
    method: 'POST',
    data: {
      items: [{ productId: bottle._id, quantity: 1 }],
      shipping: { ...sampleShipping, firstName: 'Kavya', lastName: 'Nair' }, // Pune, Maharashtra
      paymentMethod: 'cod',
    },
  });
  await page.goto(`/orders/${second.orderNumber}`);
  const igst = await pdfText(await download(page, 'Download invoice'));
  expect(igst).toContain('IGST @ 18%');
  expect(igst).toContain('Place of supply: Maharashtra (27)');
  expect(igst).not.toContain('CGST');
  expect(igst).toContain(amountInWords(Math.round(second.total * 100)));

  await page.getByRole('button', { name: /Cancel order/ }).click();
  await page
    .getByRole('dialog', { name: `Cancel order #${second.orderNumber}?` })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  const notes = page.getByRole('list', { name: 'Credit notes' });
  await expect(notes).toContainText(`Order #${second.orderNumber} cancelled`);
  const note = await download(page, 'Download credit note');
  const noteText = await pdfText(note);
  expect(noteText).toContain('CREDIT NOTE');
  expect(noteText).toMatch(/CN\d{4}-\d{6}/);
  expect(noteText).toMatch(/Against invoice: HRT\d{4}-\d{6}/);
  // Scanned once the cancellation's fading notice has gone with a reload.
  await page.reload();
  await expect(notes).toBeVisible();
  await expectNoAxeViolations(page);
});
