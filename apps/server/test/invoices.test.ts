// GST tax invoices and credit notes: numbered without gaps under concurrency, taxed
// by the place of supply to the paisa, printed as PDF for the owner only, credited on cancel
// and refund, attached to the order confirmation. Runs on PGlite and on PostgreSQL.

import { createRequire } from 'node:module';
import path from 'node:path';
import type { OrderTaxDocuments } from '@harit/core/invoice';
import { amountInWords } from '@harit/core/invoice';
import { toPaise } from '@harit/core/money';
import type { AdminReturnRequest, ReturnRequest } from '@harit/core/returns';
import type { Order, Product } from '@harit/core/types';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from './fulfilment-helpers.ts';
import { shipping, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let asha: TestUser;
let ravi: TestUser;
let staff: TestUser;
let catalogue: Product[];

/** Delivered in Karnataka, the seller's state (the demo default SELLER_STATE). */
const inKarnataka = {
  ...shipping,
  address: '7 Church Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
};

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
  staff = await t.signUp({ name: 'Meera Staff', role: 'staff' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});

const product = (pattern: RegExp) => catalogue.find((p) => pattern.test(p.name))!;

async function placeOrder(
  user: TestUser,
  items: { productId: string; quantity: number }[],
  to = shipping,
): Promise<Order> {
  const placed = await t
    .as(user)
    .post('/api/orders', { items, shipping: to, paymentMethod: 'upi' });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<Order>();
}

/** pdf.js's metrics of the PDF's built-in fonts (Helvetica), which the invoice uses. */
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of a PDF, its pages' strings joined by spaces. */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

async function invoiceRows(orderNumber: string) {
  const invoice = await t.db
    .selectFrom('invoices')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const lines = await t.db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoice.id)
    .orderBy('position')
    .execute();
  return { invoice, lines };
}

