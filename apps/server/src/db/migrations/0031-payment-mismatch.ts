import { type Kysely, sql } from 'kysely';

// A signed confirmation that does not match what the order asked for (decision 056): the
// payment is not settled, and what the provider reported is kept for the merchant's order page.
// - payment_attempts: outcome 'mismatch' beside 'paid' and 'failed', with the amount (smallest
//   unit of its currency), currency and provider status the confirmation carried.
// - payment_refunds: the provider payment a refund goes to. A refund of a payment that did not
//   settle the order (a wrong amount, a second payment) must go to that payment, not to the
//   one stored on the order; null keeps the order's payment, as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_attempts drop constraint payment_attempts_outcome_check`.execute(
    db,
  );
  await sql`
    alter table payment_attempts
      add constraint payment_attempts_outcome_check
        check (outcome in ('paid', 'failed', 'mismatch')),
      add column amount integer,
      add column currency text,
      add column provider_status text`.execute(db);
  await sql`alter table payment_refunds add column provider_payment_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_refunds drop column provider_payment_id`.execute(db);
  await sql`delete from payment_attempts where outcome = 'mismatch'`.execute(db);
  await sql`
    alter table payment_attempts
      drop constraint payment_attempts_outcome_check,
      drop column amount,
      drop column currency,
      drop column provider_status`.execute(db);
  await sql`
    alter table payment_attempts
      add constraint payment_attempts_outcome_check check (outcome in ('paid', 'failed'))`.execute(
    db,
  );
}
