// A real streaming replica of the local PostgreSQL (decision 039): pg_basebackup into
// a temporary data directory, a standby on another port, two Harit instances with
// DATABASE_URL = primary and DATABASE_READ_URL = standby. Checks that a product created on the
// primary shows on both instances within a second, that a cart write is read back at once, that
// searches are answered by the standby (its statistics), and that reads fall back to the
// primary when the standby stops. Also measures what decision 039's cache rule is for: how often
// the standby lacks a change when the primary's notification of it arrives.
// node bench/replica.mjs (npm run bench:scale-out runs it after scale-out.mjs; .ci/run too)
// Env: BENCH_PG_URL (primary, default postgres://postgres@127.0.0.1:5432/postgres),
// REPLICA_PORT (5442), HARIT_PORT (3341; the second instance takes the next port), PG_BIN.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { queryOnce } from '../apps/server/test/fresh-postgres.mjs';
import { checklist, createDatabase, PG_ADMIN_URL, signUp, startHarit } from './lib.mjs';

const replicaPort = Number(process.env.REPLICA_PORT ?? 5442);
const haritPort = Number(process.env.HARIT_PORT ?? 3341);
const origin = `http://localhost:${haritPort - 1}`;
const adminEmail = 'replica-bench-admin@example.in';
const { check, exitWithTally } = checklist();
const started = performance.now();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The server's own binaries: pg_basebackup and postgres of the same major version. */
async function binaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const [{ server_version_num: version }] = await queryOnce(
    PG_ADMIN_URL,
    'show server_version_num',
  );
  const dir = `/usr/lib/postgresql/${Math.floor(Number(version) / 10_000)}/bin`;
  return existsSync(dir) ? dir : '';
}

/**
 * pg_basebackup needs a pg_hba.conf line for replication connections; Debian's default has
 * none that trusts loopback. When the server is this machine's and we may write its pg_hba.conf
 * (CI runs as root), add one (replication from 127.0.0.1 by postgres only, which is what the
 * existing "host all all 127.0.0.1/32 trust" line already allows for every other connection)
 * and reload; say so.
 */
async function allowLoopbackReplication() {
  const rules = await queryOnce(
    PG_ADMIN_URL,
    `select count(*)::int as n from pg_hba_file_rules
     where 'replication' = any(database) and auth_method = 'trust'
       and (address = '127.0.0.1' or type = 'local')`,
  );
  if (rules[0].n > 0) return;
  const [{ hba_file: file }] = await queryOnce(PG_ADMIN_URL, 'show hba_file');
  appendFileSync(
    file,
    '\n# Added by Harit bench/replica.mjs: streaming replicas on loopback\nhost replication postgres 127.0.0.1/32 trust\n',
  );
  await queryOnce(PG_ADMIN_URL, 'select pg_reload_conf()');
  console.log(`added "host replication postgres 127.0.0.1/32 trust" to ${file} and reloaded`);
}

