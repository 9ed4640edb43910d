// The mail outbox (decision 023) through the whole app: queued in the caller's
// transaction, sent by the worker after commit, once per key, retried with backoff, once across
// instances, and never on a request's time. Runs on PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Product } from '@harit/core/types';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  shipping,
  type TestApp,
  type TestUser,
  useTestApp,
} from '../../test/helpers.ts';
import type { OutboxMailsTable } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { loadPinCodes } from '../features/account/pin-codes.ts';
import type { Mail } from './mailer.ts';
import { enqueueMail, retryDelay } from './outbox.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A delivered-to-nobody address unique to one test. */
const address = () => `mail-${randomUUID().slice(0, 8)}@example.in`;

const delivered = (t: Pick<TestApp, 'mails'>, to: string) => t.mails.filter((m) => m.to === to);

function queue(executor: Parameters<typeof enqueueMail>[0], to: string, key = `test:${to}`) {
  return enqueueMail(executor, {
    key,
    to,
    template: 'order-delivered',
    data: { name: 'Asha', orderNumber: '1234567890' },
  });
}

/**
 * A row written straight into the outbox, not through enqueueMail: as a worker killed mid-send
 * or code from before mail had a language leaves it. The delivered-order mail to `to`, keyed
 * `test:<to>`, unless `columns` say otherwise.
 */
function insertOutboxRow(
  t: Pick<TestApp, 'db'>,
  to: string,
  columns: Partial<Insertable<OutboxMailsTable>> = {},
) {
  return t.db
    .insertInto('outbox_mails')
    .values({
      key: `test:${to}`,
      recipient: to,
      template: 'order-delivered',
      data: JSON.stringify({ name: 'Asha', orderNumber: '1234567890' }),
      ...columns,
    })
    .execute();
}

async function outboxRow(t: Pick<TestApp, 'db'>, key: string) {
  return t.db.selectFrom('outbox_mails').selectAll().where('key', '=', key).executeTakeFirst();
}

