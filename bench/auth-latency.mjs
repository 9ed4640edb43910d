// Sign-up and sign-in latency: starts the built server as `npm start`
// runs it (file-backed PGlite in a throwaway data dir), then times 20 e-mail sign-ups and 20
// sign-ins over HTTP on loopback, one at a time, and prints the median and spread.
// Run: npm run build && node bench/auth-latency.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] ?? 20);
const WARMUP = 2;
const PASSWORD = 'bench-password-7';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (at(0.5) + sorted[sorted.length / 2 - 1]) / 2;
  return {
    median: median.toFixed(1),
    p90: at(0.9).toFixed(1),
    min: sorted[0].toFixed(1),
    max: sorted.at(-1).toFixed(1),
  };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'harit-auth-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '1000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForHealth(base, server);
  const headers = { 'content-type': 'application/json', origin: base };
  const post = async (url, body) => {
    const response = await fetch(`${base}/api/auth${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };

  const emails = [];
  const signUps = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const email = `bench-${i}-${Date.now()}@example.in`;
    emails.push(email);
    const ms = await timed(() =>
      post('/sign-up/email', { email, password: PASSWORD, name: `Bench ${i}` }),
    );
    if (i >= WARMUP) signUps.push(ms);
  }
  const signIns = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const ms = await timed(() => post('/sign-in/email', { email: emails[i], password: PASSWORD }));
    if (i >= WARMUP) signIns.push(ms);
  }

  console.log(
    `auth latency over HTTP on loopback, ${RUNS} sequential runs each (ms), node ${process.version}`,
  );
  console.table({ 'sign-up': stats(signUps), 'sign-in': stats(signIns) });
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
