import { sql, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createCatalogRepository } from '/work/wt/search/apps/server/src/features/catalog/repository.ts';
const url = process.argv[2];
let last = '';
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }), log: (e) => { if (e.level === 'query') last = e.query.sql + '\n-- ' + JSON.stringify(e.query.parameters) + ' ' + e.queryDurationMillis.toFixed(1) + 'ms'; if (process.env.SHOWALL) console.log(last.slice(0,200).replace(/\s+/g,' '), e.queryDurationMillis.toFixed(1)); } });
const catalog = createCatalogRepository(db as never);
for (const search of process.argv.slice(3)) {
  for (let k = 0; k < 3; k++) {
    const t = performance.now();
    const page = await catalog.listProducts({ search, limit: 24, offset: 0 });
    const ms = performance.now() - t;
    if (k < 2) continue;
    const full = await sql<{ id: string; name: string; r: number; rating_count: number }>`select id, name, ts_rank(search_vector, websearch_to_tsquery('english', ${search})) r, rating_count from products where archived_at is null and search_vector @@ websearch_to_tsquery('english', ${search}) order by stock = 0, ts_rank(search_vector, websearch_to_tsquery('english', ${search})) desc, rating_count desc, id limit 10`.execute(db);
    const same = full.rows.map((r) => r.id).join() === page.items.slice(0, 10).map((p) => p._id).join();
    console.log(search, ms.toFixed(1), 'ms total', page.total, page.totalAtLeast, 'same', same);
    if (!same) { console.log(' full', full.rows.map((r) => `${r.name}|${r.r}|${r.rating_count}`)); console.log(' ours', page.items.slice(0, 10).map((p) => `${p.name}|${p.ratingCount}`)); }
  }
}
if (process.env.SHOWSQL) console.log(last);
await db.destroy();
