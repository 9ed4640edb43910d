// GST tax invoices and credit notes (decisions 030, 061, 067, 068): issued when the goods
// are dispatched, numbered without gaps under concurrency, taxed by the place of supply to the
// paisa, printed as PDF for the owner only, credited on refund (and on cancelling an order
// invoiced when placed, before decision 068), attached to the shipped mail. Runs on PGlite and on
// PostgreSQL.

import { amountInWords } from '@harit/core/invoice';
import { toPaise } from '@harit/core/money';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from '../src/config.ts';
import { withTransaction } from '../src/db/transaction.ts';
import { anyOrderByNumber } from '../src/features/orders/service.ts';
import { invoiceAtDispatch } from '../src/workflows/dispatch-invoice.ts';
import {
  advanceOrder,
  receivedReturn,
  refundedReturn,
  refundReturn,
  SHIPMENT,
  shippedOrder,
  staffMember,
  storedCreditNote,
  storedInvoice,
  taxDocumentsOf,
} from './fulfilment-helpers.ts';
import { placeOrder, shipping, shippingInKarnataka, type TestUser, useTestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

const t = useTestApp();
let asha: TestUser;
let ravi: TestUser;
let staff: TestUser;
let catalogue: Product[];

beforeAll(async () => {
  asha = await t.signUp({ name: 'Asha Verma' });
  ravi = await t.signUp({ name: 'Ravi Kumar' });
  staff = await t.signUp({ name: 'Meera Staff', role: 'staff' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
});

const product = (pattern: RegExp) => catalogue.find((p) => pattern.test(p.name))!;

describe('the tax invoice of an order', () => {
  it('splits GST into CGST 9 % + SGST 9 % in the seller’s state, to the paisa of the order', async () => {
    const ghee = product(/desi ghee/i);
    const straws = product(/steel straws/i);
    const order = await shippedOrder(
      t,
      asha,
      [
        { productId: ghee._id, quantity: 1 },
        { productId: straws._id, quantity: 3 },
      ],
      { shipping: shippingInKarnataka },
    );
    const { invoice, lines } = await storedInvoice(t.db, order.orderNumber);
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
    // Each line's unit quantity code, the product's (migration 0032; decision 067).
    expect(goods.map((l) => `${l.quantity} ${l.uqc}`).sort()).toEqual(['1 NOS', '3 SET']);
    // CGST equals SGST on every line and in the totals, each line's tax within a paisa of its
    // 18 %; the round off (what the halves leave of SPEC's GST) makes the Total what was paid.
    for (const l of lines) {
      expect(l.sgst_paise).toBe(l.cgst_paise);
      expect(Math.abs(l.cgst_paise + l.sgst_paise - l.taxable_paise * 0.18)).toBeLessThanOrEqual(1);
    }
    expect(invoice.sgst_paise).toBe(invoice.cgst_paise);
    const roundOff =
      invoice.total_paise - invoice.taxable_paise - invoice.cgst_paise - invoice.sgst_paise;
    expect(Math.abs(roundOff)).toBeLessThanOrEqual(lines.length);
    expect(invoice.taxable_paise).toBe(toPaise(order.subtotal) + 8474);
    // Delivery: the flat ₹100 with its 18 % inside (decisions 031 and 067): 84.74 + 7.63 + 7.63.
    expect(lines.at(-1)).toMatchObject({
      product_id: null,
      hsn: '996812',
      taxable_paise: 8474,
      cgst_paise: 763,
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
    expect(text).toContain('1 NOS');
    expect(text).toContain('3 SET');
    if (roundOff === 0) expect(text).not.toContain('Round off');
    else expect(text).toContain('Round off');
  });

  it('prints a round off when the halves miss SPEC’s GST, so the Total is still what was paid', async () => {
    // 18 % of ₹43.61 is ₹7.8498: SPEC's GST is ₹7.85, the halves ₹3.92 + ₹3.92.
    const comb = product(/neem wood comb/i);
    const before = comb.price;
    await t.db
      .updateTable('products')
      .set({ price_paise: 4361 })
      .where('id', '=', comb._id)
      .execute();
    try {
      const order = await shippedOrder(t, asha, [{ productId: comb._id, quantity: 1 }], {
        shipping: shippingInKarnataka,
      });
      expect(order.gst).toBe(7.85);
      const { invoice, lines } = await storedInvoice(t.db, order.orderNumber);
      expect(lines[0]).toMatchObject({ taxable_paise: 4361, cgst_paise: 392, sgst_paise: 392 });
      expect(invoice.total_paise).toBe(toPaise(order.total));
      const text = await pdfText(
        (await t.as(asha).get(`/api/orders/${order.orderNumber}/invoice.pdf`)).rawPayload,
      );
      expect(text).toContain('Round off +₹0.01');
      expect(text).toContain(amountInWords(toPaise(order.total)));
    } finally {
      await t.db
        .updateTable('products')
        .set({ price_paise: toPaise(before) })
        .where('id', '=', comb._id)
        .execute();
    }
  });

  it('charges IGST 18 % when delivered to another state', async () => {
    const order = await shippedOrder(t, asha, [
      { productId: product(/jute rug/i)._id, quantity: 2 },
    ]);
    const { invoice, lines } = await storedInvoice(t.db, order.orderNumber);
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
    const order = await shippedOrder(t, asha, [{ productId: vase._id, quantity: 1 }]);
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

  it('numbers 20 orders shipped in parallel with 20 consecutive numbers, no gap and no repeat', async () => {
    const bag = product(/jute shopping bag/i);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => t.signUp()));
    const orders = await Promise.all(
      shoppers.map(async (s) => {
        const order = await placeOrder(t, s, [{ productId: bag._id, quantity: 1 }]);
        await advanceOrder(t, order.orderNumber, 'packed');
        return order;
      }),
    );
    // Shipped at once, half through a second instance on the same database, as behind a load
    // balancer.
    const other = await t.anotherInstance();
    const mover = await staffMember(t);
    await Promise.all(
      orders.map(async (order, i) => {
        const url = `/api/admin/orders/${order.orderNumber}/status`;
        const payload = { status: 'shipped', ...SHIPMENT };
        const shipped =
          i % 2 === 0
            ? await t.as(mover).post(url, payload)
            : await other.inject({ method: 'POST', url, headers: mover.auth, payload });
        expect(shipped.statusCode, shipped.body).toBe(200);
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
  }, 180_000); // 20 sign-ups, orders and shipments: minutes on a loaded two-core machine

  it('takes no number for placing an order, nor for a shipment refused', async () => {
    const lastNumber = async () =>
      (
        await t.db
          .selectFrom('document_series')
          .select('last_number')
          .where('kind', '=', 'invoice')
          .executeTakeFirst()
      )?.last_number ?? 0;
    const last = await lastNumber();
    const order = await placeOrder(t, asha, [
      { productId: product(/hemp tote/i)._id, quantity: 1 },
    ]);
    await advanceOrder(t, order.orderNumber, 'packed');
    expect(await lastNumber()).toBe(last);
    // No tracking number: refused, and the number it would have taken stays free.
    const refused = await t
      .as(staff)
      .post(`/api/admin/orders/${order.orderNumber}/status`, { status: 'shipped', courier: 'X' });
    expect(refused.statusCode).toBe(400);
    expect(await lastNumber()).toBe(last);
    await advanceOrder(t, order.orderNumber, 'shipped');
    expect(await lastNumber()).toBe(last + 1);
  });

  it('is dated the day the goods leave, not the day of the order', async () => {
    const order = await shippedOrder(t, asha, [
      { productId: product(/hemp tote/i)._id, quantity: 1 },
    ]);
    const { invoice } = await storedInvoice(t.db, order.orderNumber);
    const shippedAt = (
      await t.db
        .selectFrom('orders')
        .select('shipped_at')
        .where('order_number', '=', order.orderNumber)
        .executeTakeFirstOrThrow()
    ).shipped_at;
    expect(invoice.issued_at.getTime()).toBe(new Date(shippedAt!).getTime());
    expect(invoice.issued_at.getTime()).toBeGreaterThan(Date.parse(order.createdAt));
  });
});

describe('an order not yet dispatched', () => {
  it('has no invoice: the page is told so, the PDF is 404, and cancelling issues no credit note', async () => {
    const order = await placeOrder(t, asha, [
      { productId: product(/hemp tote/i)._id, quantity: 1 },
    ]);
    const url = `/api/orders/${order.orderNumber}`;
    expect(await taxDocumentsOf(t, asha, order.orderNumber)).toEqual({
      invoice: null,
      creditNotes: [],
    });
    const pdf = await t.as(asha).get(`${url}/invoice.pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().message).toBe('This order has no tax invoice');
    expect((await t.as(asha).post(`${url}/cancel`)).statusCode).toBe(200);
    expect(await taxDocumentsOf(t, asha, order.orderNumber)).toEqual({
      invoice: null,
      creditNotes: [],
    });
    expect(
      await t.db
        .selectFrom('invoices')
        .select('id')
        .where('order_number', '=', order.orderNumber)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('who may read an invoice', () => {
  it('is the owner: another shopper gets 403, nobody signed in 401; staff read it in the console', async () => {
    const order = await shippedOrder(t, asha, [
      { productId: product(/hemp tote/i)._id, quantity: 1 },
    ]);
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
  it('credits a cancelled order invoiced when placed in full, referencing the invoice, for its owner only', async () => {
    const order = await placeOrder(
      t,
      asha,
      [{ productId: product(/bamboo cutting board/i)._id, quantity: 2 }],
      { shipping: shippingInKarnataka },
    );
    // Invoiced at placing, as orders were before decision 068, and not shipped yet.
    const seller = loadConfig({ DATA_DIR: IN_MEMORY }, false).seller;
    await withTransaction(t.db, async (trx) => {
      const row = await anyOrderByNumber(trx, order.orderNumber);
      await invoiceAtDispatch(trx, seller, row!, new Date(order.createdAt));
    });
    const url = `/api/orders/${order.orderNumber}`;
    expect(await taxDocumentsOf(t, asha, order.orderNumber)).toMatchObject({
      creditNotes: [],
    });
    expect((await t.as(asha).post(`${url}/cancel`)).statusCode).toBe(200);
    const docs = await taxDocumentsOf(t, asha, order.orderNumber);
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
    const order = await shippedOrder(t, asha, [{ productId: bottle._id, quantity: 2 }]);
    await advanceOrder(t, order.orderNumber, 'delivered');
    const detail = await refundedReturn(t, asha, staff, {
      orderNumber: order.orderNumber,
      productId: bottle._id,
      quantity: 1,
      reason: 'Dented on arrival',
    });

    const docs = await taxDocumentsOf(t, asha, order.orderNumber);
    expect(docs.creditNotes).toHaveLength(1);
    expect(docs.creditNotes[0]!.total).toBe(detail.maxRefund);
    const note = await t.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('id', '=', docs.creditNotes[0]!.id)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({
      return_id: detail.id,
      taxable_paise: toPaise(bottle.price),
      igst_paise: toPaise(detail.maxRefund) - toPaise(bottle.price),
      cgst_paise: 0,
    });
  });
});

describe('a buyer named in Devanagari', () => {
  it('is printed in Noto Sans Devanagari, amounts with ₹, and the text reads back as written', async () => {
    const hindi = {
      ...shippingInKarnataka,
      firstName: 'अनीता',
      lastName: 'शर्मा',
      address: 'फ़्लैट 3, श्री कृष्ण अपार्टमेंट, गांधी मार्ग',
      city: 'बेंगलुरु',
    };
    const order = await shippedOrder(
      t,
      asha,
      [{ productId: product(/hemp tote/i)._id, quantity: 1 }],
      { shipping: hindi },
    );
    const pdf = await t.as(asha).get(`/api/orders/${order.orderNumber}/invoice.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('अनीता शर्मा');
    expect(text).toContain('फ़्लैट 3, श्री कृष्ण अपार्टमेंट, गांधी मार्ग');
    expect(text).toContain('बेंगलुरु, Karnataka (29) 560001');
    const total = order.total.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(text).toMatch(new RegExp(`Total ₹${total.replace('.', '\\.')}`));
    expect(text).not.toContain('Rs.');
    // The fonts are embedded, as subsets of the glyphs used.
    const fonts = pdf.rawPayload.toString('latin1');
    expect(fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(fonts).not.toContain('Helvetica');
  });
});

describe('a part refund’s credit note', () => {
  it('credits one line of the value refunded, adding up on its face', async () => {
    const bottle = product(/copper water bottle/i);
    const order = await shippedOrder(t, asha, [{ productId: bottle._id, quantity: 2 }], {
      shipping: shippingInKarnataka,
    });
    await advanceOrder(t, order.orderNumber, 'delivered');
    const request = await receivedReturn(t, asha, staff, {
      orderNumber: order.orderNumber,
      productId: bottle._id,
      quantity: 1,
      reason: 'Lid scratched',
    });
    await refundReturn(t, staff, request.id, 100);
    const note = await storedCreditNote(t.db, request.id);
    const [line] = note.lines as {
      description: string;
      quantity: number;
      uqc: string;
      unitPricePaise: number;
      taxablePaise: number;
      cgstPaise: number;
      sgstPaise: number;
    }[];
    // ₹100 with 18 % inside, in equal halves: ₹84.74 + ₹7.63 + ₹7.63.
    expect(line).toMatchObject({
      description: `Partial refund: 1 × ${bottle.name}`,
      quantity: 1,
      uqc: 'OTH',
      unitPricePaise: 8474,
      taxablePaise: 8474,
      cgstPaise: 763,
      sgstPaise: 763,
    });
    expect(note).toMatchObject({ taxable_paise: 8474, cgst_paise: 763, sgst_paise: 763 });
    expect(note.total_paise).toBe(10000);

    const pdf = await t
      .as(asha)
      .get(`/api/orders/${order.orderNumber}/credit-notes/${note.id}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    // Its row: quantity × unit price = taxable value, + CGST + SGST = the amount credited.
    expect(text).toContain('Partial refund: 1 ×');
    expect(text).toContain('1 OTH 84.74 84.74 18% 7.63 7.63 100.00');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain(amountInWords(10000));
    expect(text).not.toContain('Round off');
  });
});

describe('the mails', () => {
  it('say at placing that the invoice comes on dispatch, and carry it as a PDF when shipped', async () => {
    t.mails.length = 0;
    const order = await placeOrder(t, asha, [
      { productId: product(/neem wood comb/i)._id, quantity: 1 },
    ]);
    await t.mailIdle();
    const placed = t.mails.find((m) => m.subject.includes(order.orderNumber));
    expect(placed?.attachments ?? []).toHaveLength(0);
    expect(placed!.text).toContain(
      'Your GST tax invoice will be e-mailed to you when your order is dispatched.',
    );

    await advanceOrder(t, order.orderNumber, 'shipped');
    await t.mailIdle();
    const mail = t.mails.find((m) => m.subject === `Order #${order.orderNumber} has shipped`);
    expect(mail?.attachments).toHaveLength(1);
    const { invoice } = await storedInvoice(t.db, order.orderNumber);
    const attachment = mail!.attachments![0]!;
    expect(attachment).toMatchObject({
      filename: `${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(attachment.content)).toContain(invoice.number);
    expect(mail!.text).toContain(`Your GST tax invoice ${invoice.number} is attached as a PDF.`);
    // The outbox keeps a reference, not the file.
    const row = await t.db
      .selectFrom('outbox_mails')
      .select(['attachments', 'data'])
      .where('key', '=', `order-shipped:${invoice.order_id}`)
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
      await advanceOrder(pune, placed.json<Order>().orderNumber, 'shipped');
      return (await storedInvoice(pune.db, placed.json<Order>().orderNumber)).invoice;
    };
    const local = await orderTo(inMumbai);
    expect(local.seller).toMatchObject({ legalName: 'Green Goods LLP', gstin: '27AAPFU0939F1ZV' });
    expect(local.intra_state).toBe(true);
    expect((await orderTo(shippingInKarnataka)).intra_state).toBe(false);
  });
});

describe('a seller in a union territory without a legislature', () => {
  // Chandigarh (04): a supply within it is taxed CGST + UTGST, not SGST (decision 067).
  const chandigarh = useTestApp({
    SELLER_LEGAL_NAME: 'Sector Green Traders',
    SELLER_ADDRESS: 'SCO 12, Sector 17, Chandigarh 160017',
    SELLER_GSTIN: '04AAHCH1234K1ZT',
    SELLER_STATE: 'Chandigarh',
  });

  it('charges CGST + UTGST within Chandigarh and IGST to Punjab', async () => {
    const shopper = await chandigarh.signUp();
    const products = (
      await chandigarh.app.inject({ method: 'GET', url: '/api/products?limit=100' })
    ).json<Product[]>();
    const bottle = products.find((p) => /copper water bottle/i.test(p.name))!;
    const orderTo = async (to: typeof shipping) => {
      const placed = await chandigarh.as(shopper).post('/api/orders', {
        items: [{ productId: bottle._id, quantity: 1 }],
        shipping: to,
        paymentMethod: 'cod',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<Order>();
      await advanceOrder(chandigarh, order.orderNumber, 'shipped');
      const pdf = await chandigarh.as(shopper).get(`/api/orders/${order.orderNumber}/invoice.pdf`);
      expect(pdf.statusCode).toBe(200);
      return { order, text: await pdfText(pdf.rawPayload) };
    };
    const local = await orderTo({
      ...shipping,
      city: 'Chandigarh',
      state: 'Chandigarh',
      zip: '160017',
    });
    expect(local.text).toContain('State: Chandigarh (04)');
    expect(local.text).toContain('Place of supply: Chandigarh (04)');
    expect(local.text).toContain('CGST @ 9%');
    expect(local.text).toContain('UTGST @ 9%');
    expect(local.text).not.toContain('SGST');
    expect(local.text).not.toContain('IGST');
    expect(local.text).toContain(amountInWords(toPaise(local.order.total)));
    const { invoice } = await storedInvoice(chandigarh.db, local.order.orderNumber);
    expect(invoice.intra_state).toBe(true);
    expect(invoice.sgst_paise).toBe(invoice.cgst_paise);

    const punjab = await orderTo({ ...shipping, city: 'Mohali', state: 'Punjab', zip: '160062' });
    expect(punjab.text).toContain('IGST @ 18%');
    expect(punjab.text).not.toContain('UTGST');
  });
});

describe('unit quantity codes', () => {
  it('are one per product, seeded from what each name sells, and only from the GST list', async () => {
    const uqcOf = async (slug: string) =>
      (
        await t.db
          .selectFrom('products')
          .select('uqc')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).uqc;
    expect(await uqcOf('bamboo-toothbrush-pack-of-4')).toBe('PAC');
    expect(await uqcOf('organic-basmati-rice-5kg')).toBe('BAG');
    expect(await uqcOf('terracotta-diya-set-of-12')).toBe('SET');
    expect(await uqcOf('copper-water-bottle-1l')).toBe('NOS');
    await expect(
      t.db
        .updateTable('products')
        .set({ uqc: 'XYZ' })
        .where('slug', '=', 'copper-water-bottle-1l')
        .execute(),
    ).rejects.toThrow();
  });
});
