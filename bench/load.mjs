// 60 s of mixed load at 100 connections — browsing, search, cart writes and orders — then the
// database's counts must match the writes the server acknowledged, with 0 errors.
// node bench/load.mjs      (LOAD_SECONDS=60; LOAD_PROFILE=<dir> writes the server's CPU profile
//                           there; BENCH_PORT=first port, default 3341; LOAD_CONNECTIONS=100;
//                           BASELINE_MAIN=<another build's apps/server/dist/main.js> measures that
//                           build too, in turns with this one, LOAD_ROUNDS times (default 1), each
//                           run on its own database, so both see the same machine)
import pg from 'pg';
import { createDatabase, shipping, signUp, startHarit } from './lib.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3341);
const BASELINE_MAIN = process.env.BASELINE_MAIN;
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 1);
// The target figure (decision 040) is at 100; fewer show the latencies of a machine that is not saturated.
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);

/** One run of the mixed load against one build; whether every check passed, and its figures. */
async function measure(label, main, port) {
  const database = await createDatabase('harit_load');
  // Buyers place many UPI orders they never pay for: lift the unpaid-order limit so the
  // load measures checkout, not that refusal.
  const harit = await startHarit({
    port,
    main,
    // UPI orders through the test gateway, which is off on PostgreSQL unless asked for (decision 056).
    env: {
      DATABASE_URL: database.url,
      PAYMENT_MAX_UNPAID_ORDERS: '1000',
      PAYMENTS_TEST_GATEWAY: 'true',
    },
    nodeArgs: process.env.LOAD_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE}`]
      : [],
  });
  let failed = 0;
  try {
    const carters = [];
    const buyers = [];
    for (let i = 0; i < 40; i++) carters.push(await signUp(harit.base, i));
    for (let i = 0; i < 20; i++) buyers.push(await signUp(harit.base, 100 + i));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('update products set stock = 1000000');
    const products = (await client.query('select id from products order by id limit 50')).rows.map(
      (r) => r.id,
    );
    const searches = ['bamboo', 'solar lamp', 'organic', 'bottle', 'solr', 'kurta', 'hemp bag'];

    const acked = { browse: 0, search: 0, add: 0, order: 0 };
    const refused = { browse: 0, search: 0, add: 0, order: 0 };
    let n = 0;
    const pick = () => {
      const i = n++;
      const roll = i % 10;
      // The i-th round of ten: adds and orders take turns over every account, not only the few
      // whose number lines up with their roll (i % 40 for roll 7 and 8 reached 8 of 40 carters,
      // i % 20 for roll 9 reached 2 of 20 buyers, which then held 1,000 unpaid orders each).
      const round = Math.floor(i / 10);
      if (roll < 5) {
        const paths = [
          '/api/products',
          '/api/products/featured',
          '/api/products/categories',
          `/api/products/${products[i % products.length]}`,
        ];
        return { type: 'browse', method: 'GET', path: paths[i % paths.length] };
      }
      if (roll < 7) {
        return {
          type: 'search',
          method: 'GET',
          path: `/api/products?search=${encodeURIComponent(searches[i % searches.length])}`,
        };
      }
      if (roll < 9) {
        const user = carters[(round * 2 + roll - 7) % carters.length];
        return {
          type: 'add',
          method: 'POST',
          path: '/api/cart/add',
          headers: { authorization: `Bearer ${user.token}` },
          body: JSON.stringify({
            userId: user.id,
            productId: products[round % products.length],
            quantity: 1,
          }),
        };
      }
      const user = buyers[round % buyers.length];
      return {
        type: 'order',
        method: 'POST',
        path: '/api/orders',
        headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': `load-order-${i}` },
        body: JSON.stringify({
          items: [{ productId: products[round % products.length], quantity: 1 }],
          shipping,
          paymentMethod: 'upi',
        }),
      };
    };

    // CONNECTIONS workers (100 unless LOAD_CONNECTIONS says), each awaiting its answer before
    // the next request, so that when time is up every request sent has a known outcome and the
    // database can be reconciled exactly.
    const latencies = [];
    const byKind = { browse: [], search: [], add: [], order: [] };
    // Where catalogue answers came from (X-Cache: hit, stock, miss; absent before decision 049).
    const cacheSources = { browse: {}, search: {} };
    let errors = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const next = pick();
        const started = performance.now();
        try {
          const response = await fetch(`${harit.base}${next.path}`, {
            method: next.method,
            headers: { 'content-type': 'application/json', ...(next.headers ?? {}) },
            body: next.body,
          });
          const text = await response.text();
          const source = cacheSources[next.type];
          if (source) {
            const said = response.headers.get('x-cache') ?? 'none';
            source[said] = (source[said] ?? 0) + 1;
          }
          if (response.ok) acked[next.type]++;
          else {
            refused[next.type]++;
            if (refused[next.type] <= 3)
              console.error(`${next.type} refused: ${response.status} ${text.slice(0, 200)}`);
          }
        } catch {
          errors++;
        }
        const took = performance.now() - started;
        latencies.push(took);
        byKind[next.type].push(took);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    latencies.sort((a, b) => a - b);
    const result = {
      total: latencies.length,
      rps: latencies.length / SECONDS,
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    };

    const orders = Number(
      (
        await client.query('select count(*) from orders where user_id = any($1)', [
          buyers.map((u) => u.id),
        ])
      ).rows[0].count,
    );
    const cartUnits = Number(
      (
        await client.query(
          'select coalesce(sum(quantity), 0) as n from cart_items where user_id = any($1)',
          [carters.map((u) => u.id)],
        )
      ).rows[0].n,
    );
    const orderLines = Number(
      (
        await client.query(
          'select coalesce(sum(oi.quantity), 0) as n from order_items oi join orders o on o.id = oi.order_id where o.user_id = any($1)',
          [buyers.map((u) => u.id)],
        )
      ).rows[0].n,
    );
    await client.end();

    const figures = {};
    const refusedTotal = Object.values(refused).reduce((a, b) => a + b, 0);
    console.log(`\nMixed load (${label}): ${SECONDS} s, ${CONNECTIONS} connections, PostgreSQL 15`);
    console.log(
      `requests ${result.total}, ${Math.round(result.rps)} req/s, p99 ${Math.round(result.p99)} ms`,
    );
    console.log(`acknowledged: ${JSON.stringify(acked)}; refused: ${JSON.stringify(refused)}`);
    // Each kind apart: where the p99 above comes from.
    for (const [kind, times] of Object.entries(byKind)) {
      times.sort((a, b) => a - b);
      const at = (q) => Math.round(times[Math.floor(times.length * q)] ?? 0);
      console.log(`${kind.padEnd(6)} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`);
      figures[kind] = { p50: at(0.5), p95: at(0.95), p99: at(0.99), n: times.length };
    }
    console.log(`X-Cache: ${JSON.stringify(cacheSources)}`);
    figures.all = { rps: Math.round(result.rps), p99: Math.round(result.p99), n: result.total };
    figures.cache = cacheSources;
    const checks = [
      [
        'no errors and no non-2xx answers',
        errors === 0 && refusedTotal === 0,
        `${errors} errors, ${refusedTotal} non-2xx`,
      ],
      [
        'orders in the database = orders acknowledged',
        orders === acked.order,
        `${orders} vs ${acked.order}`,
      ],
      [
        'ordered units = acknowledged orders (1 unit each)',
        orderLines === acked.order,
        `${orderLines}`,
      ],
      [
        'cart units in the database = cart adds acknowledged',
        cartUnits === acked.add,
        `${cartUnits} vs ${acked.add}`,
      ],
    ];
    for (const [name, ok, detail] of checks) {
      if (!ok) failed++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} — ${detail}`);
    }
    console.log(`\n${checks.length - failed} passed, ${failed} failed`);
    return { failed, figures };
  } finally {
    await harit.stop();
    await database.drop();
  }
}

const builds = [['this build', undefined, PORT]];
if (BASELINE_MAIN) builds.push(['baseline', BASELINE_MAIN, PORT + 1]);
const runs = [];
let failed = 0;
for (let round = 0; round < (BASELINE_MAIN ? ROUNDS : 1); round++) {
  // Turns change order every round, so neither build always runs on the busier half.
  const order = round % 2 === 0 ? builds : [...builds].reverse();
  for (const [label, main, port] of order) {
    const { failed: f, figures } = await measure(label, main, port);
    failed += f;
    runs.push({ label, round, figures });
  }
}
if (runs.length > 1) {
  console.log(
    '\n| run | build | req/s | p99 all | browse p50/p95/p99 | search p50/p95/p99 | add p50/p95/p99 | order p50/p95/p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { label, round, figures: f } of runs) {
    const k = (kind) => `${f[kind].p50}/${f[kind].p95}/${f[kind].p99}`;
    console.log(
      `| ${round + 1} | ${label} | ${f.all.rps} | ${f.all.p99} | ${k('browse')} | ${k('search')} | ${k('add')} | ${k('order')} |`,
    );
  }
}
process.exit(failed ? 1 : 0);
