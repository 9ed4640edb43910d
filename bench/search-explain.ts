// Where a search's time goes on PostgreSQL: runs each search through the catalogue
// repository as the server does, captures the statements it sends, and prints
// EXPLAIN (ANALYZE, BUFFERS) of each, run the way the server's connections run them (no
// parallel workers). Use on a catalogue kept by `BENCH_KEEP=1 npx tsx bench/search.ts`:
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/hs_search_100000 \
//   npx tsx bench/search-explain.ts 'bamboo toothbrush' 'handmade jute tote bag' …
// A search argument may carry a category after '@' ('bamboo@kitchen'). EXPLAIN_SUMMARY=1 prints
// only each statement's planning and execution times. EXPLAIN_NESTED=1 runs each statement with
// auto_explain on nested statements instead, so the plans inside search_candidates (each band's
// bitmap scans, which EXPLAIN shows only as one Function Scan) are printed too.

import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/schema.ts';
import { createCatalogCache } from '../apps/server/src/features/catalog/cache.ts';
import { createCatalogRepository } from '../apps/server/src/features/catalog/repository.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL names the catalogue to explain on');
const pool = new pg.Pool({
  connectionString: url,
  max: 1,
  options: '-c max_parallel_workers_per_gather=0',
});
const sent: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') sent.push(event.query);
  },
});
const catalog = createCatalogRepository(db, createCatalogCache());
const summary = process.env.EXPLAIN_SUMMARY === '1';

for (const arg of process.argv.slice(2)) {
  const [search, category] = arg.split('@');
  // Once to load the word lists and warm the cache, then the statements of a second run.
  await catalog.listProducts({ search, category, limit: 24, offset: 0 });
  sent.length = 0;
  const t0 = performance.now();
  await catalog.listProducts({ search, category, limit: 24, offset: 0 });
  const elapsed = performance.now() - t0;
  const statements = [...sent];
  console.log(
    `\n=== ${arg}: ${elapsed.toFixed(1)} ms through the repository, ${statements.length} statement(s)`,
  );
  for (const statement of statements) {
    if (process.env.EXPLAIN_NESTED === '1') {
      const client = await pool.connect();
      const plans: string[] = [];
      const onNotice = (notice: { message?: string }) => plans.push(notice.message ?? '');
      client.on('notice', onNotice);
      try {
        await client.query(`load 'auto_explain'; set auto_explain.log_min_duration = 0;
          set auto_explain.log_analyze = on; set auto_explain.log_buffers = on;
          set auto_explain.log_nested_statements = on; set client_min_messages = log`);
        await client.query(statement.sql, statement.parameters as unknown[]);
      } finally {
        await client.query('reset client_min_messages; set auto_explain.log_min_duration = -1');
        client.off('notice', onNotice);
        client.release();
      }
      console.log(plans.join('\n'));
      continue;
    }
    if (process.env.EXPLAIN_SQL === '1') {
      console.log(statement.sql);
      console.log(JSON.stringify(statement.parameters));
    }
    const { rows } = await pool.query(
      `explain (analyze, buffers${summary ? ', summary' : ''}) ${statement.sql}`,
      statement.parameters as unknown[],
    );
    const lines = rows.map((row) => row['QUERY PLAN'] as string);
    console.log(
      (summary ? lines.filter((line) => /Planning Time|Execution Time/.test(line)) : lines).join(
        '\n',
      ),
    );
  }
}
await db.destroy();
