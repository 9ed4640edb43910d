// GST rates per product (decision 073): set in the console (admin or staff, audited), shown
// beside SPEC's price by the shop's API, charged per rate at checkout, kept by each order line,
// and used by the tax invoice at dispatch and by a return's refund. Unit quantity codes are set
// in the same form (decision 067); a business buyer's GSTIN makes its invoice B2B. Runs on
// PGlite and on PostgreSQL.
import type { AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import type { AdminOrder } from '@harit/core/fulfilment';
import { cartTotals, fromPaise, toPaise } from '@harit/core/money';
import type { CartLine, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, productInput } from './catalog-helpers.ts';
import {
  advanceOrder,
  receivedReturn,
  refundReturn,
  shippedOrder,
  storedCreditNote,
  storedInvoice,
} from './fulfilment-helpers.ts';
import { placeOrder, shipping, type TestUser, useTestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

const t = useTestApp();
let staff: TestUser;
let admin: TestUser;
let shopper: TestUser;
let other: TestUser;

beforeAll(async () => {
  staff = await t.signUp({ role: 'staff' });
  admin = await t.signUp({ role: 'admin' });
  shopper = await t.signUp({ name: 'Kavya Rao' });
  other = await t.signUp();
});

// ₹450 with 18 % GST = ₹531, within the MRP at any rate up to 18 %: productInput's prices.
const create = (overrides: Partial<ProductCreateInput> = {}) => createProduct(t, staff, overrides);

async function shopProduct(id: string): Promise<Product> {
  const all = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<
    Product[]
  >();
  return all.find((p) => p._id === id)!;
}

describe('a product’s GST rate and unit in the console', () => {
  it('is 18 % and NOS unless set, as SPEC’s catalogue is', async () => {
    const made = await create();
    expect(made).toMatchObject({ gstRate: 18, uqc: 'NOS' });
    const seeded = (await t.as(staff).get('/api/admin/products?limit=100'))
      .json<AdminProduct[]>()
      .filter((p) => p.id !== made.id);
    expect(seeded.length).toBeGreaterThan(10);
    expect(new Set(seeded.map((p) => p.gstRate))).toEqual(new Set([18]));
  });

  it('takes 0, 5, 18 or 40 % and a unit from the GST portal’s list, and audits the change', async () => {
    const made = await create({ gstRate: 5, uqc: 'KGS' });
    expect(made).toMatchObject({ gstRate: 5, uqc: 'KGS' });
    const edited = await t.as(staff).patch(`/api/admin/products/${made.id}`, {
      gstRate: 40,
      uqc: 'SET',
      mrpPaise: 63_000,
      updatedAt: made.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminProduct>()).toMatchObject({ gstRate: 40, uqc: 'SET' });
    const audit = (
      await t.as(admin).get(`/api/admin/audit?entity=product&entityId=${made.id}`)
    ).json<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }[]>();
    const update = audit.find((a) => a.action === 'product.update')!;
    expect(update.before).toMatchObject({ gstRate: 5, uqc: 'KGS' });
    expect(update.after).toMatchObject({ gstRate: 40, uqc: 'SET' });
  });

  it('refuses a rate that is no slab and a unit not on the list, saying which', async () => {
    const rate = await t.as(staff).post('/api/admin/products', productInput({ gstRate: 12 as 18 }));
    expect(rate.statusCode).toBe(400);
    expect(rate.body).toContain('GST rate must be 0, 5, 18 or 40 %.');
    const unit = await t
      .as(staff)
      .post('/api/admin/products', productInput({ uqc: 'BOXES' as 'BOX' }));
    expect(unit.statusCode).toBe(400);
    expect(unit.body).toContain('Choose a unit quantity code from the list');
  });

  it('holds the price with the product’s own GST within the MRP', async () => {
    // ₹450 + 5 % = ₹472.50 fits an MRP of ₹499; + 18 % = ₹531 does not.
    const low = await create({ gstRate: 5, mrpPaise: 49_900 });
    const raised = await t.as(staff).patch(`/api/admin/products/${low.id}`, {
      gstRate: 18,
      updatedAt: low.updatedAt,
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.body).toContain('Price with 18% GST (₹531.00) must not be more than the MRP');
    const atForty = await t.as(staff).post('/api/admin/products', productInput({ gstRate: 40 }));
    expect(atForty.statusCode).toBe(400);
    expect(atForty.body).toContain('Price with 40% GST (₹630.00)');
  });

  it('is the console’s alone: a shopper gets 403', async () => {
    const made = await create();
    const patch = await t.as(shopper).patch(`/api/admin/products/${made.id}`, {
      gstRate: 5,
      updatedAt: made.updatedAt,
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('the shop’s prices with GST', () => {
  it('keeps SPEC’s price and adds the rate and the price with GST beside it', async () => {
    const made = await create({ gstRate: 5 });
    const product = await shopProduct(made.id);
    expect(product).toMatchObject({ price: 450, gstRate: 5, priceWithGst: 472.5 });
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    for (const p of seeded) {
      expect(p.gstRate).toBe(18);
      expect(toPaise(p.priceWithGst)).toBe(toPaise(p.price) + Math.round(toPaise(p.price) * 0.18));
    }
  });

  it('puts the rate on the cart line, so the cart shows GST per rate', async () => {
    const made = await create({ gstRate: 5 });
    const added = await t
      .as(other)
      .post('/api/cart/add', { userId: other.id, productId: made.id, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    const cart = (await t.as(other).get(`/api/cart/${other.id}`)).json<CartLine[]>();
    expect(cart.find((l) => l.productId === made.id)).toMatchObject({
      gstRate: 5,
      priceWithGst: 472.5,
    });
  });
});

describe('an order of several rates', () => {
  it('charges each rate’s GST, keeps the rates, invoices each line at its own and refunds at it', async () => {
    const towel = await create({ gstRate: 5 });
    const lamp = await create({
      name: 'Solar Lantern Deluxe',
      gstRate: 40,
      pricePaise: 100_000,
      mrpPaise: 150_000,
    });
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    const usual = seeded[0]!;
    const items = [
      { productId: towel.id, quantity: 2 },
      { productId: lamp.id, quantity: 1 },
      { productId: usual._id, quantity: 1 },
    ];
    const order = await placeOrder(t, shopper, items, { paymentMethod: 'cod' });

    // Delivered to Maharashtra from Karnataka: IGST. Independently: ₹900 at 5 % = ₹45; ₹1,000 at 40 % = ₹400; the seeded product at 18 %.
    const usualGst = Math.round(toPaise(usual.price) * 0.18);
    expect(toPaise(order.gst)).toBe(4_500 + 40_000 + usualGst);
    expect(toPaise(order.total)).toBe(
      90_000 + 100_000 + toPaise(usual.price) + toPaise(order.gst) + 10_000,
    );
    expect(Object.fromEntries(order.items.map((i) => [i.productId, i.gstRate]))).toEqual({
      [towel.id]: 5,
      [lamp.id]: 40,
      [usual._id]: 18,
    });
    expect(cartTotals(order.items).gstByRate.map((r) => [r.rate, toPaise(r.gst)])).toEqual([
      [5, 4_500],
      [18, usualGst],
      [40, 40_000],
    ]);

    // A later change of the product's rate leaves the order's lines as sold.
    const fresh = (await t.as(staff).get(`/api/admin/products/${towel.id}`)).json<AdminProduct>();
    expect(
      (
        await t.as(staff).patch(`/api/admin/products/${towel.id}`, {
          gstRate: 18,
          updatedAt: fresh.updatedAt,
        })
      ).statusCode,
    ).toBe(200);

    // The console offers the invoice only once it is issued, at dispatch (decision 068).
    const adminUrl = `/api/admin/orders/${order.orderNumber}`;
    expect((await t.as(staff).get(adminUrl)).json<AdminOrder>().invoice).toBeNull();
    await advanceOrder(t, order.orderNumber, 'shipped');
    expect((await t.as(staff).get(adminUrl)).json<AdminOrder>().invoice).toMatchObject({
      number: expect.stringMatching(/^HRT\d{4}-\d{6}$/),
    });
    const { invoice, lines } = await storedInvoice(t.db, order.orderNumber);
    expect(invoice.total_paise).toBe(toPaise(order.total));
    const rateOf = Object.fromEntries(lines.map((l) => [l.product_id ?? 'delivery', l]));
    expect(rateOf[towel.id]).toMatchObject({
      rate_percent: 5,
      taxable_paise: 90_000,
      igst_paise: 4_500,
    });
    expect(rateOf[lamp.id]).toMatchObject({ rate_percent: 40, igst_paise: 40_000 });
    expect(rateOf[usual._id]).toMatchObject({ rate_percent: 18, igst_paise: usualGst });
    // Delivery follows the goods of most value (the ₹1,000 lantern at 40 % unless the seeded
    // product is dearer): ₹100 with its GST inside.
    const principal = toPaise(usual.price) > 100_000 ? 18 : 40;
    expect(rateOf.delivery).toMatchObject({ rate_percent: principal });
    expect(rateOf.delivery!.taxable_paise + rateOf.delivery!.igst_paise).toBe(10_000);

    // The shipped order's PDF is there now; another shopper's token cannot read it.
    const pdf = await t.as(shopper).get(`/api/orders/${order.orderNumber}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await t.as(other).get(`/api/orders/${order.orderNumber}/invoice.pdf`)).statusCode).toBe(
      403,
    );

    // A return of one towel refunds at most its price and its 5 %: ₹472.50.
    await advanceOrder(t, order.orderNumber, 'delivered');
    const request = await receivedReturn(t, shopper, staff, {
      orderNumber: order.orderNumber,
      productId: towel.id,
      quantity: 1,
      reason: 'Frayed edge',
    });
    expect(request.maxRefund).toBe(fromPaise(47_250));
    const tooMuch = await t
      .as(staff)
      .post(`/api/admin/returns/${request.id}/refund`, { amount: 472.51, method: 'upi' });
    expect(tooMuch.statusCode).toBe(400);
    // A cash-on-delivery order is refunded to the UPI ID its shopper gives (decision 076).
    const account = { kind: 'upi', upiId: 'shopper@okaxis' };
    const given = await t.as(shopper).put(`/api/returns/${request.id}/refund-account`, account);
    expect(given.statusCode, given.body).toBe(200);
    await refundReturn(t, staff, request.id, 472.5);
    const note = await storedCreditNote(t.db, request.id);
    expect(note).toMatchObject({ taxable_paise: 45_000, igst_paise: 2_250, total_paise: 47_250 });
  });
});

describe('a business buyer (B2B)', () => {
  const business = { gstin: '07AAACG2115R1ZJ', legalName: 'Green Leaf Traders Private Limited' };

  it('refuses a GSTIN that is not one, or one without its legal name, saying what is wrong', async () => {
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    const items = [{ productId: seeded[0]!._id, quantity: 1 }];
    const wrongCheck = await t.as(shopper).post('/api/orders', {
      items,
      shipping,
      paymentMethod: 'cod',
      business: { ...business, gstin: '07AAACG2115R1ZQ' },
    });
    expect(wrongCheck.statusCode).toBe(400);
    expect(wrongCheck.body).toContain(
      "The GSTIN's check character is Q; for these first 14 characters it must be J.",
    );
    const unnamed = await t.as(shopper).post('/api/orders', {
      items,
      shipping,
      paymentMethod: 'cod',
      business: { ...business, legalName: ' ' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toContain("Enter the business's legal name, as registered for GST.");
  });

  it('gets a B2B tax invoice: its GSTIN and legal name, the place of supply its GSTIN’s state', async () => {
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    // Delivered to Pune, Maharashtra: the sample shipping details.
    const order = await shippedOrder(t, shopper, [{ productId: seeded[1]!._id, quantity: 2 }], {
      paymentMethod: 'cod',
      business: { gstin: ' 07aaacg2115r1zj ', legalName: business.legalName },
    });
    const { invoice } = await storedInvoice(t.db, order.orderNumber);
    expect(invoice).toMatchObject({
      place_of_supply: 'Delhi',
      intra_state: false,
      total_paise: toPaise(order.total),
    });
    expect(invoice.buyer).toMatchObject({ ...business, name: 'Asha Verma', state: 'Maharashtra' });
    const pdf = await t.as(shopper).get(`/api/orders/${order.orderNumber}/invoice.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('GSTIN: 07AAACG2115R1ZJ');
    expect(text).toContain(business.legalName);
    expect(text).toContain('Place of supply: Delhi (07)');
  });
});
