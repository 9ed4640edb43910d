import { type Kysely, sql } from 'kysely';

// An order placed with an Idempotency-Key keeps a SHA-256 of its canonical
// request body (features/orders/request-hash.ts), so the same key with another body is refused
// with 422. Orders placed before this column have no hash and still answer a repeated key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column if not exists request_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column request_hash`.execute(db);
}
