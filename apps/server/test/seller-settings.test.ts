// The seller's settings in the console (decision 083): admins read and save them (staff and
// shoppers 403), each save is audited with what changed, and every document issued afterwards
// reads them — the tax invoice's seller and number prefix, labels, packing slips, the return
// address, GSTR-1's GSTIN — while documents already issued stay as they were, and the year's
// invoice numbers stay consecutive across a change of prefix. Runs on PGlite and PostgreSQL.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuditEntry } from '@harit/core/admin';
import type { AdminProduct } from '@harit/core/catalog-admin';
import { gstinCheckCharacter } from '@harit/core/gstin';
import type { Gstr1 } from '@harit/core/gstr1';
import { financialYear } from '@harit/core/invoice';
import { istMonth } from '@harit/core/ist-date';
import type { SellerSettingsAnswer } from '@harit/core/seller';
import type { Order } from '@harit/core/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './catalog-helpers.ts';
import { shippedOrder } from './fulfilment-helpers.ts';
import { type TestUser, useTestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

const t = useTestApp();
let admin: TestUser;
let staff: TestUser;
let shopper: TestUser;
let product: AdminProduct;

/** The server's SELLER_* defaults, as the test app has them (config.ts). */
const DEFAULTS = {
  legalName: 'Harit Retail Private Limited',
  address: '12 Indiranagar 100 Feet Road, Bengaluru 560038',
  gstin: '29AAHCH1234K1ZH',
  state: 'Karnataka',
  invoicePrefix: 'HRT',
  signatory: 'Director',
};

/** A Karnataka GSTIN of another PAN, its check character computed. */
const otherFirst14 = '29AABCG5678M1Z';
const OTHER_GSTIN = `${otherFirst14}${gstinCheckCharacter(otherFirst14)}`;

const NEW_SELLER = {
  legalName: 'Green Basket Stores LLP',
  address: '44 MG Road, Mysuru 570001',
  gstin: OTHER_GSTIN,
  state: 'Karnataka',
  invoicePrefix: 'grn',
  signatory: 'Farhan Sheikh',
};

/** pdfsig's report of a PDF (written to a file: pdfsig reads no standard input). */
function pdfsig(pdf: Buffer): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'harit-seller-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return new Promise((resolve) => {
    execFile('pdfsig', [file], { encoding: 'utf8' }, (_e, out, err) => resolve(`${out}${err}`));
  });
}

const shippedJuteBasket = () => shippedOrder(t, shopper, [{ productId: product.id, quantity: 1 }]);

async function invoiceOf(order: Order) {
  const response = await t.as(shopper).get(`/api/orders/${order.orderNumber}/invoice.pdf`);
  expect(response.statusCode, response.body).toBe(200);
  const row = await t.db
    .selectFrom('invoices')
    .select('number')
    .where('order_number', '=', order.orderNumber)
    .executeTakeFirstOrThrow();
  return {
    number: row.number,
    text: await pdfText(response.rawPayload),
    signatures: await pdfsig(response.rawPayload),
  };
}

beforeAll(async () => {
  admin = await t.signUp({ name: 'Anil Admin', role: 'admin' });
  staff = await t.signUp({ role: 'staff' });
  shopper = await t.signUp({ name: 'Kavya Rao' });
  product = await createProduct(t, staff, { name: 'Jute Basket' });
});