describe('the mail outbox', () => {
  const t = useTestApp();

  it('sends a mail only once the transaction that queued it commits', async () => {
    const to = address();
    await withTransaction(t.db, async (trx) => {
      await queue(trx, to);
      // On PostgreSQL the workers run now, beside this open transaction, and find nothing due;
      // PGlite has one connection, so nothing else can even look until the commit.
      if (onPostgres) await t.mailIdle();
      else await sleep(100);
      expect(delivered(t, to)).toEqual([]);
    });
    await t.mailIdle();
    const [mail] = delivered(t, to);
    expect(mail?.subject).toBe('Order #1234567890 was delivered');
    const row = await outboxRow(t, `test:${to}`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    // The Message-ID comes from the outbox row: a resend after a crash is recognisably the same.
    expect(mail?.messageId).toBe(`<${row?.id}@localhost>`);
  });

  it('never sends a mail whose transaction rolled back', async () => {
    const to = address();
    await expect(
      withTransaction(t.db, async (trx) => {
        await queue(trx, to);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.mailIdle();
    expect(delivered(t, to)).toEqual([]);
    expect(await outboxRow(t, `test:${to}`)).toBeUndefined();
  });

  it('queues a key once: the same key again is a no-op, so the mail goes once', async () => {
    const to = address();
    expect(await queue(t.db, to)).toBe(true);
    expect(await queue(t.db, to)).toBe(false);
    await t.mailIdle();
    expect(await queue(t.db, to)).toBe(false);
    await t.mailIdle();
    expect(delivered(t, to)).toHaveLength(1);
  });

  it('sends a mail whose worker died holding its claim once the claim has run out', async () => {
    const to = address();
    // As a worker leaves it when killed mid-send: attempted once, claimed until a moment ago.
    await insertOutboxRow(t, to, { attempts: 1, next_attempt_at: new Date(Date.now() - 1_000) });
    await t.mailIdle();
    expect(delivered(t, to)).toHaveLength(1);
    expect(await outboxRow(t, `test:${to}`)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each of many mails once with two instances working the same outbox', async () => {
    await t.anotherInstance();
    const recipients = Array.from({ length: 30 }, address);
    await withTransaction(t.db, async (trx) => {
      for (const to of recipients) await queue(trx, to);
    });
    await t.mailIdle();
    for (const to of recipients) expect(delivered(t, to)).toHaveLength(1);
  });
});

describe('the mail outbox when sending fails', () => {
  const attempts = new Map<string, number[]>();
  /** Refuses the first `failures` attempts to each address of the form fail-<n>-…. */
  const flaky = {
    sent: [] as Mail[],
    async send(mail: Mail) {
      const times = attempts.get(mail.to) ?? [];
      times.push(performance.now());
      attempts.set(mail.to, times);
      const failures = Number(mail.to.match(/^fail-(\d+)-/)?.[1] ?? 0);
      if (times.length <= failures) throw new Error('421 try again later');
      flaky.sent.push(mail);
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      { MAIL_RETRY_BASE_MS: '150', MAIL_MAX_ATTEMPTS: '3' },
      { mailer: flaky },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('waits 4× longer after each failure: 30 s, 2 min, 8 min by default', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, 30_000))).toEqual([30_000, 120_000, 480_000]);
  });

  it('tries again with backoff and then sends, once', async () => {
    const to = `fail-2-${address()}`;
    await queue(t.db, to);
    await t.mailIdle();
    expect(flaky.sent.filter((m) => m.to === to)).toHaveLength(1);
    const [first, second, third] = attempts.get(to)!;
    expect(second! - first!).toBeGreaterThanOrEqual(150 - 20);
    expect(third! - second!).toBeGreaterThanOrEqual(600 - 20);
    expect(await outboxRow(t, `test:${to}`)).toMatchObject({
      status: 'sent',
      attempts: 3,
      last_error: null,
    });
  });

  it('gives up after MAIL_MAX_ATTEMPTS, keeping the error, and goes on with other mail', async () => {
    const doomed = `fail-9-${address()}`;
    const fine = address();
    await queue(t.db, doomed);
    await queue(t.db, fine);
    await t.mailIdle();
    expect(attempts.get(doomed)).toHaveLength(3);
    expect(flaky.sent.filter((m) => m.to === doomed)).toEqual([]);
    expect(flaky.sent.filter((m) => m.to === fine)).toHaveLength(1);
    expect(await outboxRow(t, `test:${doomed}`)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: '421 try again later',
    });
  });

  it('marks a mail no template can render as failed at once', async () => {
    const to = address();
    await insertOutboxRow(t, to, { template: 'no-such-template', data: '{}' });
    await t.mailIdle();
    expect(attempts.get(to)).toBeUndefined();
    expect(await outboxRow(t, `test:${to}`)).toMatchObject({
      status: 'failed',
      last_error: 'no mail template "no-such-template"',
    });
  });
});

describe('the order confirmation', () => {
  let release = () => {};
  const smtpSlow = new Promise<void>((resolve) => {
    release = resolve;
  });
  // An SMTP server that takes 5 s to answer.
  const slow = {
    sent: [] as Mail[],
    async send(mail: Mail) {
      await Promise.race([smtpSlow, sleep(5_000)]);
      slow.sent.push(mail);
    },
  };
  let t: TestApp;
  let asha: TestUser;
  let bamboo: Product;
  beforeAll(async () => {
    // The first order reads the PIN directory: read it now, so the timing below measures the
    // order and not that.
    loadPinCodes();
    t = await buildTestApp({}, { mailer: slow });
    asha = await t.signUp({ name: 'Asha Verma' });
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<
      Product[]
    >();
    bamboo = catalogue.find((p) => /bamboo toothbrush/i.test(p.name))!;
  });
  afterAll(async () => {
    release();
    await t?.close();
  });

  const place = (key: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...asha.auth, 'idempotency-key': key },
      payload: {
        items: [{ productId: bamboo._id, quantity: 2 }],
        shipping: { ...shipping, email, firstName: 'Asha <b>' },
        paymentMethod: 'upi',
      },
    });

  it('is queued with the order and sent after it, without slowing the order down', async () => {
    const email = address();
    const started = performance.now();
    const placed = await place(randomUUID(), email);
    expect(placed.statusCode).toBe(201);
    // The reply did not wait for the 5 s mail server (checkout typically answers well under 1 s).
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(slow.sent).toEqual([]);
    const { orderNumber, total } = placed.json<{ orderNumber: string; total: number }>();
    await t.mailIdle();
    const [mail] = slow.sent.filter((m) => m.to === email);
    expect(mail?.subject).toBe(`Order #${orderNumber} placed: awaiting payment`);
    expect(mail?.text).toContain(
      `Total: ₹${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(mail?.text).toContain('Bamboo Toothbrush (Pack of 4) × 2');
    // The order's own figure (its products' carbon records, decision 069), as the order shows it.
    const { carbonImpact } = placed.json<{ carbonImpact: { savings: number } }>();
    expect(carbonImpact.savings).toBeGreaterThan(0);
    expect(mail?.text).toContain(`Carbon saved: ${carbonImpact.savings.toFixed(1)} kg CO2e`);
    expect(mail?.text).toContain(`http://localhost:3000/orders/${orderNumber}`);
    expect(mail?.html).toContain('Asha &lt;b&gt;');
  }, 20_000);

  it('is mailed once for an order placed twice with the same Idempotency-Key', async () => {
    release();
    const email = address();
    const key = randomUUID();
    const [first, second] = [await place(key, email), await place(key, email)];
    expect(first.statusCode).toBe(201);
    expect(second.json().orderNumber).toBe(first.json().orderNumber);
    await t.mailIdle();
    expect(slow.sent.filter((m) => m.to === email)).toHaveLength(1);
  });
});

// Decision 044: a mail is written in its recipient's language, decided when queued.
describe('mail in the recipient’s language', () => {
  const t = useTestApp();

  it('mails an order confirmation in Hindi to an account that chose Hindi, end to end', async () => {
    const asha = await t.signUp({ name: 'Asha Verma' });
    expect((await t.as(asha).put('/api/account/language', { language: 'hi' })).statusCode).toBe(
      200,
    );
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<
      Product[]
    >();
    const bamboo = catalogue.find((p) => /bamboo toothbrush/i.test(p.name))!;
    // The confirmation goes to the e-mail given at checkout; the account's language decides.
    const email = address();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...asha.auth, 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: bamboo._id, quantity: 2 }],
        shipping: { ...shipping, email, firstName: 'Asha' },
        paymentMethod: 'cod',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber, total } = placed.json<{ orderNumber: string; total: number }>();
    await t.mailIdle();
    const [mail] = delivered(t, email);
    expect(mail?.subject).toBe(`ऑर्डर #${orderNumber} की पुष्टि हो गई`);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.text).toMatch(/^नमस्ते Asha,\n/);
    expect(mail?.text).toContain(`आपके ऑर्डर #${orderNumber} की पुष्टि हो गई है।`);
    expect(mail?.text).toContain(
      `कुल: ₹${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(mail?.text).toContain(`अपना ऑर्डर देखें: http://localhost:3000/orders/${orderNumber}`);
  }, 20_000);

  it('follows the account over the language a request asked for, and the request when there is no account', async () => {
    const ravi = await t.signUp(); // English, the default
    const guest = address();
    await enqueueMail(t.db, {
      key: `test:${ravi.email}`,
      to: ravi.email,
      template: 'order-delivered',
      data: { name: 'Ravi', orderNumber: '1234567890' },
      language: 'hi',
    });
    await enqueueMail(t.db, {
      key: `test:${guest}`,
      to: guest,
      template: 'order-delivered',
      data: { name: 'Meera', orderNumber: '1234567890' },
      language: 'hi',
    });
    await t.mailIdle();
    expect(delivered(t, ravi.email)[0]?.subject).toBe('Order #1234567890 was delivered');
    expect(delivered(t, guest)[0]?.subject).toBe('ऑर्डर #1234567890 डिलीवर हो गया');
  });

  it('writes a mail queued before mail had a language in English', async () => {
    const to = address();
    await insertOutboxRow(t, to);
    await t.mailIdle();
    expect(delivered(t, to)[0]?.subject).toBe('Order #1234567890 was delivered');
  });
});
