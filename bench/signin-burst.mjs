// Browsing while people sign in: 200 concurrent e-mail sign-ins while
// readers keep fetching the gzip'd catalogue (/api/products). Runs the built server twice on
// the same data: PASSWORD_HASH_THREADS=0 (Better Auth hashing on libuv's thread pool, shared
// with gzip — the old behaviour) and the default (hashing on its own worker threads), and
// prints the catalogue's latency without and during the burst, side by side.
// Run: npm run build && node bench/signin-burst.mjs [sign-ins]
//   BENCH_DB=postgres: on a fresh PostgreSQL database (BENCH_PG_URL) instead of embedded PGlite,
//   whose queries run on the server's main thread; BENCH_PORT moves the ports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, startHarit } from './lib.mjs';

const SIGN_INS = Number(process.argv[2] ?? 200);
const READERS = 4;
const QUIET_MS = 3_000;
const PASSWORD = 'bench-burst-password-7';
const PORT = Number(process.env.BENCH_PORT ?? 3157);

const modes = [
  { name: 'hashing on libuv pool (PASSWORD_HASH_THREADS=0)', env: { PASSWORD_HASH_THREADS: '0' } },
  { name: 'hashing on worker threads (default)', env: {} },
];

function percentile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function describe(samples) {
  if (samples.length === 0) return 'no samples';
  const f = (n) => n.toFixed(0).padStart(5);
  return `n=${String(samples.length).padStart(5)}  p50 ${f(percentile(samples, 0.5))} ms  p99 ${f(percentile(samples, 0.99))} ms  max ${f(Math.max(...samples))} ms`;
}

/** Readers fetch the gzip'd catalogue back to back until `until` resolves. */
async function readCatalogue(base, until) {
  const samples = [];
  let done = false;
  until.then(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${base}/api/products`, {
          headers: { 'accept-encoding': 'gzip' },
        });
        if (response.headers.get('content-encoding') !== 'gzip') {
          throw new Error('catalogue was not gzip-encoded');
        }
        await response.arrayBuffer();
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

async function post(base, url, body) {
  return fetch(`${base}/api/auth${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base.replace('127.0.0.1', 'localhost') },
    body: JSON.stringify(body),
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'harit-signin-burst-'));
const database = process.env.BENCH_DB === 'postgres' ? await createDatabase('harit_burst') : null;
const emails = Array.from({ length: SIGN_INS }, (_, i) => `burst-${i}@example.in`);
const results = [];
try {
  for (const [index, mode] of modes.entries()) {
    const server = await startHarit({
      port: PORT + index,
      env: { ...mode.env, ...(database ? { DATABASE_URL: database.url } : {}) },
      dataDir,
    });
    try {
      if (index === 0) {
        // The shoppers who will sign in, created once (the second run reuses the data dir).
        for (let i = 0; i < emails.length; i += 20) {
          await Promise.all(
            emails.slice(i, i + 20).map(async (email) => {
              const response = await post(server.base, '/sign-up/email', {
                email,
                password: PASSWORD,
                name: 'Burst Shopper',
              });
              if (!response.ok)
                throw new Error(`sign-up ${response.status} ${await response.text()}`);
            }),
          );
        }
      }
      // Warm up, then the catalogue alone.
      await readCatalogue(server.base, new Promise((r) => setTimeout(r, 500)));
      const quiet = await readCatalogue(server.base, new Promise((r) => setTimeout(r, QUIET_MS)));

      const started = performance.now();
      const burst = Promise.all(
        emails.map((email) => post(server.base, '/sign-in/email', { email, password: PASSWORD })),
      );
      const during = await readCatalogue(server.base, burst);
      const statuses = (await burst).map((r) => r.status);
      const burstMs = performance.now() - started;
      const failed = statuses.filter((s) => s !== 200).length;
      results.push({ mode: mode.name, quiet, during, burstMs, failed });
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}

console.log(
  `\n${SIGN_INS} concurrent sign-ins, ${READERS} readers of gzip'd /api/products, ${database ? 'PostgreSQL' : 'PGlite'}\n`,
);
for (const r of results) {
  console.log(r.mode);
  console.log(`  catalogue alone         ${describe(r.quiet)}`);
  console.log(`  catalogue during burst  ${describe(r.during)}`);
  console.log(
    `  burst: ${SIGN_INS} sign-ins in ${(r.burstMs / 1000).toFixed(1)} s${r.failed ? `, ${r.failed} not 200` : ''}\n`,
  );
}
