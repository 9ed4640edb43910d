// API throughput: Harit (Fastify) beside the ceiling (a raw node:http server answering the same
// bytes) and the usual alternative (Express + pg), on one PostgreSQL, measured side by side.
// For the cart routes, the ceiling of a database route too: bare node:http + pg
// running the same SQL and token check as Harit (cart-ceiling.mjs).
// node bench/api.mjs            (BENCH_DURATION=seconds per run, default 20; 100 connections;
//                                BENCH_ROUTES=cart measures the cart routes only;
//                                BENCH_PORT=first of four ports, default 3201;
//                                BENCH_MAIN=another build's apps/server/dist/main.js to measure
//                                instead of this one, e.g. a baseline run in turns with this;
//                                BENCH_PROFILE=folder: Harit's CPU profile (--cpu-prof) there)

import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { startCartCeiling } from './cart-ceiling.mjs';
import { startExpress } from './express-app.mjs';
import { createDatabase, run, signUp, startHarit, summary } from './lib.mjs';

const USERS = 40;
// Four ports from BENCH_PORT: Harit, Express, the raw ceiling, the database ceiling.
const PORT = Number(process.env.BENCH_PORT ?? 3201);
const database = await createDatabase();
const harit = await startHarit({
  port: PORT,
  main: process.env.BENCH_MAIN,
  env: { DATABASE_URL: database.url },
  nodeArgs: process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [],
});
const express = await startExpress({
  port: PORT + 1,
  databaseUrl: database.url,
  harit: harit.base,
});
const cartCeiling = await startCartCeiling({
  port: PORT + 3,
  databaseUrl: database.url,
  harit: harit.base,
});
const raw = { bodies: new Map(), server: null };

