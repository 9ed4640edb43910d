// Database unavailable: Harit reaches PostgreSQL through a TCP proxy this script controls.
// With the proxy down, /api/health and user routes answer 503 with a clear message; when it
// comes back, they recover by themselves. node bench/outage.mjs
import net from 'node:net';
import { checklist, createDatabase, signUp, startHarit } from './lib.mjs';

const PROXY_PORT = 3399;
const database = await createDatabase('harit_outage');
const target = new URL(database.url);
const sockets = new Set();
let proxy = null;
const proxyUp = () =>
  new Promise((resolve) => {
    proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    proxy.listen(PROXY_PORT, '127.0.0.1', resolve);
  });
const proxyDown = () =>
  new Promise((resolve) => {
    for (const s of sockets) s.destroy();
    sockets.clear();
    proxy.close(resolve);
  });

const { check, exitWithTally } = checklist();

await proxyUp();
const viaProxy = new URL(database.url);
viaProxy.host = `127.0.0.1:${PROXY_PORT}`;
const harit = await startHarit({ port: 3311, env: { DATABASE_URL: viaProxy.toString() } });
try {
  const user = await signUp(harit.base, 1);
  const get = async (path) => {
    const started = performance.now();
    const r = await fetch(`${harit.base}${path}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    return {
      status: r.status,
      body: await r.json().catch(() => null),
      ms: performance.now() - started,
    };
  };
  check('healthy before the outage', (await get('/api/health')).status === 200);

  await proxyDown();
  const health = await get('/api/health');
  check(
    'health answers 503 while the database is unreachable',
    health.status === 503,
    JSON.stringify(health.body),
  );
  const cart = await get(`/api/cart/${user.id}`);
  check(
    'a user route answers 503 with a clear message',
    cart.status === 503 && /unavailable/i.test(cart.body?.message ?? ''),
    `${cart.status} ${JSON.stringify(cart.body)} in ${Math.round(cart.ms)} ms`,
  );
  const catalogue = await get('/api/products?search=bamboo');
  check(
    'catalogue reads answer 503 too (the cache is not trusted without notifications)',
    catalogue.status === 503,
    String(catalogue.status),
  );

  await proxyUp();
  let recovered = false;
  const started = performance.now();
  while (performance.now() - started < 20_000) {
    const [h, c] = await Promise.all([get('/api/health'), get(`/api/cart/${user.id}`)]);
    if (h.status === 200 && c.status === 200) {
      recovered = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  check(
    'recovers by itself when the database returns',
    recovered,
    `${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await harit.stop();
  await proxyDown().catch(() => {});
  await database.drop();
}
exitWithTally();
