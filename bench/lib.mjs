// Shared by the benchmark and load scripts: start a Harit server, make users, run autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPostgres } from '../apps/server/test/fresh-postgres.mjs';

/** Valid shipping details for the orders the scripts place (the same data the tests use). */
export { sampleShipping as shipping } from '@harit/core/testing/shipping.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * The pass/fail checks of a correctness script (crash, outage, scale-out): `check` prints each
 * as it runs; `exitWithTally` prints the tally and exits 1 when any failed.
 */
export function checklist() {
  let passed = 0;
  let failed = 0;
  return {
    check(name, ok, detail = '') {
      if (ok) passed++;
      else failed++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    },
    exitWithTally() {
      console.log(`\n${passed} passed, ${failed} failed`);
      process.exit(failed ? 1 : 0);
    },
  };
}
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database for one run (the same helper the server tests use). */
export function createDatabase(prefix = 'harit_bench') {
  return freshPostgres(PG_ADMIN_URL, prefix);
}

/**
 * Starts the built server (apps/server/dist/main.js, or another build's `main`) and waits until
 * /api/health answers. `nodeArgs` go to node before the script (e.g. `--cpu-prof`).
 */
/**
 * The phone the web benchmarks load pages in (Lighthouse's mobile viewport), without the service
 * worker, so every load is a first visit.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
};

export async function startHarit({ port, env = {}, dataDir, main, nodeArgs = [] } = {}) {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'harit-bench-'));
  const script = main ?? path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      SEED_DEMO: 'false',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // No load balancer waits for readiness here: a stop finishes at once (decision 070).
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = performance.now();
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    child,
    dataDir: dir,
    startMs: performance.now() - started,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

/** Signs up a user over HTTP; returns id, token and cookie. */
export async function signUp(base, i = 0, origin = base.replace('127.0.0.1', 'localhost')) {
  const email = `bench-${Date.now().toString(36)}-${i}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'bench-password-1', name: `Bench ${i}` }),
  });
  if (!response.ok) throw new Error(`sign-up ${response.status} ${await response.text()}`);
  const { user } = await response.json();
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = (await (await fetch(`${base}/api/auth/token`, { headers: { cookie } })).json())
    .token;
  return { id: user.id, email, token, cookie };
}

export function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: 100, duration: Number(process.env.BENCH_DURATION ?? 20), ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

export function summary(result) {
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  };
}
