// Search at scale: 100k generated products on PGlite and on PostgreSQL; p50/p95 of typical,
// typo and no-hit queries through the catalogue repository (the SQL the API runs).
// npx tsx bench/search.ts      (BENCH_PRODUCTS=100000, BENCH_QUERIES=30 per kind)

import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createCatalogRepository } from '../apps/server/src/features/catalog/repository.ts';
import { seedCatalog } from '../apps/server/src/features/catalog/seed.ts';
import { createAuth } from '../apps/server/src/plugins/identity/auth.ts';
import { createDatabase } from './lib.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 30);
const kinds = {
  typical: ['bamboo toothbrush', 'solar lantern', 'organic cotton', 'water bottle', 'hemp bag'],
  typo: ['bambo', 'solr', 'orgnic cotton', 'botle', 'hemo'],
  widened: ['tooth brush', 'flask', 'baans', 'थैला', 'jaivik cotton'],
  'no hit': ['qzxvwpt', 'zzyzx quux', 'xylophone submarine', 'mnbvcxz', 'plutonium'],
};

async function measure(kind: 'pglite' | 'postgres') {
  const pgDb = kind === 'postgres' ? await createDatabase('harit_search') : null;
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
    await migrateToLatest(database.db);
    await seedCatalog(database.db);
    const started = performance.now();
    // Generated names mix the real vocabulary so searches have realistic hit rates.
    await sql`
      insert into products (slug, name, description, image, price_paise, mrp_paise, rating, rating_count, category_id, stock, featured, co2_saved_kg)
      select 'gen-' || g || '-' || p.slug,
             (array['Classic','Premium','Handmade','Compact','Family','Travel','Eco'])[1 + g % 7] || ' ' || p.name || ' ' || g,
             p.description, p.image, p.price_paise + g % 500, p.mrp_paise, p.rating, p.rating_count, p.category_id, 1 + g % 50, false, p.co2_saved_kg
      from generate_series(1, ${Math.ceil(PRODUCTS / 68)}) g cross join products p
      where p.slug not like 'gen-%'
      limit ${PRODUCTS}`.execute(database.db);
    await sql`analyze products`.execute(database.db);
    const loadMs = performance.now() - started;
    const catalog = createCatalogRepository(database.db);
    const results: Record<string, { p50: number; p95: number; hits: number }> = {};
    for (const [name, queries] of Object.entries(kinds)) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < QUERIES; i++) {
        const search = queries[i % queries.length]!;
        const t0 = performance.now();
        const page = await catalog.listProducts({ search, limit: 60, offset: 0 });
        times.push(performance.now() - t0);
        hits += page.total > 0 ? 1 : 0;
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      results[name] = { p50: at(0.5), p95: at(0.95), hits };
    }
    return { loadMs, results };
  } finally {
    await database.close();
    await pgDb?.drop();
  }
}

console.log(
  `\nSearch over ${PRODUCTS.toLocaleString('en-IN')} products, ${QUERIES} queries per kind\n`,
);
console.log('| database | query kind | p50 ms | p95 ms | queries with results |');
console.log('|---|---|---|---|---|');
for (const kind of ['pglite', 'postgres'] as const) {
  const { loadMs, results } = await measure(kind);
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.hits}/${QUERIES} |`,
    );
  }
  console.error(`(${kind}: generated in ${(loadMs / 1000).toFixed(1)} s)`);
}
// The identity module's password-hashing threads keep the event loop alive; the figures are out.
process.exit(0);