/** As the postgres user when we are root: PostgreSQL refuses to run as root. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { uid, gid };
}

async function startStandby(bin, dir) {
  const user = postgresUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const primary = new URL(PG_ADMIN_URL);
  const backupStarted = performance.now();
  execFileSync(
    path.join(bin, 'pg_basebackup'),
    [
      ...[
        '-h',
        primary.hostname,
        '-p',
        primary.port || '5432',
        '-U',
        primary.username || 'postgres',
      ],
      ...['-D', data, '-R', '-X', 'stream', '-c', 'fast'],
    ],
    { ...user, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const backupMs = performance.now() - backupStarted;
  // Debian keeps postgresql.conf and pg_hba.conf outside the data directory: give the standby
  // its own (defaults, loopback only, trust as the primary's loopback lines).
  for (const [name, text] of [
    ['postgresql.conf', ''],
    ['pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n'],
    ['pg_ident.conf', ''],
  ]) {
    const file = path.join(data, name);
    if (!existsSync(file)) {
      writeFileSync(file, text);
      if (user.uid !== undefined) chownSync(file, user.uid, user.gid);
    }
  }
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(replicaPort), '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', `unix_socket_directories=${dir}`, '-c', 'hot_standby=on'],
      ...['-c', 'shared_buffers=32MB', '-c', 'logging_collector=off'],
      ...['-c', 'shared_preload_libraries=pg_stat_statements'],
    ],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const url = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the standby exited:\n${log}`);
    try {
      const [{ recovery }] = await queryOnce(url, 'select pg_is_in_recovery() as recovery');
      if (recovery) break;
    } catch {}
    if (i > 300) throw new Error(`the standby did not start:\n${log}`);
    await sleep(100);
  }
  return {
    backupMs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown
      await exited;
    },
  };
}

async function json(base, url, { token, method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      origin,
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const dir = mkdtempSync(path.join(tmpdir(), 'harit-replica-'));
let database;
let standby;
const instances = [];
try {
  const bin = await binaries();
  await allowLoopbackReplication();
  database = await createDatabase('harit_replica');
  // Its view reaches the standby by replication; only the standby loads the library.
  await queryOnce(database.url, 'create extension pg_stat_statements');
  standby = await startStandby(bin, dir);
  const replicaUrl = new URL(database.url);
  replicaUrl.port = String(replicaPort);
  console.log(
    `standby on port ${replicaPort} from pg_basebackup in ${Math.round(standby.backupMs)} ms`,
  );

  const env = {
    DATABASE_URL: database.url,
    DATABASE_READ_URL: replicaUrl.href,
    PUBLIC_URL: origin,
    ADMIN_EMAILS: adminEmail,
  };
  // One after the other: the first one migrates and seeds the primary.
  const a = await startHarit({ port: haritPort, env });
  instances.push(a);
  const b = await startHarit({ port: haritPort + 1, env });
  instances.push(b);

  const health = await Promise.all([a, b].map((h) => json(h.base, '/api/health')));
  check(
    'both instances report the replica answering',
    health.every((h) => h.status === 200 && h.body.replica === 'ok'),
    JSON.stringify(health[0].body),
  );

  // A product created on the primary (through A's merchant API) shows on both within a second,
  // in search results the instances had cached just before.
  const staff = await json(a.base, '/api/auth/sign-up/email', {
    method: 'POST',
    body: { email: adminEmail, password: 'bench-password-1', name: 'Replica Admin' },
  });
  const adminToken = staff.status === 200 ? await tokenOf(a.base, adminEmail) : null;
  const name = `Replicated Lamp ${Date.now().toString(36)}`;
  const search = `/api/products?search=${encodeURIComponent(name)}`;
  for (const h of [a, b]) await json(h.base, search); // cached: no such product yet
  const categories = await json(a.base, '/api/admin/categories', { token: adminToken });
  const created = await json(a.base, '/api/admin/products', {
    token: adminToken,
    method: 'POST',
    body: {
      name,
      description: 'A lamp of bamboo and khadi, made to show replication.',
      categoryId: categories.body?.[0]?.id,
      pricePaise: 129_900,
      mrpPaise: 159_900,
      stock: 10,
      featured: false,
      image: '/images/placeholder.svg',
    },
  });
  const createdAt = performance.now();
  const seenAfter = await Promise.all(
    [a, b].map(async (h) => {
      while (performance.now() - createdAt < 3_000) {
        const found = await json(h.base, search);
        if (found.body?.some((p) => p.name === name)) return performance.now() - createdAt;
        await sleep(5);
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  check(
    'a product created on the primary is found on both instances within 1 s',
    created.status === 201 && seenAfter.every((ms) => ms < 1_000),
    `created ${created.status}; found on A after ${Math.round(seenAfter[0])} ms, on B after ${Math.round(seenAfter[1])} ms`,
  );

  // Cart writes on one instance, read back at once on the other (the primary answers both).
  const shopper = await signUp(a.base, 1, origin);
  const products = (await json(a.base, '/api/products?limit=5')).body;
  let readBack = 0;
  const rounds = 20;
  for (let i = 0; i < rounds; i++) {
    const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
    const product = products[i % products.length];
    const add = await json(writer.base, '/api/cart/add', {
      token: shopper.token,
      method: 'POST',
      body: { userId: shopper.id, productId: product._id, quantity: 1 },
    });
    const cart = (await json(reader.base, `/api/cart/${shopper.id}`, { token: shopper.token }))
      .body;
    const expected = Math.floor(i / products.length) + 1;
    const line = cart?.find((l) => l.productId === product._id);
    if (add.status === 200 && line?.quantity === expected) readBack++;
  }
  check(
    'a cart write on one instance is read back at once on the other',
    readBack === rounds,
    `${readBack} of ${rounds}`,
  );

  // Searches (distinct, so none is cached) are answered by the standby: its pg_stat_statements
  // (loaded on the standby only; counted at once, unlike pg_stat_database, which a backend
  // flushes up to 10 s later) counts their statements on the products table.
  const productStatements = () =>
    queryOnce(
      replicaUrl.href,
      `select coalesce(sum(calls), 0)::int as calls, coalesce(sum(rows), 0)::int as rows
       from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
         and query ~* 'from\\s+"?products'`,
    ).then((rows) => rows[0]);
  const words = [
    'bottle',
    'bamboo',
    'cotton',
    'soap',
    'lamp',
    'jute',
    'steel',
    'mat',
    'tea',
    'bag',
  ];
  const searches = words.length * 2;
  const before = await productStatements();
  let answered = 0;
  for (const [i, word] of words.entries()) {
    for (const h of [a, b]) {
      const r = await json(h.base, `/api/products?search=${word}&limit=${10 + i}`);
      if (r.status === 200) answered++;
    }
  }
  const after = await productStatements();
  check(
    'searches are answered by the standby (its pg_stat_statements counts them)',
    answered === searches && after.calls - before.calls >= searches,
    `${searches} searches: ${after.calls - before.calls} statements on products, ${after.rows - before.rows} rows, on the standby`,
  );

  // Decision 039: how often the standby lacks a change when the primary's notification of it
  // arrives (an instance refilling its cache right then would keep the old row).
  const listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  await listener.query('listen catalog_changed');
  const reader = new pg.Client({ connectionString: replicaUrl.href });
  await reader.connect();
  const product = products[0]._id;
  const lags = [];
  let behind = 0;
  const changes = 50;
  for (let i = 0; i < changes; i++) {
    const notified = new Promise((resolve) => listener.once('notification', resolve));
    const [{ stock }] = (
      await listener.query('update products set stock = stock + 1 where id = $1 returning stock', [
        product,
      ])
    ).rows;
    const committed = performance.now();
    await notified;
    let seen = (await reader.query('select stock from products where id = $1', [product])).rows[0];
    if (seen.stock !== stock) behind++;
    while (seen.stock !== stock) {
      seen = (await reader.query('select stock from products where id = $1', [product])).rows[0];
    }
    lags.push(performance.now() - committed);
  }
  await listener.end();
  await reader.end();
  lags.sort((x, y) => x - y);
  console.log(
    `replica lag: the standby lacked the change when its notification arrived in ${behind} of ${changes}; ` +
      `commit → visible on the standby p50 ${quantile(lags, 0.5).toFixed(1)} ms, max ${lags.at(-1).toFixed(1)} ms`,
  );

  // The standby stops: reads fall back to the primary, /api/health says so.
  await standby.stop();
  const fallback = await json(a.base, '/api/products?search=bottle&limit=7');
  const down = await json(a.base, '/api/health');
  check(
    'with the standby stopped, searches are answered (by the primary) and /api/health says so',
    fallback.status === 200 &&
      fallback.body.length > 0 &&
      down.status === 200 &&
      down.body.replica === 'unreachable',
    `search ${fallback.status}, health ${JSON.stringify(down.body)}`,
  );
} catch (error) {
  check('the replica run completes', false, String(error?.stack ?? error));
} finally {
  for (const h of instances) await h.stop();
  await standby?.stop();
  rmSync(dir, { recursive: true, force: true });
  await database?.drop();
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
exitWithTally();

async function tokenOf(base, email) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (await (await fetch(`${base}/api/auth/token`, { headers: { cookie } })).json()).token;
}
