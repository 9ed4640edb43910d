// Two Harit instances on one PostgreSQL, requests alternating between them: sign in on one,
// use the cart and check out on the other; the sign-in rate limit is shared; a sign-out on one
// ends the token on the other.
// node bench/scale-out.mjs
import { checklist, createDatabase, shipping, signUp, startHarit } from './lib.mjs';

const database = await createDatabase('harit_scale');
// UPI orders through the test gateway, which is off on PostgreSQL unless asked for (decision 056).
const env = {
  DATABASE_URL: database.url,
  PUBLIC_URL: 'http://localhost:3300',
  PAYMENTS_TEST_GATEWAY: 'true',
};
// Both instances answer for the same public address, as behind one load balancer.
const a = await startHarit({ port: 3301, env });
const b = await startHarit({ port: 3302, env: { ...env, AUTH_RATE_LIMIT: '3' } });
const { check, exitWithTally } = checklist();

async function json(base, path, { token, method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      origin: 'http://localhost:3300',
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null), response };
}

try {
  // Sign up and get the token on A.
  const user = await signUp(a.base, 1, 'http://localhost:3300');
  // A's token is accepted by B (same keys in the shared database).
  const me = await json(b.base, '/api/account/me', { token: user.token });
  check('a token issued by instance A is accepted by instance B', me.status === 200);
  // A session cookie from A mints a token on B.
  const tokenOnB = await json(b.base, '/api/auth/token', { headers: { cookie: user.cookie } });
  check('the session made on A mints tokens on B', tokenOnB.status === 200);

  const products = (await json(a.base, '/api/products?limit=5')).body;
  const [first, second] = products;
  let ok = true;
  for (const [i, base] of [a.base, b.base, a.base, b.base].entries()) {
    const product = i % 2 === 0 ? first : second;
    const r = await json(base, '/api/cart/add', {
      token: user.token,
      method: 'POST',
      body: { userId: user.id, productId: product._id, quantity: 1 },
    });
    ok &&= r.status === 200;
  }
  const cart = (await json(a.base, `/api/cart/${user.id}`, { token: user.token })).body;
  const quantities = Object.fromEntries(cart.map((l) => [l.productId, l.quantity]));
  check(
    'cart writes alternating between A and B all land',
    ok && quantities[first._id] === 2 && quantities[second._id] === 2,
    JSON.stringify(quantities),
  );

  // Stock seen by A is read from B's write at once (catalogue cache invalidated by NOTIFY).
  const before = (await json(a.base, `/api/products/${first._id}`)).body.stock;
  const order = await json(b.base, '/api/orders', {
    token: user.token,
    method: 'POST',
    headers: { 'idempotency-key': `scale-out-${Date.now()}` },
    body: {
      items: cart.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      shipping,
      paymentMethod: 'upi',
    },
  });
  check('checkout on B succeeds', order.status === 201, `order ${order.body?.orderNumber}`);
  await new Promise((r) => setTimeout(r, 200));
  const after = (await json(a.base, `/api/products/${first._id}`)).body.stock;
  check(
    'A sees the stock B sold, with no stale cache',
    after === before - 2,
    `${before} → ${after}`,
  );
  const onA = await json(a.base, `/api/orders/${order.body?.orderNumber}`, { token: user.token });
  check('the order placed on B is read on A', onA.status === 200);
  const emptied = (await json(a.base, `/api/cart/${user.id}`, { token: user.token })).body;
  check('the cart emptied on B is empty on A', emptied.length === 0);

  // Signed out on A: the token is refused on B within moments (NOTIFY, decision 013).
  const leaving = await signUp(a.base, 2, 'http://localhost:3300');
  const beforeSignOut = await json(b.base, '/api/account/me', { token: leaving.token });
  await json(a.base, '/api/auth/sign-out', {
    method: 'POST',
    body: {},
    headers: { cookie: leaving.cookie },
  });
  const signedOutAt = performance.now();
  let refused = false;
  while (!refused && performance.now() - signedOutAt < 5_000) {
    refused = (await json(b.base, '/api/account/me', { token: leaving.token })).status === 401;
  }
  check(
    'a token signed out on A is refused on B',
    beforeSignOut.status === 200 && refused,
    `after ${Math.round(performance.now() - signedOutAt)} ms`,
  );

  // Rate limit shared through the database: B allows 3 per 10 s; attempts on A count too.
  const statuses = [];
  for (const base of [b.base, a.base, b.base, b.base]) {
    const r = await json(base, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: user.email, password: 'wrong-password-1' },
    });
    statuses.push(r.status);
  }
  check(
    'sign-in attempts on A count towards the limit on B (shared in the database)',
    statuses.at(-1) === 429,
    statuses.join(' '),
  );
} finally {
  await a.stop();
  await b.stop();
  await database.drop();
}
exitWithTally();
