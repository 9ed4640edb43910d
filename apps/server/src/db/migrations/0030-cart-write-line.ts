import { type Kysely, sql } from 'kysely';

// Cart add beside its database ceiling (docs/decisions/053-cart-write-in-one-call.md).
// A cart add or quantity change held the user's cart lock across three round trips (the lock, one
// statement that read the line and the line count and upserted, the commit), and every moment
// the server's event loop spent between them lengthened the queue of that cart's writes. This
// function does the same work inside the database, called as one statement outside any
// transaction: the lock is taken and released there (at the statement's implicit commit), and
// no round trip happens while it is held.
//
// It is VOLATILE plpgsql on purpose: under READ COMMITTED each statement of a volatile function
// takes a new snapshot, so the line and the count read *after* the lock see every line an
// earlier holder committed ("count, then insert" stays safe, as with lockFor in a transaction).
// The lock is lockFor's ('cart', user id), so a transaction that takes it waits for this too.
//
// It writes only when the caller's rule allows it, and returns what it read so the caller can
// say why not (features/cart/repository.ts `refusal`, the rule's wording; test/cart.test.ts
// checks each refusal's answer and that it changed nothing): the new quantity must not pass
// `line_limit` (the smaller of the product's stock and MAX_LINE_QUANTITY), and a new line needs
// room under `max_lines`.
// The upsert stays relative (`quantity + excluded.quantity` when adding): an order removes cart
// lines without the cart lock, and a line it removed meanwhile is then created, not revived.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function cart_write_line(
      for_user text, for_product text, wanted integer, adding boolean,
      line_limit integer, max_lines integer,
      out current_quantity integer, out line_count integer, out written integer)
    language plpgsql volatile as $$
    begin
      perform pg_advisory_xact_lock(hashtext('cart'), hashtext(for_user));
      select quantity into current_quantity from cart_items
        where user_id = for_user and product_id = for_product;
      select count(*) into line_count from cart_items where user_id = for_user;
      if (case when adding then coalesce(current_quantity, 0) + wanted else wanted end) <= line_limit
        and (current_quantity is not null or line_count < max_lines) then
        insert into cart_items (user_id, product_id, quantity)
          values (for_user, for_product, wanted)
          on conflict (user_id, product_id) do update
            set quantity = case when adding then cart_items.quantity + excluded.quantity
                                else excluded.quantity end,
                updated_at = now()
          returning quantity into written;
      end if;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function cart_write_line(text, text, integer, boolean, integer, integer)`.execute(
    db,
  );
}