describe('the tax invoice of an order', () => {
  it('splits GST into CGST 9 % + SGST 9 % in the seller’s state, to the paisa of the order', async () => {
    const ghee = product(/desi ghee/i);
    const straws = product(/steel straws/i);
    const order = await placeOrder(
      asha,
      [
        { productId: ghee._id, quantity: 1 },
        { productId: straws._id, quantity: 3 },
      ],
      inKarnataka,
    );
    const { invoice, lines } = await invoiceRows(order.orderNumber);
    // Rule 46(b): at most 16 characters, the financial year's series (decision 061).
    expect(invoice.number).toMatch(/^HRT\d{4}-\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice).toMatchObject({
      place_of_supply: 'Karnataka',
      intra_state: true,
      igst_paise: 0,
    });
    expect(invoice.total_paise).toBe(toPaise(order.total));
    const goods = lines.filter((l) => l.product_id !== null);
    expect(goods.map((l) => l.hsn).sort()).toEqual(['04059020', '73239390']);
    expect(goods.reduce((sum, l) => sum + l.cgst_paise + l.sgst_paise, 0)).toBe(toPaise(order.gst));
    for (const l of lines) expect(l.sgst_paise - l.cgst_paise).toBeOneOf([0, 1]);
    // Delivery: the flat ₹100 with its 18 % inside (decision 031).
    expect(lines.at(-1)).toMatchObject({
      product_id: null,
      hsn: '996812',
      taxable_paise: 8475,
      cgst_paise: 762,
      sgst_paise: 763,
    });

    const pdf = await t.as(asha).get(`/api/orders/${order.orderNumber}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(invoice.number);
    expect(text).toContain('GSTIN: 29AAHCH1234K1ZH');
    expect(text).toContain('Harit Retail Private Limited');
    // Rule 46: the state's code beside its name, and whether tax is payable on reverse charge.
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('SGST @ 9%');
    expect(text).not.toContain('IGST');
    expect(text).toContain(amountInWords(toPaise(order.total)));
    expect(text).toContain('Organic A2 Desi Ghee 500ml');
  });

  it('charges IGST 18 % when delivered to another state', async () => {
    const order = await placeOrder(asha, [{ productId: product(/jute rug/i)._id, quantity: 2 }]);
    const { invoice, lines } = await invoiceRows(order.orderNumber);
    expect(invoice).toMatchObject({
      place_of_supply: 'Maharashtra',
      intra_state: false,
      cgst_paise: 0,
      sgst_paise: 0,
      total_paise: toPaise(order.total),
    });
    expect(lines[0]!.igst_paise).toBe(toPaise(order.gst));
    expect(invoice.igst_paise).toBe(toPaise(order.gst) + 1525);
    const text = await pdfText(
      (await t.as(asha).get(`/api/orders/${order.orderNumber}/invoice.pdf`)).rawPayload,
    );
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Place of supply: Maharashtra (27)');
  });

  it('keeps what it printed when the product and the address book change later', async () => {
    const vase = product(/recycled glass vase/i);
    const order = await placeOrder(asha, [{ productId: vase._id, quantity: 1 }]);
    const before = await pdfText(
      (await t.as(asha).get(`/api/orders/${order.orderNumber}/invoice.pdf`)).rawPayload,
    );
    await t.db
      .updateTable('products')
      .set({ name: 'Renamed Vase', hsn_code: '9999' })
      .where('id', '=', vase._id)
      .execute();
    try {
      const after = await pdfText(
        (await t.as(asha).get(`/api/orders/${order.orderNumber}/invoice.pdf`)).rawPayload,
      );
      expect(after).toContain('Recycled Glass Vase');
      expect(after).toContain('70139900');
      expect(after).not.toContain('Renamed Vase');
      expect(after.replace(/\d+ \w{3} \d{4}/g, '')).toBe(before.replace(/\d+ \w{3} \d{4}/g, ''));
    } finally {
      await t.db
        .updateTable('products')
        .set({ name: vase.name, hsn_code: '70139900' })
        .where('id', '=', vase._id)
        .execute();
    }
  });

  it('numbers 20 parallel orders with 20 consecutive numbers, no gap and no repeat', async () => {
    const bag = product(/jute shopping bag/i);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => t.signUp()));
    // Half through a second instance on the same database, as behind a load balancer.
    const other = await t.anotherInstance();
    const orders = await Promise.all(
      shoppers.map(async (s, i) => {
        const payload = { items: [{ productId: bag._id, quantity: 1 }], shipping };
        const placed =
          i % 2 === 0
            ? await t.as(s).post('/api/orders', payload)
            : await other.inject({ method: 'POST', url: '/api/orders', headers: s.auth, payload });
        expect(placed.statusCode, placed.body).toBe(201);
        return placed.json<Order>();
      }),
    );
    const numbers = await t.db
      .selectFrom('invoices')
      .select('number')
      .where(
        'order_number',
        'in',
        orders.map((o) => o.orderNumber),
      )
      .execute();
    const seqOf = (number: string) => Number(number.split('-').at(-1));
    const seqs = numbers.map((n) => seqOf(n.number)).sort((a, b) => a - b);
    expect(seqs).toHaveLength(20);
    expect(new Set(seqs).size).toBe(20);
    expect(seqs.at(-1)! - seqs[0]!).toBe(19);
    // Every invoice of the year so far, from 1 with none missing.
    const all = await t.db.selectFrom('invoices').select('number').execute();
    const year = numbers[0]!.number.split('-')[0];
    const ofYear = all
      .filter((n) => n.number.split('-')[0] === year)
      .map((n) => seqOf(n.number))
      .sort((a, b) => a - b);
    expect(ofYear).toEqual(ofYear.map((_, i) => i + 1));
  });

  it('takes no number for an order that fails', async () => {
    const last = await t.db
      .selectFrom('document_series')
      .select('last_number')
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    const soldOut = product(/cork yoga mat/i);
    const failed = await t.as(asha).post('/api/orders', {
      items: [{ productId: soldOut._id, quantity: 1000 }],
      shipping,
      paymentMethod: 'upi',
    });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    const after = await t.db
      .selectFrom('document_series')
      .select('last_number')
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(after.last_number).toBe(last.last_number);
  });
});

describe('an order placed before invoices', () => {
  it('has none: the page is told so, the PDF is 404, and cancelling issues no credit note', async () => {
    const order = await placeOrder(asha, [{ productId: product(/hemp tote/i)._id, quantity: 1 }]);
    // As a data directory made before migration 0020 holds its orders.
    await t.db.deleteFrom('invoices').where('order_number', '=', order.orderNumber).execute();
    const url = `/api/orders/${order.orderNumber}`;
    expect((await t.as(asha).get(`${url}/tax-documents`)).json()).toEqual({
      invoice: null,
      creditNotes: [],
    });
    const pdf = await t.as(asha).get(`${url}/invoice.pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().message).toBe('This order has no tax invoice');
    expect((await t.as(asha).post(`${url}/cancel`)).statusCode).toBe(200);
    expect((await t.as(asha).get(`${url}/tax-documents`)).json()).toEqual({
      invoice: null,
      creditNotes: [],
    });
  });
});

