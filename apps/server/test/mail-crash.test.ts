// Exactly-once mail across a crash (decision 023): the real server process, a local
// SMTP server, an order placed and acknowledged, then kill -9 before the worker sent its
// confirmation. After a restart on the same data the mail arrives once; after another kill -9
// and restart it is not sent again. And kill -9 in the middle of a send: the mail comes within
// seconds of the restart, when the dead worker's short lease has run out. On the embedded
// PGlite on disk, or on PostgreSQL with TEST_DATABASE_URL. No fixed waits: each step waits for
// a mail to arrive (a later mail from the same worker says it finished the ones before).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CapturedMail, capturingSmtpServer } from '../../../e2e/support/mock-smtp.ts';
import { type FreshPostgres, freshPostgres } from './fresh-postgres.mjs';
import { shipping } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const received: CapturedMail[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let postgres: FreshPostgres | null = null;
let dataDir: string;
let server: { child: ChildProcess; base: string } | null = null;

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  smtp = capturingSmtpServer((mail) => received.push(mail));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgres(process.env.TEST_DATABASE_URL)
    : null;
  dataDir = mkdtempSync(path.join(tmpdir(), 'harit-mail-crash-'));
});

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server from its TypeScript entry, as `npm run dev` runs it, on the same data each time. */
async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
      AUTH_RATE_LIMIT: '1000',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: '200',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  server = { child, base };
  return server;
}

async function kill9(current: { child: ChildProcess }) {
  const exited = new Promise((resolve) => current.child.once('exit', resolve));
  current.child.kill('SIGKILL');
  await exited;
  server = null;
}

const mailsTo = (email: string) => received.filter((m) => m.to.includes(email.toLowerCase()));

/** Waits until `condition` holds, checking every 50 ms; fails after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await sleep(50);
  }
}

/**
 * An order placed now on `base`, and its confirmation received: the worker sends one mail at a
 * time and marks each sent before it claims the next, so every mail queued before has been
 * sent and marked by then, and a copy of one would have come before it.
 */
async function markerMail(base: string) {
  const marker = `marker-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.in`;
  await placeOrder(base, marker);
  await until(() => mailsTo(marker).length > 0, 'the marker mail');
}

async function placeOrder(base: string, email: string): Promise<string> {
  const origin = base.replace('127.0.0.1', 'localhost');
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'crash-test-password-1', name: 'Meera Iyer' }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (
    await fetch(`${base}/api/auth/token`, { headers: { cookie } })
  ).json()) as { token: string };
  const products = (await (await fetch(`${base}/api/products?limit=10`)).json()) as {
    _id: string;
    stock: number;
  }[];
  const product = products.find((p) => p.stock > 0)!;
  const placed = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      items: [{ productId: product._id, quantity: 1 }],
      shipping: { ...shipping, email },
      paymentMethod: 'cod',
    }),
  });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { orderNumber: string }).orderNumber;
}

it('sends an order confirmation exactly once across kill -9 and restarts', async () => {
  const email = `crash-${Date.now()}@example.in`;
  // The worker stalls, as if the process died between the order's commit and the send.
  const first = await startServer({ MAIL_OUTBOX_START_DELAY_MS: '600000' });
  const orderNumber = await placeOrder(first.base, email);
  await kill9(first);
  expect(mailsTo(email)).toEqual([]);

  const second = await startServer();
  await until(() => mailsTo(email).length > 0, 'the confirmation after the restart');
  await markerMail(second.base);
  expect(mailsTo(email)).toHaveLength(1);
  const raw = mailsTo(email)[0]!.raw;
  expect(raw).toContain(`Order #${orderNumber} confirmed`);
  expect(raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@localhost>/im);

  // Sent and recorded as sent: another crash and restart sends nothing more.
  await kill9(second);
  const third = await startServer();
  await markerMail(third.base);
  expect(mailsTo(email)).toHaveLength(1);
  await kill9(third);
}, 120_000);

/** An SMTP server that accepts connections and never answers: a send hangs in it. */
async function stallingSmtpServer() {
  const sockets = new Set<Socket>();
  const server: Server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let connections = 0;
  server.on('connection', () => connections++);
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

it('sends a mail whose sender was killed mid-send seconds after the restart, once', async () => {
  const stalling = await stallingSmtpServer();
  try {
    const email = `mid-send-${Date.now()}@example.in`;
    // A short lease for the test; a minute by default (MAIL_LEASE_MS).
    const lease = { MAIL_LEASE_MS: '3000' };
    const first = await startServer({ ...lease, SMTP_URL: `smtp://127.0.0.1:${stalling.port}` });
    await placeOrder(first.base, email);
    // The worker has claimed the confirmation and is sending it: kill it there.
    await until(() => stalling.connections() > 0, 'the send to begin');
    await kill9(first);

    const second = await startServer(lease);
    const restarted = Date.now();
    await until(() => mailsTo(email).length > 0, 'the confirmation after the restart');
    // Within the lease and a poll or two: not the ten minutes a long claim held it for.
    expect(Date.now() - restarted).toBeLessThan(15_000);
    await markerMail(second.base);
    expect(mailsTo(email)).toHaveLength(1);
    await kill9(second);
  } finally {
    await stalling.close();
  }
}, 120_000);