try {
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await signUp(harit.base, i));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // Enough stock that the write benchmark measures adds, not refusals.
  await client.query('update products set stock = 1000000');
  const productIds = (await client.query('select id from products order by id limit 50')).rows.map(
    (r) => r.id,
  );
  await client.end();
  // Give one user a realistic cart to read.
  const reader = users[0];
  for (const productId of productIds.slice(0, 5)) {
    await fetch(`${harit.base}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ userId: reader.id, productId, quantity: 2 }),
    });
  }

  const allRoutes = [
    { name: 'GET /api/products', path: '/api/products' },
    { name: 'GET /api/products?search=bamboo', path: '/api/products?search=bamboo' },
    {
      name: 'GET /api/cart/{userId}',
      path: `/api/cart/${reader.id}`,
      headers: { authorization: `Bearer ${reader.token}` },
      database: true,
    },
    {
      name: 'POST /api/cart/add',
      path: '/api/cart/add',
      method: 'POST',
      write: true,
      database: true,
    },
  ];
  const routes =
    process.env.BENCH_ROUTES === 'cart' ? allRoutes.filter((r) => r.database) : allRoutes;

  // The database ceiling must answer what Harit answers, or the ratio means nothing.
  const asReader = { authorization: `Bearer ${reader.token}`, 'content-type': 'application/json' };
  const sameAnswer = async (path, init) => {
    const [ours, ceiling] = await Promise.all(
      [harit.base, cartCeiling.base].map(async (base) =>
        (await fetch(`${base}${path}`, init)).json(),
      ),
    );
    if (!isDeepStrictEqual(ours, ceiling)) {
      throw new Error(
        `cart ceiling answers ${path} differently:\n${JSON.stringify(ours)}\n${JSON.stringify(ceiling)}`,
      );
    }
  };
  await sameAnswer(`/api/cart/${reader.id}`, { headers: asReader });
  // An add, one after the other on the same line: the second answer holds one more.
  const addOnce = async (base) =>
    (
      await fetch(`${base}/api/cart/add`, {
        method: 'POST',
        headers: asReader,
        body: JSON.stringify({ userId: reader.id, productId: productIds[49], quantity: 1 }),
      })
    ).json();
  const ourAdd = await addOnce(harit.base);
  const ceilingAdd = await addOnce(cartCeiling.base);
  if (!isDeepStrictEqual({ ...ourAdd, item: { ...ourAdd.item, quantity: 2 } }, ceilingAdd)) {
    throw new Error(
      `cart ceiling adds differently:\n${JSON.stringify(ourAdd)}\n${JSON.stringify(ceilingAdd)}`,
    );
  }

  // The ceiling: node:http answering each route with the bytes Harit answers.
  for (const route of routes) {
    const response = await fetch(`${harit.base}${route.path}`, {
      method: route.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(route.headers ?? {}),
        authorization: `Bearer ${reader.token}`,
      },
      body: route.write
        ? JSON.stringify({ userId: reader.id, productId: productIds[10], quantity: 1 })
        : undefined,
    });
    raw.bodies.set(
      `${route.method ?? 'GET'} ${route.path.split('?')[0]}${route.path.includes('?') ? `?${route.path.split('?')[1]}` : ''}`,
      await response.text(),
    );
  }
  raw.server = http.createServer((req, res) => {
    const body = raw.bodies.get(`${req.method} ${req.url}`) ?? '{}';
    if (req.method === 'POST') req.resume();
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise((r) => raw.server.listen(PORT + 2, '127.0.0.1', r));
  const targets = [
    ['ceiling (node:http)', `http://127.0.0.1:${PORT + 2}`],
    ['database ceiling (node:http + pg)', cartCeiling.base],
    ['Harit (Fastify)', harit.base],
    ['Express + pg', express.base],
  ];

  const rows = [];
  for (const route of routes) {
    const measured = {};
    for (const [label, base] of targets) {
      if (label.startsWith('database') && !route.database) continue;
      let next = 0;
      const result = await run({
        url: `${base}${route.path}`,
        method: route.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...(route.headers ?? {}) },
        ...(route.write
          ? {
              setupClient: () => {},
              requests: [
                {
                  setupRequest: (request) => {
                    const user = users[next % USERS];
                    const productId = productIds[Math.floor(next / USERS) % productIds.length];
                    next++;
                    return {
                      ...request,
                      headers: { ...request.headers, authorization: `Bearer ${user.token}` },
                      body: JSON.stringify({ userId: user.id, productId, quantity: 1 }),
                    };
                  },
                },
              ],
            }
          : {}),
      });
      measured[label] = summary(result);
      console.error(`${route.name} — ${label}: ${JSON.stringify(measured[label])}`);
    }
    const ceiling = measured['ceiling (node:http)'].rps;
    const ours = measured['Harit (Fastify)'];
    const alt = measured['Express + pg'];
    const dbCeiling = measured['database ceiling (node:http + pg)'];
    rows.push({
      route: route.name,
      ceiling,
      dbCeiling: dbCeiling ? `${dbCeiling.rps} (${dbCeiling.p99})` : '—',
      vsDbCeiling: dbCeiling ? (ours.rps / dbCeiling.rps).toFixed(2) : '—',
      harit: ours.rps,
      haritP99: ours.p99,
      haritErrors: ours.errors,
      express: alt.rps,
      expressP99: alt.p99,
      expressErrors: alt.errors,
      vsCeiling: (ours.rps / ceiling).toFixed(2),
      vsExpress: (ours.rps / alt.rps).toFixed(2),
    });
  }

  console.log(
    `\nAPI throughput — ${process.env.BENCH_DURATION ?? 20} s per run, 100 connections, loopback, PostgreSQL 15\n`,
  );
  console.log(
    '| route | ceiling req/s | database ceiling req/s (p99 ms) | Harit req/s (p99 ms) | Express+pg req/s (p99 ms) | Harit ÷ ceiling | Harit ÷ database ceiling | Harit ÷ Express |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.ceiling} | ${r.dbCeiling} | ${r.harit} (${r.haritP99})${r.haritErrors ? ` ⚠ ${r.haritErrors} non-2xx` : ''} | ${r.express} (${r.expressP99})${r.expressErrors ? ` ⚠ ${r.expressErrors} non-2xx` : ''} | ${r.vsCeiling} | ${r.vsDbCeiling} | ${r.vsExpress} |`,
    );
  }
} finally {
  raw.server?.close();
  await cartCeiling.stop();
  await express.stop();
  await harit.stop();
  await database.drop();
}
