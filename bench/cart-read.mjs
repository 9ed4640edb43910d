// Cart-read throughput of this build beside a baseline build (another commit's
// apps/server/dist/main.js), each on its own PostgreSQL database, runs alternating so that
// the noise of a shared machine falls on both alike. The budget allows the token
// revocation check to cost at most 10 %.
// BASELINE_MAIN=/path/to/other/apps/server/dist/main.js node bench/cart-read.mjs
// (BENCH_DURATION=seconds per run, default 10; BENCH_ROUNDS, default 5; 100 connections)
// It also counts reads of the "session" table during the runs: the revocation check must not
// cost a database round trip per request (decision 013).
import pg from 'pg';
import { createDatabase, run, signUp, startHarit, summary } from './lib.mjs';

const baselineMain = process.env.BASELINE_MAIN;
if (!baselineMain) throw new Error('Set BASELINE_MAIN to the baseline build’s dist/main.js');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const duration = Number(process.env.BENCH_DURATION ?? 10);

/** Scans of the "session" table so far (the statistics lag a moment behind). */
async function sessionReads(databaseUrl) {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as n from pg_stat_user_tables
     where relname = 'session'`,
  );
  await client.end();
  return Number(rows[0]?.n ?? 0);
}

const readCart = (target, seconds) =>
  run({
    url: `${target.server.base}/api/cart/${target.reader.id}`,
    headers: { authorization: `Bearer ${target.reader.token}` },
    duration: seconds,
  });

const targets = [];
try {
  for (const [label, port, main] of [
    ['baseline', 3147, baselineMain],
    ['this build', 3148, undefined],
  ]) {
    const database = await createDatabase(`harit_cartread_${port}`);
    const server = await startHarit({ port, env: { DATABASE_URL: database.url }, main });
    targets.push({ label, database, server });
    const reader = await signUp(server.base, 0);
    const products = await (await fetch(`${server.base}/api/products?limit=5`)).json();
    for (const product of products) {
      await fetch(`${server.base}/api/cart/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
        body: JSON.stringify({ userId: reader.id, productId: product._id, quantity: 2 }),
      });
    }
    Object.assign(targets.at(-1), { reader, runs: [], requests: 0 });
  }
  // Warm both up (JIT, pools) before anything is measured.
  for (const target of targets) await readCart(target, 3);
  for (const target of targets) target.sessionReadsBefore = await sessionReads(target.database.url);

  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always runs on a warmer (or busier) machine.
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      const measured = await readCart(target, duration);
      const result = summary(measured);
      target.runs.push(result);
      target.requests += measured.requests.total;
      console.error(`round ${round + 1} — ${target.label}: ${JSON.stringify(result)}`);
    }
  }

  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('| build | runs req/s | median req/s | errors | requests | "session" reads |');
  console.log('|---|---|---|---|---|---|');
  for (const target of targets) {
    const rps = target.runs.map((r) => r.rps);
    const errors = target.runs.reduce((sum, r) => sum + r.errors, 0);
    const reads = (await sessionReads(target.database.url)) - target.sessionReadsBefore;
    console.log(
      `| ${target.label} | ${rps.join(', ')} | ${median([...rps])} | ${errors} | ${target.requests} | ${reads} |`,
    );
  }
  const [baseline, current] = targets.map((t) => median(t.runs.map((r) => r.rps)));
  console.log(`\nthis build ÷ baseline: ${(current / baseline).toFixed(2)}`);
} finally {
  for (const target of targets) {
    await target.server.stop();
    await target.database.drop();
  }
}
