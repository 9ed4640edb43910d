// This checkout's search beside another checkout's (e.g. main), on one kept catalogue, query by
// query, alternating which runs first: on a shared, noisy machine the ratio of the two, taken
// in the same seconds, is the reading that holds.
// BASELINE_SRC=/tmp/base DATABASE_URL=postgres://postgres@127.0.0.1:5432/hs_search_100000 \
//   npx tsx bench/search-compare.ts        (COMPARE_QUERIES=30 per kind, COMPARE_KINDS=typical,typo)
// COMPARE_RUNS=5 times each query five times per build: its elapsed is then the fastest of five
// (the query without the waits of a shared machine) and its database CPU the median.
// The catalogue comes from `BENCH_KEEP=1 npx tsx bench/search.ts` (hs_search_<size>).
// Without DATABASE_URL, on PGlite: COMPARE_PGLITE=100000 generates that many products in memory
// first (about a minute); the database's CPU is then this process's own ("CPU per search").
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
import { generateCatalogue } from './search-catalogue.ts';
import { SEARCH_QUERY_KINDS } from './search-queries.ts';

const baselineSrc = process.env.BASELINE_SRC;
const url = process.env.DATABASE_URL;
const pgliteSize = Number(process.env.COMPARE_PGLITE ?? 0);
if (!baselineSrc || (!url && !pgliteSize)) {
  throw new Error('BASELINE_SRC and DATABASE_URL (or COMPARE_PGLITE=<products>) are needed');
}
const QUERIES = Number(process.env.COMPARE_QUERIES ?? 30);
/** Timed runs of each query per build (after one untimed): COMPARE_RUNS=5 for the fastest of 5. */
const RUNS = Number(process.env.COMPARE_RUNS ?? 1);
const baseline = (await import(
  path.resolve(baselineSrc, 'apps/server/src/features/catalog/repository.ts')
)) as { createCatalogRepository: typeof createCatalogRepository };
const baselineCache = (await import(
  path.resolve(baselineSrc, 'apps/server/src/features/catalog/cache.ts')
)) as {
  createCatalogCache: typeof createCatalogCache;
  attachCatalogCache: typeof attachCatalogCache;
};

// bench/search.ts's kinds; COMPARE_KINDS picks some by the start of their names.
const wanted = process.env.COMPARE_KINDS?.split(',');
const kinds = Object.entries(SEARCH_QUERY_KINDS).filter(
  ([name]) => !wanted || wanted.some((start) => name.startsWith(start)),
);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  ...(url ? { DATABASE_URL: url } : {}),
});
const database = await openDatabase(config.database);
if (!url) {
  await createAuth(config, database.db).migrate();
  await migrateToLatest(database.db);
  await seedCatalog(database.db);
  await generateCatalogue(database.db as Kysely<never>, pgliteSize);
}
// Each build's word lists are kept as the server keeps them (until the catalogue changes): with
// a cache that hears no notifications every search would read them again, a statement the
// server does not send.
const nowCache = createCatalogCache();
await attachCatalogCache(nowCache, database);
const now = createCatalogRepository(database.db, nowCache);
const beforeCache = baselineCache.createCatalogCache();
await baselineCache.attachCatalogCache(beforeCache, database as never);
const before = baseline.createCatalogRepository(database.db as never, beforeCache);
/**
 * CPU time (ms) used so far by this process and by the database's server processes for this
 * catalogue (/proc/<pid>/schedstat: nanoseconds on a CPU): unlike elapsed time, it does not
 * grow while another process holds the core.
 */
const dbName = url ? new URL(url).pathname.slice(1) : '';
async function backendPids() {
  if (!url) return []; // PGlite runs in this process
  const rows = await queryOnce(
    url!,
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  return rows.map((row: { pid: number }) => row.pid);
}
let pids: number[] = [];
function cpuMs() {
  let ns = 0;
  for (const pid of pids) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {}
  }
  const own = process.cpuUsage();
  return { db: ns / 1e6, all: ns / 1e6 + (own.user + own.system) / 1e3 };
}
const at = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const fastest = RUNS > 1 ? ` (each query's fastest of ${RUNS})` : '';
console.log(
  `| kind | p50 / p95 ms${fastest}, this | p50 / p95 ms${fastest}, baseline | baseline ÷ this (p95) | CPU ms per search (database + node), this | baseline | baseline ÷ this (CPU) | database CPU ms mean, this / baseline | database CPU ms p95, this / baseline | same first 10 | same total |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const [name, query] of kinds) {
  const mine: number[] = [];
  const theirs: number[] = [];
  const cpu = { mine: 0, theirs: 0, mineDb: 0, theirsDb: 0 };
  const dbCpu = { mine: [] as number[], theirs: [] as number[] };
  let same = 0;
  let sameTotal = 0;
  for (let i = 0; i < QUERIES; i++) {
    const filter: ProductFilter = { ...query(i), limit: 24, offset: 0 };
    const run = async (repo: typeof now, times: number[]) => {
      // The pool's connections, as of this query (one is opened when the pool grows).
      await repo.listProducts(filter);
      pids = await backendPids();
      // RUNS timed runs: the fastest elapsed (what the query costs when no other process holds
      // the core) and the median database CPU; the CPU totals are their mean.
      const elapsed: number[] = [];
      const db: number[] = [];
      let page: Awaited<ReturnType<typeof repo.listProducts>> | undefined;
      for (let r = 0; r < RUNS; r++) {
        const c0 = cpuMs();
        const t0 = performance.now();
        page = await repo.listProducts(filter);
        elapsed.push(performance.now() - t0);
        const c1 = cpuMs();
        cpu[repo === now ? 'mine' : 'theirs'] += (c1.all - c0.all) / RUNS;
        cpu[repo === now ? 'mineDb' : 'theirsDb'] += (c1.db - c0.db) / RUNS;
        db.push(c1.db - c0.db);
      }
      times.push(Math.min(...elapsed));
      dbCpu[repo === now ? 'mine' : 'theirs'].push(at(db, 0.5));
      return page!;
    };
    // Alternating which runs first, so neither always meets a warmer cache.
    let a: Awaited<ReturnType<typeof run>>;
    let b: Awaited<ReturnType<typeof run>>;
    if (i % 2 === 0) {
      a = await run(now, mine);
      b = await run(before, theirs);
    } else {
      b = await run(before, theirs);
      a = await run(now, mine);
    }
    const top = (page: typeof a) =>
      page.items
        .slice(0, 10)
        .map((p) => p._id)
        .join();
    same += top(a) === top(b) ? 1 : 0;
    sameTotal += a.total === b.total ? 1 : 0;
  }
  console.log(
    `| ${name} | ${at(mine, 0.5).toFixed(1)} / ${at(mine, 0.95).toFixed(1)} | ${at(theirs, 0.5).toFixed(1)} / ${at(theirs, 0.95).toFixed(1)} | ${(at(theirs, 0.95) / at(mine, 0.95)).toFixed(2)}× | ${(cpu.mine / QUERIES).toFixed(2)} | ${(cpu.theirs / QUERIES).toFixed(2)} | ${(cpu.theirs / cpu.mine).toFixed(2)}× | ${(cpu.mineDb / QUERIES).toFixed(2)} / ${(cpu.theirsDb / QUERIES).toFixed(2)} | ${at(dbCpu.mine, 0.95).toFixed(2)} / ${at(dbCpu.theirs, 0.95).toFixed(2)} | ${same}/${QUERIES} | ${sameTotal}/${QUERIES} |`,
  );
}
await database.close();
process.exit(0);
