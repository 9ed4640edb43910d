// The mail outbox's claim is a short lease, renewed while a send runs (decision 023): a worker
// killed mid-send holds its mail for seconds (mail-crash.test.ts kills a real process), and a
// send slower than the lease still keeps every other instance off its row. PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Mail } from '../src/mail/mailer.ts';
import { enqueueMail } from '../src/mail/outbox.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

const LEASE_MS = 600;

describe('a send slower than the lease', () => {
  const slowTo = `slow-${randomUUID().slice(0, 8)}@example.in`;
  // Every attempt to send, by either instance (they share this mailer), and what got through.
  const attempts: Mail[] = [];
  const sent: Mail[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const mailer = {
      async send(mail: Mail) {
        attempts.push(mail);
        // Five leases long: without renewal the claim would lapse four times over.
        if (mail.to === slowTo) await new Promise((resolve) => setTimeout(resolve, 5 * LEASE_MS));
        sent.push(mail);
      },
    };
    t = await buildTestApp({ MAIL_LEASE_MS: String(LEASE_MS), MAIL_POLL_MS: '100' }, { mailer });
    await t.anotherInstance();
  });
  afterAll(() => t?.close());

  it('is sent once: the claim is renewed while it runs, so the other instance never takes it', async () => {
    const started = Date.now();
    await enqueueMail(t.db, {
      key: `lease:${slowTo}`,
      to: slowTo,
      template: 'order-delivered',
      data: { name: 'Asha', orderNumber: '1234567890' },
    });
    await t.mailIdle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(5 * LEASE_MS);
    expect(attempts.filter((m) => m.to === slowTo)).toHaveLength(1);
    expect(sent.filter((m) => m.to === slowTo)).toHaveLength(1);
    const row = await t.db
      .selectFrom('outbox_mails')
      .select(['status', 'attempts'])
      .where('key', '=', `lease:${slowTo}`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  });
});

describe('the lease by default', () => {
  it('is about a minute, so a crashed worker delays its mail by that at most', () => {
    const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
    expect(config.mailOutbox.leaseMs).toBe(60_000);
  });
});