describe('the seller settings', () => {
  it('are the SELLER_* defaults until saved, for admins only', async () => {
    const read = await t.as(admin).get('/api/admin/seller-settings');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ ...DEFAULTS, updatedAt: null });
    for (const user of [staff, shopper]) {
      expect((await t.as(user).get('/api/admin/seller-settings')).statusCode).toBe(403);
      expect((await t.as(user).put('/api/admin/seller-settings', NEW_SELLER)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/seller-settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuse a GSTIN of another state, a long prefix and an empty signatory, saying why', async () => {
    const refused = async (change: Record<string, string>) => {
      const response = await t
        .as(admin)
        .put('/api/admin/seller-settings', { ...NEW_SELLER, ...change });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refused({ state: 'Delhi' })).toBe(
      "The GSTIN's state code 29 is Karnataka, not Delhi (07).",
    );
    expect(await refused({ gstin: `${otherFirst14}0` })).toMatch(
      /^The GSTIN's check character is 0; for these first 14 characters it must be .\.$/,
    );
    expect(await refused({ invoicePrefix: 'GREEN1' })).toBe(
      'The invoice prefix is 1 to 5 letters or digits, so that an invoice number such as HRT2627-000123 stays within 16 characters.',
    );
    expect(await refused({ invoicePrefix: 'G/R' })).toMatch(/^The invoice prefix is 1 to 5/);
    expect(await refused({ signatory: ' ' })).toBe(
      'Enter the name of the person who signs for the seller.',
    );
    expect(await refused({ state: 'Atlantis' })).toBe(
      'Choose a state or union territory from the list',
    );
    expect((await t.as(admin).get('/api/admin/seller-settings')).json()).toMatchObject({
      updatedAt: null,
    });
  });

  it('are read by every document issued afterwards; issued ones keep theirs, numbers stay consecutive', async () => {
    const fy = financialYear(new Date());
    const years = `${fy.slice(2, 4)}${fy.slice(5, 7)}`;
    const before = await shippedJuteBasket();
    const first = await invoiceOf(before);
    expect(first.number).toMatch(new RegExp(`^HRT${years}-\\d{6}$`));
    expect(first.text).toContain(`For ${DEFAULTS.legalName}`);
    expect(first.text).toContain(`${DEFAULTS.signatory} Authorised signatory`);
    // No SELLER_SIGNING_CERT: printed for a signature, not digitally signed.
    expect(first.signatures).toContain('does not contain any signatures');

    const saved = await t.as(admin).put('/api/admin/seller-settings', NEW_SELLER);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json<SellerSettingsAnswer>();
    expect(answer).toMatchObject({ ...NEW_SELLER, invoicePrefix: 'GRN' });
    expect(Date.parse(answer.updatedAt!)).not.toBeNaN();
    expect((await t.as(admin).get('/api/admin/seller-settings')).json()).toEqual(answer);

    const after = await shippedJuteBasket();
    const second = await invoiceOf(after);
    // The next number of the year's one series, under the new prefix.
    const seq = Number(first.number.slice(-6));
    expect(second.number).toBe(`GRN${years}-${String(seq + 1).padStart(6, '0')}`);
    expect(second.text).toContain(NEW_SELLER.legalName);
    expect(second.text).toContain(NEW_SELLER.address);
    expect(second.text).toContain(`GSTIN: ${OTHER_GSTIN}`);
    expect(second.text).toContain(`For ${NEW_SELLER.legalName}`);
    expect(second.text).toContain(`${NEW_SELLER.signatory} Authorised signatory`);

    // The invoice issued before is printed from its stored copy, as issued.
    const again = await invoiceOf(before);
    expect(again.number).toBe(first.number);
    expect(again.text).toContain(`For ${DEFAULTS.legalName}`);
    expect(again.text).not.toContain(NEW_SELLER.legalName);

    // Labels and packing slips name the seller in force.
    const label = await t.as(staff).get(`/api/admin/orders/${before.orderNumber}/label.pdf`);
    expect(label.statusCode, label.body).toBe(200);
    expect(await pdfText(label.rawPayload)).toContain(NEW_SELLER.legalName);
    const slip = await t.as(staff).get(`/api/admin/orders/${after.orderNumber}/packing-slip.pdf`);
    expect(slip.statusCode, slip.body).toBe(200);
    expect(await pdfText(slip.rawPayload)).toContain(NEW_SELLER.legalName);

    // GSTR-1 is filed under the GSTIN in force; both invoices are in one series' ranges.
    const ret = (
      await t.as(admin).get(`/api/admin/gstr1?month=${istMonth(new Date())}`)
    ).json<Gstr1>();
    expect(ret.gstin).toBe(OTHER_GSTIN);
    const invoices = ret.doc_issue.doc_det.find((d) => d.doc_num === 1)!.docs;
    expect(invoices.map((d) => [d.from, d.to])).toEqual([
      [second.number, second.number],
      [first.number, first.number],
    ]);
  });

  it('are audited with the fields that changed, as they were and as they are', async () => {
    const renamed = { ...NEW_SELLER, invoicePrefix: 'GRN', legalName: 'Green Basket Stores' };
    const saved = await t.as(admin).put('/api/admin/seller-settings', renamed);
    expect(saved.statusCode, saved.body).toBe(200);
    // Saving the same again changes nothing and records nothing.
    expect((await t.as(admin).put('/api/admin/seller-settings', renamed)).statusCode).toBe(200);
    const entries = (await t.as(admin).get('/api/admin/audit?entity=seller')).json<AuditEntry[]>();
    expect(entries.map((e) => [e.action, e.actor.name, e.before, e.after])).toEqual([
      [
        'seller.update',
        'Anil Admin',
        { legalName: NEW_SELLER.legalName },
        { legalName: 'Green Basket Stores' },
      ],
      [
        'seller.update',
        'Anil Admin',
        {
          legalName: DEFAULTS.legalName,
          address: DEFAULTS.address,
          gstin: DEFAULTS.gstin,
          invoicePrefix: 'HRT',
          signatory: DEFAULTS.signatory,
        },
        {
          legalName: NEW_SELLER.legalName,
          address: NEW_SELLER.address,
          gstin: OTHER_GSTIN,
          invoicePrefix: 'GRN',
          signatory: NEW_SELLER.signatory,
        },
      ],
    ]);
  });
});