describe('who may read an invoice', () => {
  it('is the owner: another shopper gets 403, nobody signed in 401; staff read it in the console', async () => {
    const order = await placeOrder(asha, [{ productId: product(/hemp tote/i)._id, quantity: 1 }]);
    const url = `/api/orders/${order.orderNumber}`;
    expect((await t.as(ravi).get(`${url}/invoice.pdf`)).statusCode).toBe(403);
    expect((await t.as(ravi).get(`${url}/tax-documents`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${url}/invoice.pdf` })).statusCode).toBe(401);
    expect((await t.as(asha).get('/api/orders/0000000000/invoice.pdf')).statusCode).toBe(404);

    const admin = await t.as(staff).get(`/api/admin/orders/${order.orderNumber}/invoice.pdf`);
    expect(admin.statusCode).toBe(200);
    expect(await pdfText(admin.rawPayload)).toContain('TAX INVOICE');
    expect(
      (await t.as(asha).get(`/api/admin/orders/${order.orderNumber}/invoice.pdf`)).statusCode,
    ).toBe(403);
  });
});

describe('credit notes', () => {
  it('credits a cancelled order in full, referencing the invoice, for its owner only', async () => {
    const order = await placeOrder(
      asha,
      [{ productId: product(/bamboo cutting board/i)._id, quantity: 2 }],
      inKarnataka,
    );
    const url = `/api/orders/${order.orderNumber}`;
    expect((await t.as(asha).get(`${url}/tax-documents`)).json()).toMatchObject({
      creditNotes: [],
    });
    expect((await t.as(asha).post(`${url}/cancel`)).statusCode).toBe(200);
    const docs = (await t.as(asha).get(`${url}/tax-documents`)).json<OrderTaxDocuments>();
    expect(docs.invoice).toMatchObject({ total: order.total });
    expect(docs.creditNotes).toHaveLength(1);
    const note = docs.creditNotes[0]!;
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN\d{4}-\d{6}$/),
      total: order.total,
      reason: `Order #${order.orderNumber} cancelled`,
    });

    const pdf = await t.as(asha).get(`${url}/credit-notes/${note.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain(`Against invoice: ${docs.invoice!.number}`);
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain(amountInWords(toPaise(order.total)));

    expect((await t.as(ravi).get(`${url}/credit-notes/${note.id}.pdf`)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}/credit-notes/${note.id}.pdf` })).statusCode,
    ).toBe(401);
    expect((await t.as(asha).get(`${url}/credit-notes/nope.pdf`)).statusCode).toBe(404);
  });

  it('credits a refunded return for the amount refunded, price and GST split back', async () => {
    const bottle = product(/copper water bottle/i);
    const order = await placeOrder(asha, [{ productId: bottle._id, quantity: 2 }]);
    await advanceOrder(t, order.orderNumber, 'delivered');
    const request = (
      await t.as(asha).post('/api/returns', {
        orderNumber: order.orderNumber,
        productId: bottle._id,
        quantity: 1,
        reason: 'Dented on arrival',
      })
    ).json<ReturnRequest>();
    for (const action of ['approve', 'receive']) {
      const r = await t.as(staff).post(`/api/admin/returns/${request.id}/${action}`);
      expect(r.statusCode, r.body).toBe(200);
    }
    const detail = (
      await t.as(staff).get(`/api/admin/returns/${request.id}`)
    ).json<AdminReturnRequest>();
    const refunded = await t
      .as(staff)
      .post(`/api/admin/returns/${request.id}/refund`, { amount: detail.maxRefund, method: 'upi' });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const docs = (
      await t.as(asha).get(`/api/orders/${order.orderNumber}/tax-documents`)
    ).json<OrderTaxDocuments>();
    expect(docs.creditNotes).toHaveLength(1);
    expect(docs.creditNotes[0]!.total).toBe(detail.maxRefund);
    const note = await t.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('id', '=', docs.creditNotes[0]!.id)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({
      return_id: request.id,
      taxable_paise: toPaise(bottle.price),
      igst_paise: toPaise(detail.maxRefund) - toPaise(bottle.price),
      cgst_paise: 0,
    });
  });
});

