// kill -9 of the server during writes, then a restart on the same data: every acknowledged
// order and cart write must be there (on PGlite and on PostgreSQL). node bench/crash.mjs
import { checklist, createDatabase, shipping, signUp, startHarit } from './lib.mjs';

const { check, exitWithTally } = checklist();

async function post(base, path, token, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function scenario(kind) {
  const database = kind === 'postgres' ? await createDatabase('harit_crash') : null;
  const env = database ? { DATABASE_URL: database.url } : {};
  let harit = await startHarit({ port: 3321, env });
  const dataDir = harit.dataDir;
  try {
    const buyers = [];
    const carters = [];
    for (let i = 0; i < 4; i++) buyers.push(await signUp(harit.base, i));
    for (let i = 0; i < 4; i++) carters.push(await signUp(harit.base, 10 + i));
    const products = await (await fetch(`${harit.base}/api/products?limit=40`)).json();
    const plenty = products.filter((p) => p.stock >= 60);

    const ackedOrders = [];
    const ackedAdds = new Map(); // `${userId}:${productId}` → acknowledged adds
    const sentAdds = new Map();
    let stop = false;
    const loops = [
      ...buyers.map(async (user, u) => {
        for (let n = 0; !stop; n++) {
          const product = plenty[(u * 7 + n) % plenty.length];
          const r = await post(
            harit.base,
            '/api/orders',
            user.token,
            { items: [{ productId: product._id, quantity: 1 }], shipping, paymentMethod: 'cod' },
            { 'idempotency-key': `crash-${kind}-${u}-${n}` },
          ).catch(() => null);
          if (r?.status === 201) ackedOrders.push({ user, orderNumber: r.body.orderNumber });
        }
      }),
      ...carters.map(async (user, u) => {
        for (let n = 0; !stop; n++) {
          const product = plenty[(u + n) % 10];
          const key = `${user.id}:${product._id}`;
          sentAdds.set(key, (sentAdds.get(key) ?? 0) + 1);
          const r = await post(harit.base, '/api/cart/add', user.token, {
            userId: user.id,
            productId: product._id,
            quantity: 1,
          }).catch(() => null);
          if (r?.status === 200) ackedAdds.set(key, (ackedAdds.get(key) ?? 0) + 1);
        }
      }),
    ];
    await new Promise((r) => setTimeout(r, 3_000));
    harit.child.kill('SIGKILL');
    stop = true;
    await Promise.allSettled(loops);
    await new Promise((r) => (harit.child.exitCode !== null ? r() : harit.child.once('exit', r)));

    harit = await startHarit({ port: 3321, env, dataDir });
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    let missingOrders = 0;
    for (const { user, orderNumber } of ackedOrders) {
      const token = (
        await (
          await fetch(`${harit.base}/api/auth/token`, { headers: { cookie: user.cookie } })
        ).json()
      ).token;
      const r = await fetch(`${harit.base}/api/orders/${orderNumber}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (r.status !== 200) missingOrders++;
    }
    check(
      `${label}: every acknowledged order survives kill -9`,
      ackedOrders.length > 0 && missingOrders === 0,
      `${ackedOrders.length} acknowledged, ${missingOrders} missing`,
    );
    let lost = 0;
    let acked = 0;
    for (const user of carters) {
      const token = (
        await (
          await fetch(`${harit.base}/api/auth/token`, { headers: { cookie: user.cookie } })
        ).json()
      ).token;
      const cart = await (
        await fetch(`${harit.base}/api/cart/${user.id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      for (const [key, count] of ackedAdds) {
        if (!key.startsWith(`${user.id}:`)) continue;
        acked += count;
        const line = cart.find((l) => key.endsWith(`:${l.productId}`));
        const quantity = line?.quantity ?? 0;
        // Unacknowledged in-flight adds may or may not have landed; acknowledged ones must.
        if (quantity < count || quantity > (sentAdds.get(key) ?? 0)) lost++;
      }
    }
    check(
      `${label}: every acknowledged cart add survives kill -9`,
      acked > 0 && lost === 0,
      `${acked} acknowledged adds, ${lost} lines short`,
    );
  } finally {
    await harit.stop();
    await database?.drop();
  }
}

await scenario('pglite');
await scenario('postgres');
exitWithTally();
