// The month's GSTR-1 (decision 079): the GST portal offline tool's JSON and its tables as CSV,
// from the tax invoices issued at dispatch and the credit notes of refunds, each figure the sum
// of the stored documents to the paisa; admins only. Runs on PGlite and on PostgreSQL.
import type { AdminProduct, ProductCreateInput } from '@harit/core/catalog-admin';
import { type Gstr1, gstr1TotalsByRate } from '@harit/core/gstr1';
import { istDate, istMonth } from '@harit/core/ist-date';
import type { Order, Product } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './catalog-helpers.ts';
import { advanceOrder, refundedReturn, storedInvoice } from './fulfilment-helpers.ts';
import { shipping, shippingInKarnataka, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();
let admin: TestUser;
let staff: TestUser;
let shopper: TestUser;

const business = { gstin: '07AAACG2115R1ZJ', legalName: 'Green Leaf Traders Private Limited' };
const month = istMonth(new Date());

const create = (overrides: Partial<ProductCreateInput>) => createProduct(t, staff, overrides);

async function order(
  items: { productId: string; quantity: number }[],
  to = shipping,
  extra: Record<string, unknown> = {},
): Promise<Order> {
  const placed = await t
    .as(shopper)
    .post('/api/orders', { items, shipping: to, paymentMethod: 'upi', ...extra });
  expect(placed.statusCode, placed.body).toBe(201);
  const made = placed.json<Order>();
  await advanceOrder(t, made.orderNumber, 'shipped');
  return made;
}

/** Returns one unit of a line and refunds all of it: a credit note for its price and GST. */
async function refundOne(made: Order, productId: string): Promise<void> {
  await advanceOrder(t, made.orderNumber, 'delivered');
  await refundedReturn(t, shopper, staff, {
    orderNumber: made.orderNumber,
    productId,
    quantity: 1,
    reason: 'Not as pictured',
  });
}

type Row = { rate_percent?: number; ratePercent?: number } & Record<string, unknown>;
/** Independently: rows' taxable value and taxes per rate, in paise. */
function perRate(rows: readonly Row[]) {
  const out = new Map<number, { txval: number; iamt: number; camt: number; samt: number }>();
  for (const r of rows) {
    const rate = (r.rate_percent ?? r.ratePercent) as number;
    const s = out.get(rate) ?? { txval: 0, iamt: 0, camt: 0, samt: 0 };
    s.txval += (r.taxable_paise ?? r.taxablePaise) as number;
    s.iamt += (r.igst_paise ?? r.igstPaise) as number;
    s.camt += (r.cgst_paise ?? r.cgstPaise) as number;
    s.samt += (r.sgst_paise ?? r.sgstPaise) as number;
    out.set(rate, s);
  }
  return out;
}
const inPaise = (d: { txval: number; iamt: number; camt: number; samt: number }) => ({
  txval: Math.round(d.txval * 100),
  iamt: Math.round(d.iamt * 100),
  camt: Math.round(d.camt * 100),
  samt: Math.round(d.samt * 100),
});
const portalDate = (d: Date) => istDate(d).split('-').reverse().join('-');

let intra: Order;
let inter: Order;
let large: Order;
let b2b: Order;
let ret: Gstr1;
let towel: AdminProduct;
let usual: Product;

beforeAll(async () => {
  admin = await t.signUp({ role: 'admin' });
  staff = await t.signUp({ role: 'staff' });
  shopper = await t.signUp({ name: 'Kavya Rao' });
  towel = await create({ gstRate: 5 });
  const loom = await create({
    name: 'Handloom Carpet',
    pricePaise: 9_000_000,
    mrpPaise: 11_000_000,
  });
  usual = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()[0]!;
  // Within the seller's state, two rates; across states, small; across states above ₹1 lakh;
  // a business buyer in Delhi.
  intra = await order(
    [
      { productId: towel.id, quantity: 2 },
      { productId: usual._id, quantity: 1 },
    ],
    shippingInKarnataka,
  );
  inter = await order([
    { productId: usual._id, quantity: 2 },
    { productId: towel.id, quantity: 1 },
  ]);
  large = await order([{ productId: loom.id, quantity: 1 }]);
  b2b = await order([{ productId: towel.id, quantity: 3 }], shipping, { business });
  await refundOne(inter, usual._id);
  await refundOne(b2b, towel.id);
  await refundOne(large, loom.id);
  const answer = await t.as(admin).get(`/api/admin/gstr1?month=${month}`);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-disposition']).toMatch(/GSTR1_29[0-9A-Z]{13}_\d{6}\.json/);
  ret = answer.json<Gstr1>();
});

describe('GSTR-1 of a month', () => {
  it('holds figures worked out by hand for the business and the large invoices and their notes', () => {
    // Three towels at ₹450 and 5 % to Delhi: ₹1,350 + ₹67.50 IGST; the ₹100 delivery at its
    // goods' 5 %, GST inside: ₹95.24 + ₹4.76. Paid ₹1,517.50.
    expect(ret.b2b[0]!.inv[0]).toMatchObject({
      val: 1517.5,
      itms: [{ num: 1, itm_det: { rt: 5, txval: 1445.24, iamt: 72.26, camt: 0, samt: 0 } }],
    });
    // One towel returned: ₹450 + ₹22.50.
    expect(ret.cdnr[0]!.nt[0]).toMatchObject({
      val: 472.5,
      itms: [{ num: 1, itm_det: { rt: 5, txval: 450, iamt: 22.5, camt: 0, samt: 0 } }],
    });
    // The carpet, ₹90,000 at 18 % to Maharashtra: ₹16,200 IGST; delivery ₹84.75 + ₹15.25.
    expect(ret.b2cl[0]!.inv[0]).toMatchObject({
      val: 106_300,
      itms: [{ num: 1, itm_det: { rt: 18, txval: 90_084.75, iamt: 16_215.25 } }],
    });
    // Returned and refunded whole: ₹90,000 + ₹16,200.
    expect(ret.cdnur[0]).toMatchObject({
      val: 106_200,
      itms: [{ num: 1, itm_det: { rt: 18, txval: 90_000, iamt: 16_200, camt: 0, samt: 0 } }],
    });
    // Within Karnataka, two towels at 5 %: ₹900, CGST ₹22.50 + SGST ₹22.50 (the delivery
    // follows the seeded product if it is the dearer, so the 5 % row is at least the towels).
    const intraFive = ret.b2cs.find((r) => r.sply_ty === 'INTRA' && r.rt === 5)!;
    expect(intraFive.txval).toBeGreaterThanOrEqual(900);
    expect(intraFive.camt).toBe(intraFive.samt);
  });

  it('names the seller and the period', () => {
    expect(ret.gstin).toMatch(/^29/);
    expect(ret.fp).toBe(`${month.slice(5, 7)}${month.slice(0, 4)}`);
  });

  it('lists the business buyer’s invoice under its GSTIN, its place of supply the GSTIN’s state', async () => {
    const { invoice, lines } = await storedInvoice(t.db, b2b.orderNumber);
    expect(ret.b2b).toHaveLength(1);
    expect(ret.b2b[0]!.ctin).toBe(business.gstin);
    const inv = ret.b2b[0]!.inv[0]!;
    expect(inv).toMatchObject({
      inum: invoice.number,
      idt: portalDate(invoice.issued_at),
      val: invoice.total_paise / 100,
      pos: '07',
      rchrg: 'N',
      inv_typ: 'R',
    });
    const expected = perRate(lines);
    expect(inv.itms.map((i) => [i.itm_det.rt, inPaise(i.itm_det)])).toEqual(
      [...expected].sort(([a], [b]) => a - b),
    );
    expect(inv.itms.every((i) => i.itm_det.csamt === 0)).toBe(true);
  });

  it('lists the large inter-state invoice in b2cl by its place of supply', async () => {
    const { invoice, lines } = await storedInvoice(t.db, large.orderNumber);
    expect(invoice.total_paise).toBeGreaterThan(10_000_000);
    expect(ret.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: invoice.number,
            idt: portalDate(invoice.issued_at),
            val: invoice.total_paise / 100,
            itms: [...perRate(lines)].map(([rt, s], i) => ({
              num: i + 1,
              itm_det: {
                rt,
                txval: s.txval / 100,
                iamt: s.iamt / 100,
                camt: 0,
                samt: 0,
                csamt: 0,
              },
            })),
          },
        ],
      },
    ]);
  });

  it('sums the other B2C invoices by supply type, state and rate, less their credit notes', async () => {
    const a = await storedInvoice(t.db, intra.orderNumber);
    const b = await storedInvoice(t.db, inter.orderNumber);
    expect(b.notes).toHaveLength(1);
    const intraRates = perRate(a.lines);
    const interRates = perRate(b.lines);
    for (const [rate, s] of perRate(b.notes.flatMap((n) => n.lines as Row[]))) {
      const into = interRates.get(rate)!;
      into.txval -= s.txval;
      into.iamt -= s.iamt;
    }
    const expected = [
      ...[...intraRates].map(([rt, s]) => ({ sply_ty: 'INTRA', pos: '29', rt, ...s })),
      ...[...interRates].map(([rt, s]) => ({ sply_ty: 'INTER', pos: '27', rt, ...s })),
    ].sort((x, y) => (x.sply_ty === y.sply_ty ? x.rt - y.rt : x.sply_ty === 'INTRA' ? -1 : 1));
    expect(
      ret.b2cs.map((r) => ({ sply_ty: r.sply_ty, pos: r.pos, rt: r.rt, ...inPaise(r) })),
    ).toEqual(expected);
    expect(ret.b2cs.every((r) => r.typ === 'OE' && r.csamt === 0)).toBe(true);
    // Within the state the halves are equal; across, all of it is IGST.
    for (const r of ret.b2cs) {
      if (r.sply_ty === 'INTRA') expect(r.camt).toBe(r.samt);
      else expect(r.camt + r.samt).toBe(0);
    }
  });

  it('lists the credit notes: the business buyer’s in cdnr, the B2CL invoice’s in cdnur', async () => {
    const business_ = await storedInvoice(t.db, b2b.orderNumber);
    const big = await storedInvoice(t.db, large.orderNumber);
    const note = business_.notes[0]!;
    expect(ret.cdnr).toEqual([
      {
        ctin: business.gstin,
        nt: [
          expect.objectContaining({
            ntty: 'C',
            nt_num: note.number,
            nt_dt: portalDate(note.issued_at),
            val: note.total_paise / 100,
            pos: '07',
            rchrg: 'N',
            inv_typ: 'R',
          }),
        ],
      },
    ]);
    expect(inPaise(ret.cdnr[0]!.nt[0]!.itms[0]!.itm_det)).toEqual({
      txval: note.taxable_paise,
      iamt: note.igst_paise,
      camt: note.cgst_paise,
      samt: note.sgst_paise,
    });
    const bigNote = big.notes[0]!;
    expect(ret.cdnur).toEqual([
      expect.objectContaining({
        ntty: 'C',
        nt_num: bigNote.number,
        typ: 'B2CL',
        pos: '27',
        val: bigNote.total_paise / 100,
      }),
    ]);
  });

  it('adds up, rate by rate and in all, to the month’s invoices less its credit notes, to the paisa', async () => {
    const invoices = await t.db.selectFrom('invoices').selectAll().execute();
    const notes = await t.db.selectFrom('credit_notes').selectAll().execute();
    const allLines = await t.db.selectFrom('invoice_lines').selectAll().execute();
    const sum = (rows: { [k: string]: unknown }[], k: string) =>
      rows.reduce((a, r) => a + (r[k] as number), 0);
    const totals = gstr1TotalsByRate(ret);
    const net = (k: 'taxable' | 'igst' | 'cgst' | 'sgst') =>
      sum(invoices, `${k}_paise`) - sum(notes, `${k}_paise`);
    expect(sum(totals as never, 'taxablePaise')).toBe(net('taxable'));
    expect(sum(totals as never, 'igstPaise')).toBe(net('igst'));
    expect(sum(totals as never, 'cgstPaise')).toBe(net('cgst'));
    expect(sum(totals as never, 'sgstPaise')).toBe(net('sgst'));
    const byRate = perRate(allLines);
    for (const [rate, s] of perRate(notes.flatMap((n) => n.lines as Row[]))) {
      byRate.get(rate)!.txval -= s.txval;
      byRate.get(rate)!.iamt -= s.iamt;
      byRate.get(rate)!.camt -= s.camt;
      byRate.get(rate)!.samt -= s.samt;
    }
    expect(
      totals.map((r) => [
        r.rate,
        { txval: r.taxablePaise, iamt: r.igstPaise, camt: r.cgstPaise, samt: r.sgstPaise },
      ]),
    ).toEqual([...byRate].sort(([a], [b]) => a - b));
    // The HSN summary is net of credit notes too.
    const hsnTaxable = ret.hsn.data.reduce((a, h) => a + Math.round(h.txval * 100), 0);
    expect(hsnTaxable).toBe(net('taxable'));
    const towelHsn = ret.hsn.data.find((h) => h.rt === 5)!;
    expect(towelHsn).toMatchObject({ uqc: 'NOS', qty: 2 + 1 + 3 - 1 });
    expect(ret.hsn.data.find((h) => h.hsn_sc === '996812')).toMatchObject({ uqc: 'NA', qty: 0 });
  });

  it('counts the documents issued, each series from its first to its last number', async () => {
    const invoices = await t.db.selectFrom('invoices').select('number').orderBy('number').execute();
    const notes = await t.db
      .selectFrom('credit_notes')
      .select('number')
      .orderBy('number')
      .execute();
    expect(ret.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          {
            num: 1,
            from: invoices[0]!.number,
            to: invoices.at(-1)!.number,
            totnum: 4,
            cancel: 0,
            net_issue: 4,
          },
        ],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [
          {
            num: 1,
            from: notes[0]!.number,
            to: notes.at(-1)!.number,
            totnum: 3,
            cancel: 0,
            net_issue: 3,
          },
        ],
      },
    ]);
  });

  it('gives the same tables as CSV, a section each', async () => {
    const answer = await t.as(admin).get(`/api/admin/gstr1?month=${month}&format=csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/\.csv"$/);
    const lines = answer.body.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['gstin,fp', `${ret.gstin},${ret.fp}`]);
    for (const table of ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue']) {
      expect(lines).toContain(table);
    }
    const b2bAt = lines.indexOf('b2b');
    expect(lines[b2bAt + 1]).toBe(
      'ctin,inum,idt,val,pos,rchrg,inv_typ,rt,txval,iamt,camt,samt,csamt',
    );
    const inv = ret.b2b[0]!.inv[0]!;
    expect(lines[b2bAt + 2]).toBe(
      [
        business.gstin,
        inv.inum,
        inv.idt,
        inv.val.toFixed(2),
        '07',
        'N',
        'R',
        '5',
        inv.itms[0]!.itm_det.txval.toFixed(2),
        inv.itms[0]!.itm_det.iamt.toFixed(2),
        '0.00',
        '0.00',
        '0.00',
      ].join(','),
    );
  });

  it('is empty for a month without documents', async () => {
    const answer = await t.as(admin).get('/api/admin/gstr1?month=2020-05');
    expect(answer.json<Gstr1>()).toMatchObject({
      fp: '052020',
      b2b: [],
      b2cl: [],
      b2cs: [],
      cdnr: [],
      cdnur: [],
      hsn: { data: [] },
      doc_issue: { doc_det: [] },
    });
  });

  it('is the admin’s: staff and shoppers get 403, no one signed in 401, a bad month 400', async () => {
    expect((await t.as(staff).get(`/api/admin/gstr1?month=${month}`)).statusCode).toBe(403);
    expect((await t.as(shopper).get(`/api/admin/gstr1?month=${month}`)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/gstr1?month=${month}` })).statusCode,
    ).toBe(401);
    const bad = await t.as(admin).get('/api/admin/gstr1?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Month must be YYYY-MM.');
    expect((await t.as(admin).get(`/api/admin/gstr1?month=${month}&format=xml`)).statusCode).toBe(
      400,
    );
  });
});