describe('the order confirmation', () => {
  it('carries the invoice as a PDF, drawn when the mail is sent', async () => {
    t.mails.length = 0;
    const order = await placeOrder(asha, [
      { productId: product(/neem wood comb/i)._id, quantity: 1 },
    ]);
    await t.mailIdle();
    const mail = t.mails.find((m) => m.subject.includes(order.orderNumber));
    expect(mail?.attachments).toHaveLength(1);
    const { invoice } = await invoiceRows(order.orderNumber);
    const attachment = mail!.attachments![0]!;
    expect(attachment).toMatchObject({
      filename: `${invoice.number.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(attachment.content)).toContain(invoice.number);
    expect(mail!.text).toContain(`Your GST tax invoice ${invoice.number} is attached as a PDF.`);
    // The outbox keeps a reference, not the file.
    const row = await t.db
      .selectFrom('outbox_mails')
      .select(['attachments', 'data'])
      .where('key', '=', `order-placed:${invoice.order_id}`)
      .executeTakeFirstOrThrow();
    expect(row.attachments).toEqual([{ source: 'invoice', id: invoice.order_id }]);
  });
});

describe("a shop with another seller's registration", () => {
  // Each server prints its own SELLER_* settings, even beside another server in one process.
  const pune = useTestApp({
    SELLER_LEGAL_NAME: 'Green Goods LLP',
    SELLER_ADDRESS: '4 MG Road, Pune 411001',
    SELLER_GSTIN: '27AAPFU0939F1ZV',
    SELLER_STATE: 'Maharashtra',
  });

  it('names that seller and taxes Maharashtra as its own state, Karnataka as another', async () => {
    const meera = await pune.signUp();
    const products = (
      await pune.app.inject({ method: 'GET', url: '/api/products?limit=100' })
    ).json<Product[]>();
    const bottle = products.find((p) => /copper water bottle/i.test(p.name))!;
    const inMumbai = { ...shipping, city: 'Mumbai', state: 'Maharashtra', zip: '400001' };
    const orderTo = async (to: typeof shipping) => {
      const placed = await pune.as(meera).post('/api/orders', {
        items: [{ productId: bottle._id, quantity: 1 }],
        shipping: to,
        paymentMethod: 'cod',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return pune.db
        .selectFrom('invoices')
        .selectAll()
        .where('order_number', '=', placed.json<Order>().orderNumber)
        .executeTakeFirstOrThrow();
    };
    const local = await orderTo(inMumbai);
    expect(local.seller).toMatchObject({ legalName: 'Green Goods LLP', gstin: '27AAPFU0939F1ZV' });
    expect(local.intra_state).toBe(true);
    expect((await orderTo(inKarnataka)).intra_state).toBe(false);
  });
});
