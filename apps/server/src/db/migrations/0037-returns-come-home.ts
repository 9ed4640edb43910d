import { type Kysely, sql } from 'kysely';

// A return comes home (decision 076):
// - return_by: the last day the shopper may send the item back, set when the return is approved;
//   pickup_requested_at: when the shopper asked the courier to collect it instead.
// - refund_account: where a cash-on-delivery order's money goes back — a UPI ID or a bank account
//   (core returns.ts refundAccountSchema, IFSC checked) as the shopper gave it.
// - refund_status / refund_reference / refund_failure: the refund paid by the shop itself (UPI,
//   bank transfer, store credit): pending until staff record it processed with the payment's
//   reference, or failed with why. A refund to the original payment keeps its state where the
//   payment provider's webhooks write it (payment_refunds, key return:<id>).
// Additive only: an older instance ignores the columns (decision 070).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table return_requests
      add column return_by timestamptz,
      add column pickup_requested_at timestamptz,
      add column refund_account jsonb,
      add column refund_status text check (refund_status in ('pending', 'processed', 'failed')),
      add column refund_reference text,
      add column refund_failure text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table return_requests
      drop column return_by,
      drop column pickup_requested_at,
      drop column refund_account,
      drop column refund_status,
      drop column refund_reference,
      drop column refund_failure`.execute(db);
}
