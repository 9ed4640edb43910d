// Search at scale: a generated catalogue (bench/search-catalogue.ts) of 100,000
// products on PGlite and PostgreSQL and of 1,000,000 on PostgreSQL; p50/p95/p99 of each kind
// of query through the catalogue repository (the SQL GET /api/products runs), and how often a
// search's first 10 equal those of the search before decision 038 (bench/search-before.ts, which
// ranks and counts every match), run side by side on the same rows.
// npx tsx bench/search.ts
//   BENCH_RUNS="pglite:100000,postgres:100000,postgres:1000000"  BENCH_QUERIES=60 (per kind)
//   BENCH_BEFORE_EVERY=1 (run the search before decision 038 on every n-th query)
//   BENCH_KEEP=1 (PostgreSQL: keep the generated catalogue in database hs_search_<size> and reuse
//   it on the next run with BENCH_KEEP=1 — 1M takes minutes to generate; pending migrations
//   still run on it. Drop it with `dropdb hs_search_<size>` when done.)

import { loadavg } from 'node:os';
import { decodeCursor } from '@harit/core/validation';
import type { Kysely } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  attachCatalogCache,
  createCatalogCache,
} from '../apps/server/src/features/catalog/cache.ts';
import {
  createCatalogRepository,
  type ProductFilter,
} from '../apps/server/src/features/catalog/repository.ts';
import { seedCatalog } from '../apps/server/src/features/catalog/seed.ts';
import { createAuth } from '../apps/server/src/plugins/identity/auth.ts';
import { queryOnce } from '../apps/server/test/fresh-postgres.mjs';
import { createDatabase, PG_ADMIN_URL } from './lib.mjs';
import { createSearchBefore } from './search-before.ts';
import { generateCatalogue } from './search-catalogue.ts';
import { SEARCH_QUERY_KINDS } from './search-queries.ts';

const RUNS = (process.env.BENCH_RUNS ?? 'pglite:100000,postgres:100000,postgres:1000000')
  .split(',')
  .map((run) => {
    const [kind, size] = run.split(':');
    return { kind: kind as 'pglite' | 'postgres', size: Number(size) };
  });
const QUERIES = Number(process.env.BENCH_QUERIES ?? 60);
/** The search before decision 038 runs on every n-th query only (at 1M it takes seconds each). */
const BEFORE_EVERY = Number(process.env.BENCH_BEFORE_EVERY ?? 1);
const KEEP = process.env.BENCH_KEEP === '1';
const PAGE = 24; // the shop's page size

interface Result {
  times: number[];
  before: number[];
  hits: number;
  atLeast: number;
  same: number;
}

const kinds = SEARCH_QUERY_KINDS;

/** The cursor that starts page `n` of a list, walked to page by page. */
async function cursorOfPage(
  catalog: ReturnType<typeof createCatalogRepository>,
  filter: ProductFilter,
  n: number,
) {
  let cursor: ProductFilter['cursor'];
  for (let p = 1; p < n; p++) {
    const page = await catalog.listProducts({ ...filter, cursor });
    cursor = page.nextCursor ? (decodeCursor(page.nextCursor) ?? undefined) : undefined;
  }
  return cursor;
}

