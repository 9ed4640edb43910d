// The shipping label and the packing slip (decision 076): staff print them from an order; the
// label's Code 128 barcodes, rendered by poppler and read back by ZXing (an independent
// decoder), are the order and tracking numbers; the cash to collect is the order's Total for
// cash on delivery and nothing for a prepaid order; the slip lists the lines without prices.
// Runs on PGlite and on PostgreSQL.
import type { Order, Product } from '@harit/core/types';
import {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  RGBLuminanceSource,
} from '@zxing/library';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, SHIPMENT } from './fulfilment-helpers.ts';
import { placeOrder, shipping, type TestUser, useTestApp } from './helpers.ts';
import { pdfText, runOn } from './pdf-text.ts';

const t = useTestApp();
let shopper: TestUser;
let other: TestUser;
let staff: TestUser;
let catalogue: Product[];

beforeAll(async () => {
  shopper = await t.signUp({ name: 'Asha Verma' });
  other = await t.signUp({ name: 'Ravi Kumar' });
  staff = await t.signUp({ name: 'Meera Staff', role: 'staff' });
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=20' })).json();
});

async function place(paymentMethod: 'cod' | 'upi', quantity = 2): Promise<Order> {
  const items = [
    { productId: catalogue[0]!._id, quantity },
    { productId: catalogue[1]!._id, quantity: 1 },
  ];
  return placeOrder(t, shopper, items, { paymentMethod });
}

/** The first page as a grey image (poppler's pdftoppm, 200 dpi, PGM). */
async function rasterise(
  pdf: Buffer,
): Promise<{ width: number; height: number; grey: Uint8Array }> {
  const pgm = await runOn('pdftoppm', ['-r', '200', '-gray', '-f', '1', '-l', '1', '-'], pdf);
  // "P5\n<width> <height>\n255\n" then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PGM');
  const [whole, width, height] = header;
  return {
    width: Number(width),
    height: Number(height),
    grey: new Uint8Array(pgm.subarray(whole.length)),
  };
}

/**
 * Every Code 128 barcode on the page, read as a scanner reads a label: ZXing over horizontal
 * bands of the page, each band decoded on its own.
 */
async function barcodesOn(pdf: Buffer): Promise<string[]> {
  const { width, height, grey } = await rasterise(pdf);
  const reader = new Code128Reader();
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  const found = new Set<string>();
  const band = 40;
  for (let top = 0; top + band <= height; top += band / 2) {
    const pixels = new Uint8ClampedArray(grey.subarray(top * width, (top + band) * width));
    const source = new RGBLuminanceSource(pixels, width, band);
    try {
      found.add(reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText());
    } catch {
      // no barcode in this band
    }
    reader.reset();
  }
  return [...found];
}

describe('the shipping label', () => {
  it('carries barcodes a scanner reads back as the order and tracking numbers', async () => {
    const order = await place('upi');
    await advanceOrder(t, order.orderNumber, 'shipped');
    const response = await t
      .as(staff)
      .get(`/api/admin/orders/${order.orderNumber}/label.pdf?weightGrams=1250`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await barcodesOn(pdf)).sort()).toEqual(
      [order.orderNumber, SHIPMENT.trackingNumber].sort(),
    );
    const text = await pdfText(pdf);
    expect(text).toContain(`PIN ${shipping.zip}`);
    expect(text).toContain(`${shipping.firstName} ${shipping.lastName}`);
    expect(text).toContain('Harit Retail Private Limited');
    expect(text).toContain('Weight: 1.25 kg');
    // Paid online before it shipped: the courier collects nothing.
    expect(text).toContain('PREPAID: COLLECT NOTHING');
  });

  it('tells the courier to collect the Total of a cash-on-delivery order', async () => {
    const order = await place('cod');
    const response = await t.as(staff).get(`/api/admin/orders/${order.orderNumber}/label.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    // "₹1,234.56" as the order's own Total, the figure the shopper saw.
    const total = order.total.toLocaleString('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(text).toContain(`COD: COLLECT ₹${total}`);
    // No weight asked for: the seeded products' weights added up (decision 080).
    expect(text).toMatch(/Weight: \d+(\.\d+)? kg/);
    // Not shipped yet: the order's barcode only.
    expect(await barcodesOn(response.rawPayload)).toEqual([order.orderNumber]);
  });

  it('is refused for a cancelled order, an unknown one and a bad weight', async () => {
    const order = await place('cod');
    const cancelled = await t
      .as(staff)
      .post(`/api/admin/orders/${order.orderNumber}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(
      (await t.as(staff).get(`/api/admin/orders/${order.orderNumber}/label.pdf`)).statusCode,
    ).toBe(409);
    expect((await t.as(staff).get('/api/admin/orders/1234567890/label.pdf')).statusCode).toBe(404);
    const heavy = await t
      .as(staff)
      .get(`/api/admin/orders/${order.orderNumber}/label.pdf?weightGrams=0`);
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json<{ message: string }>().message).toMatch(/Weight must be at least 1 gram/);
  });

  it('is for staff only: 401 signed out, 403 for a shopper, even the order’s own', async () => {
    const order = await place('cod');
    for (const path of ['label.pdf', 'packing-slip.pdf']) {
      const url = `/api/admin/orders/${order.orderNumber}/${path}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.as(shopper).get(url)).statusCode).toBe(403);
      expect((await t.as(other).get(url)).statusCode).toBe(403);
    }
  });
});

describe('the packing slip', () => {
  it('lists every line and its quantity without a price', async () => {
    const order = await place('cod', 3);
    const response = await t
      .as(staff)
      .get(`/api/admin/orders/${order.orderNumber}/packing-slip.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Order #${order.orderNumber}`);
    for (const item of order.items) {
      expect(text).toContain(item.name);
    }
    expect(text).toContain('4 items in all');
    expect(text).not.toMatch(/₹|Rs\.?\s?\d/);
    expect(await barcodesOn(response.rawPayload)).toEqual([order.orderNumber]);
  });
});
