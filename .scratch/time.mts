import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createCatalogRepository } from '/work/wt/search/apps/server/src/features/catalog/repository.ts';
const pool = new pg.Pool({ connectionString: process.argv[2], max: 1, options: process.env.NOPAR ? '-c max_parallel_workers_per_gather=0' : undefined });
const times: Record<string, number> = {};
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { if (e.level === 'query') { const k = e.query.sql.slice(0, 30).replace(/\s+/g, ' '); times[k] = (times[k] ?? 0) + e.queryDurationMillis; } } });
const catalog = createCatalogRepository(db as never);
for (const f of process.argv.slice(3)) {
  const filter = JSON.parse(f);
  const all: number[] = [];
  for (let i = 0; i < 7; i++) { const t = performance.now(); await catalog.listProducts({ limit: 24, offset: 0, ...filter }); all.push(performance.now() - t); }
  console.log(f, all.map((x) => x.toFixed(1)).join(' '));
}
console.log(Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v.toFixed(0)])));
await db.destroy();
