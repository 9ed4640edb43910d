import { type Kysely, sql } from 'kysely';

// Returns handled by people and the support inbox.
// return_requests (now the returns feature's): a request returns `quantity` units of a line, so
// one line may have several requests (1 of 2 units, then the other); the sum of a line's
// requests that are not rejected never exceeds what was bought (checked under a lock in
// features/returns). requested → approved | rejected → received → refunded, each with who and
// when; return_events is the timeline. The status and refund method lists mirror RETURN_STATUSES
// and REFUND_METHODS in @harit/core/returns as they are today.
// support_tickets: open → answered → closed (the earlier in-progress and resolved become open and
// closed), an assignee, and support_replies: the conversation after the first message.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table return_requests drop constraint if exists return_requests_order_id_product_id_key`.execute(
    db,
  );
  await sql`alter table return_requests drop constraint if exists return_requests_status_check`.execute(
    db,
  );
  await sql`
    alter table return_requests
      add column quantity integer not null default 1 check (quantity between 1 and 99),
      add column rejection_reason text,
      add column decided_by text references "user"(id) on delete set null,
      add column decided_at timestamptz,
      add column received_at timestamptz,
      add column refunded_at timestamptz,
      add column refund_paise integer check (refund_paise > 0),
      add column refund_method text check (refund_method in (
        'original-payment', 'upi', 'bank-transfer', 'store-credit'
      )),
      add constraint return_requests_status_check check (status in (
        'requested', 'approved', 'rejected', 'received', 'refunded'
      ))`.execute(db);
  await sql`create index return_requests_line_idx on return_requests (order_id, product_id)`.execute(
    db,
  );
  // The console's list: newest first, optionally in one status.
  await sql`create index return_requests_status_idx on return_requests (status, created_at desc)`.execute(
    db,
  );
  await sql`
    create table return_events (
      id text primary key default gen_random_uuid()::text,
      return_id text not null references return_requests(id) on delete cascade,
      status text not null,
      actor_user_id text references "user"(id) on delete set null,
      actor_name text not null,
      note text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index return_events_return_idx on return_events (return_id, created_at)`.execute(
    db,
  );
  // Requests made before this migration start their timeline with the request itself.
  await sql`
    insert into return_events (return_id, status, actor_user_id, actor_name, created_at)
    select r.id, 'requested', r.user_id, u.name, r.created_at
    from return_requests r join "user" u on u.id = r.user_id`.execute(db);

  await sql`alter table support_tickets drop constraint if exists support_tickets_status_check`.execute(
    db,
  );
  await sql`update support_tickets set status = 'open' where status = 'in-progress'`.execute(db);
  await sql`update support_tickets set status = 'closed' where status = 'resolved'`.execute(db);
  await sql`
    alter table support_tickets
      add column assigned_to text references "user"(id) on delete set null,
      add column updated_at timestamptz not null default now(),
      add constraint support_tickets_status_check check (status in ('open', 'answered', 'closed'))`.execute(
    db,
  );
  await sql`update support_tickets set updated_at = created_at`.execute(db);
  await sql`create index support_tickets_inbox_idx on support_tickets (status, updated_at desc)`.execute(
    db,
  );
  await sql`
    create table support_replies (
      id text primary key default gen_random_uuid()::text,
      ticket_id text not null references support_tickets(id) on delete cascade,
      author_user_id text references "user"(id) on delete set null,
      author_name text not null,
      from_staff boolean not null,
      body text not null check (length(body) between 1 and 2000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index support_replies_ticket_idx on support_replies (ticket_id, created_at)`.execute(
    db,
  );
}

// Back to migration 0015's tables. Answered tickets become in-progress and closed ones
// resolved; a received return becomes approved. It fails (and changes nothing) once a line has
// two return requests, which the old unique (order_id, product_id) cannot hold.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table support_replies`.execute(db);
  await sql`drop index support_tickets_inbox_idx`.execute(db);
  await sql`
    alter table support_tickets
      drop constraint support_tickets_status_check,
      drop column assigned_to,
      drop column updated_at`.execute(db);
  await sql`
    update support_tickets
    set status = case status when 'answered' then 'in-progress' when 'closed' then 'resolved' else status end`.execute(
    db,
  );
  await sql`
    alter table support_tickets
      add constraint support_tickets_status_check check (status in ('open', 'in-progress', 'resolved'))`.execute(
    db,
  );

  await sql`drop table return_events`.execute(db);
  await sql`drop index return_requests_status_idx`.execute(db);
  await sql`drop index return_requests_line_idx`.execute(db);
  await sql`
    alter table return_requests
      drop constraint return_requests_status_check,
      drop column quantity,
      drop column rejection_reason,
      drop column decided_by,
      drop column decided_at,
      drop column received_at,
      drop column refunded_at,
      drop column refund_paise,
      drop column refund_method`.execute(db);
  await sql`update return_requests set status = 'approved' where status = 'received'`.execute(db);
  await sql`
    alter table return_requests
      add constraint return_requests_status_check
        check (status in ('requested', 'approved', 'refunded', 'rejected')),
      add constraint return_requests_order_id_product_id_key unique (order_id, product_id)`.execute(
    db,
  );
}