/** A PostgreSQL database for a run: fresh, or with BENCH_KEEP=1 the kept one of this size. */
async function postgresFor(size: number) {
  if (!KEEP) return { ...(await createDatabase('harit_search')), reused: false };
  const name = `hs_search_${size}`;
  const [existing] = await queryOnce(PG_ADMIN_URL, 'select 1 from pg_database where datname = $1', [
    name,
  ]);
  if (!existing) await queryOnce(PG_ADMIN_URL, `create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  // Only a catalogue generated to the end is reused (its database is then marked, below).
  const [done] = await queryOnce(
    PG_ADMIN_URL,
    "select 1 from pg_database d join pg_shdescription s on s.objoid = d.oid where d.datname = $1 and s.description = 'generated'",
    [name],
  );
  if (existing && !done) {
    await queryOnce(PG_ADMIN_URL, `drop database ${name} with (force)`);
    await queryOnce(PG_ADMIN_URL, `create database ${name}`);
  }
  return { name, url: url.toString(), reused: !!done, drop: async () => {} };
}

async function measure({ kind, size }: (typeof RUNS)[number]) {
  const pgDb = kind === 'postgres' ? await postgresFor(size) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const database = await openDatabase(config.database);
  try {
    await createAuth(config, database.db).migrate();
    const migrating = performance.now();
    await migrateToLatest(database.db);
    if (pgDb?.reused) {
      console.error(
        `(${kind} ${size}: reused ${pgDb.name}, migrations ${((performance.now() - migrating) / 1000).toFixed(0)} s)`,
      );
    } else {
      await seedCatalog(database.db);
      const started = performance.now();
      await generateCatalogue(database.db as Kysely<never>, size);
      if (pgDb && KEEP)
        await queryOnce(PG_ADMIN_URL, `comment on database ${pgDb.name} is 'generated'`);
      console.error(
        `(${kind} ${size}: generated in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    // The catalogue cache only as the server uses it for the search's word lists (kept in
    // memory until the catalogue changes); responses are not cached, each query runs its SQL.
    const cache = createCatalogCache();
    const stopCache = await attachCatalogCache(cache, database);
    const catalog = createCatalogRepository(database.db, cache);
    const before = createSearchBefore(database.db);
    const results: Record<string, Result> = {};
    let deepCursor: ProductFilter['cursor'];
    for (const [name, query] of Object.entries(kinds)) {
      const result: Result = { times: [], before: [], hits: 0, atLeast: 0, same: 0 };
      for (let i = 0; i < QUERIES; i++) {
        const filter: ProductFilter = { ...query(i), limit: PAGE, offset: 0 };
        if (name.startsWith('listing')) {
          // Page 40 by cursor; before: offset 936. The cursor is walked to once.
          deepCursor ??= await cursorOfPage(catalog, filter, 40);
          filter.cursor = deepCursor;
        }
        // Before and now alternate which runs first, so neither always meets a warmer cache.
        const runs = [
          async () => {
            const t0 = performance.now();
            const page = await catalog.listProducts(filter);
            result.times.push(performance.now() - t0);
            result.hits += page.total > 0 ? 1 : 0;
            result.atLeast += page.totalAtLeast ? 1 : 0;
            return page.items;
          },
          async () => {
            const t0 = performance.now();
            const page = await before.listProducts({
              ...filter,
              offset: filter.cursor ? 39 * PAGE : 0,
            });
            result.before.push(performance.now() - t0);
            return page.items;
          },
        ];
        if (i % BEFORE_EVERY !== 0) {
          await runs[0]!();
          continue;
        }
        const [first, second] = i % 2 === 0 ? runs : [runs[1]!, runs[0]!];
        const a = await first!();
        const b = await second!();
        const top = (items: typeof a) =>
          items
            .slice(0, 10)
            .map((p) => p._id)
            .join();
        result.same += top(a) === top(b) ? 1 : 0;
      }
      result.times.sort((x, y) => x - y);
      result.before.sort((x, y) => x - y);
      results[name] = result;
    }
    await stopCache();
    return results;
  } finally {
    await database.close();
    await pgDb?.drop();
  }
}

console.log(
  `\nSearch at scale, ${QUERIES} queries per kind, page of ${PAGE}; load average at start ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(
  '| database | products | query kind | p50 ms | p95 ms | p99 ms | before p95 ms | before ÷ now (p95) | same first 10 as before | with results | total "1,000+" |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const run of RUNS) {
  const results = await measure(run);
  const db = run.kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15';
  for (const [name, r] of Object.entries(results)) {
    const at = (times: number[], q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const cells = [
      db,
      run.size.toLocaleString('en'),
      name,
      at(r.times, 0.5).toFixed(1),
      at(r.times, 0.95).toFixed(1),
      at(r.times, 0.99).toFixed(1),
      at(r.before, 0.95).toFixed(1),
      `${(at(r.before, 0.95) / at(r.times, 0.95)).toFixed(1)}×`,
      `${r.same}/${r.before.length}`,
      `${r.hits}/${QUERIES}`,
      `${r.atLeast}/${QUERIES}`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
console.log(
  `\nload average at end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
// The identity module's password-hashing threads keep the event loop alive; the figures are out.
process.exit(0);
