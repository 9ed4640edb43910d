import { type Kysely, sql } from 'kysely';

// Issue 18, search p95 (docs/decisions/038-search-at-scale.md, addendum 2026-11-27): a relevance
// search reads its matches by popularity band, most popular first. Each band was one scan of
// the one GIN index with the band's '#pop<n>' lexeme as one more AND term (migration 0022), so
// every band intersected the search's posting lists with the band's: eight intersections with
// long lists per search (a band of the least popular holds most products). A partial GIN
// index per band holds only that band's products: a band's scan walks the search's words within
// the band alone, and the eight scans together read each matching entry once.
//
// Bands by rating_count, written out: tier t = floor(log2(rating_count + 1)) starts at
// rating_count 2^t - 1, so these are migration 0022's bands [15], [14], [13], [12], [11, 10],
// [9, 8], [7 … 4], [3 … 0]. The search (features/catalog/repository.ts POPULARITY_BANDS) writes
// the same conditions, which is how PostgreSQL knows each index serves its band; a test
// compares them (search-candidates.test.ts).
const BANDS: { name: string; min?: number; below?: number }[] = [
  { name: '15', min: 32767 },
  { name: '14', min: 16383, below: 32767 },
  { name: '13', min: 8191, below: 16383 },
  { name: '12', min: 4095, below: 8191 },
  { name: '10', min: 1023, below: 4095 },
  { name: '8', min: 255, below: 1023 },
  { name: '4', min: 15, below: 255 },
  { name: '0', below: 15 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const band of BANDS) {
    const conditions = [
      ...(band.min !== undefined ? [sql`rating_count >= ${sql.lit(band.min)}`] : []),
      ...(band.below !== undefined ? [sql`rating_count < ${sql.lit(band.below)}`] : []),
    ];
    await sql`create index ${sql.ref(`products_search_band_${band.name}_idx`)}
      on products using gin (search_vector)
      where ${sql.join(conditions, sql` and `)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const band of BANDS) {
    await sql`drop index ${sql.ref(`products_search_band_${band.name}_idx`)}`.execute(db);
  }
}
