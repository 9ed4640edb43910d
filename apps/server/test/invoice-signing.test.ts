// Digitally signed tax invoices and credit notes (decision 083): with SELLER_SIGNING_CERT (a
// PKCS#12 file) and its password, the PDFs carry a signature poppler's pdfsig verifies; the
// start refuses a file it cannot read or a password that does not open it. The certificate is
// a throwaway self-signed one made here with openssl. Runs on PGlite and PostgreSQL.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminProduct } from '@harit/core/catalog-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, IN_MEMORY, loadConfig } from '../src/config.ts';
import { advanceOrder, refundedReturn, taxDocumentsOf } from './fulfilment-helpers.ts';
import { placeOrder, type TestUser, useTestApp } from './helpers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'harit-signing-'));
const cert = path.join(dir, 'seller.p12');
const PASSWORD = 'correct-horse-7';
const SIGNER = 'Harit Retail Signatory';
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${SIGNER}/O=Harit Retail Private Limited`,
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);
execFileSync(
  'openssl',
  [
    'pkcs12',
    '-export',
    '-inkey',
    path.join(dir, 'key.pem'),
    '-in',
    path.join(dir, 'cert.pem'),
    '-out',
    cert,
    '-passout',
    `pass:${PASSWORD}`,
  ],
  { stdio: 'ignore' },
);

const t = useTestApp({ SELLER_SIGNING_CERT: cert, SELLER_SIGNING_CERT_PASSWORD: PASSWORD });
let staff: TestUser;
let shopper: TestUser;
let product: AdminProduct;

/** pdfsig's report of a PDF written to a file (it reads no standard input). */
function pdfsig(pdf: Buffer, name: string): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  return new Promise((resolve) => {
    // pdfsig exits non-zero for an untrusted issuer; its report is what counts.
    execFile('pdfsig', [file], { encoding: 'utf8' }, (_error, stdout, stderr) =>
      resolve(`${stdout}${stderr}`),
    );
  });
}

function pdfText(body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8' }, (e, out) =>
      e ? reject(e) : resolve(out.replace(/\s+/g, ' ')),
    );
    child.stdin!.end(body);
  });
}

beforeAll(async () => {
  staff = await t.signUp({ role: 'staff' });
  shopper = await t.signUp({ name: 'Kavya Rao' });
  const created = await t.as(staff).post('/api/admin/products', {
    name: 'Copper Water Bottle',
    description: 'A bottle of copper, to keep water cool.',
    categoryId: null,
    pricePaise: 89_900,
    mrpPaise: 119_900,
    stock: 20,
    featured: false,
    image: '/images/placeholder.svg',
  });
  expect(created.statusCode, created.body).toBe(201);
  product = created.json<AdminProduct>();
});

describe('with a signing certificate', () => {
  it('signs the tax invoice and a credit note so that pdfsig verifies them', async () => {
    const order = await placeOrder(t, shopper, [{ productId: product.id, quantity: 2 }]);
    await advanceOrder(t, order.orderNumber, 'delivered');

    const invoice = await t.as(shopper).get(`/api/orders/${order.orderNumber}/invoice.pdf`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const report = await pdfsig(invoice.rawPayload, 'invoice.pdf');
    expect(report).toContain(`Signer Certificate Common Name: ${SIGNER}`);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('For Harit Retail Private Limited');
    expect(text).toContain('Authorised signatory');
    // The console's copy is signed as well.
    const console = await t.as(staff).get(`/api/admin/orders/${order.orderNumber}/invoice.pdf`);
    expect(await pdfsig(console.rawPayload, 'console.pdf')).toContain('Signature is Valid.');

    // A refunded return's credit note.
    await refundedReturn(t, shopper, staff, {
      orderNumber: order.orderNumber,
      productId: product.id,
      quantity: 1,
      reason: 'Not as pictured',
    });
    const documents = await taxDocumentsOf(t, shopper, order.orderNumber);
    const note = documents.creditNotes[0]!;
    const pdf = await t
      .as(shopper)
      .get(`/api/orders/${order.orderNumber}/credit-notes/${note.id}.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const noteReport = await pdfsig(pdf.rawPayload, 'credit-note.pdf');
    expect(noteReport).toContain(`Signer Certificate Common Name: ${SIGNER}`);
    expect(noteReport).toContain('Signature Validation: Signature is Valid.');
  });
});

describe('the start', () => {
  const env = (extra: Record<string, string>) => ({ DATA_DIR: IN_MEMORY, ...extra });

  it('refuses a certificate file it cannot read, or a password that does not open it', () => {
    expect(() =>
      loadConfig(env({ SELLER_SIGNING_CERT: path.join(dir, 'absent.p12') }), false),
    ).toThrowError(/SELLER_SIGNING_CERT: cannot read .*absent\.p12 \(ENOENT\)/);
    expect(() =>
      loadConfig(
        env({ SELLER_SIGNING_CERT: cert, SELLER_SIGNING_CERT_PASSWORD: 'wrong-password' }),
        false,
      ),
    ).toThrowError(
      new ConfigError(
        'Invalid configuration:\n  SELLER_SIGNING_CERT_PASSWORD: does not open SELLER_SIGNING_CERT',
      ),
    );
    expect(() =>
      loadConfig(env({ SELLER_SIGNING_CERT: path.join(dir, 'cert.pem') }), false),
    ).toThrowError(
      /SELLER_SIGNING_CERT: not a PKCS#12 file with a certificate and its private key/,
    );
    expect(() => loadConfig(env({ SELLER_SIGNING_CERT_PASSWORD: PASSWORD }), false)).toThrowError(
      /SELLER_SIGNING_CERT_PASSWORD: only valid together with SELLER_SIGNING_CERT/,
    );
    expect(
      loadConfig(env({ SELLER_SIGNING_CERT: cert, SELLER_SIGNING_CERT_PASSWORD: PASSWORD }), false)
        .signing,
    ).not.toBeNull();
    expect(loadConfig(env({}), false).signing).toBeNull();
  });
});
