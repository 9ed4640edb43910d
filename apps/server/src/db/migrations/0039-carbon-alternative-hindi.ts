import type { ProductCarbon } from '@harit/core/carbon-record';
import { type Kysely, sql } from 'kysely';
import { ALTERNATIVE_NAMES_HI } from '../../features/catalog/seed-carbon.ts';

// A carbon record names what it replaces in Hindi too (decision 077): a computed record whose
// alternative is one the seed names gets its Hindi name stored beside the English one, so a
// Hindi product page reads it in Hindi. A name the merchant wrote stays English until given one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string; carbon: ProductCarbon }>`
    select id, carbon from products where carbon->>'basis' = 'computed'`.execute(db);
  for (const row of rows.rows) {
    const alternative = row.carbon.inputs?.alternative;
    const hindi = alternative ? ALTERNATIVE_NAMES_HI[alternative.name] : undefined;
    if (!alternative || !hindi || alternative.nameHi) continue;
    const record = {
      ...row.carbon,
      inputs: { ...row.carbon.inputs!, alternative: { ...alternative, nameHi: hindi } },
    };
    await sql`update products set carbon = ${JSON.stringify(record)}::jsonb
      where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update products
    set carbon = carbon #- '{inputs,alternative,nameHi}'
    where carbon->>'basis' = 'computed'`.execute(db);
}
