// Back in stock (decision 074): a signed-in shopper asks to be told when a sold-out product
// returns; when its stock goes from 0 above 0 — the console's adjustment, an order cancelled or
// a return received — each waiting shopper is mailed once through the outbox, in the
// transaction that restocked it, and their request is marked told.
import type { Executor } from '../../db/transaction.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { notFound } from '../../plugins/errors.ts';

/** Records the shopper's wish to be told (again, if they were told before); 404 for no product. */
export async function askToBeTold(db: Executor, userId: string, productId: string): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!product) throw notFound('Product not found');
  await db
    .insertInto('stock_alerts')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id'])
        .doUpdateSet({ created_at: new Date(), notified_at: null }),
    )
    .execute();
}

/** Whether the shopper is waiting to be told about the product. */
export async function isWaiting(db: Executor, userId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stock_alerts')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Tells everyone waiting for a product whose stock just went from 0 above 0 (the caller knows
 * both figures): a mail each, keyed by their request so a retried transaction mails once.
 */
export async function tellWaitingShoppers(
  trx: Executor,
  change: { productId: string; stockBefore: number; stockAfter: number },
): Promise<void> {
  if (change.stockBefore > 0 || change.stockAfter <= 0) return;
  const told = await trx
    .updateTable('stock_alerts')
    .set({ notified_at: new Date() })
    .where('product_id', '=', change.productId)
    .where('notified_at', 'is', null)
    .returning(['user_id', 'created_at'])
    .execute();
  if (told.length === 0) return;
  const product = await trx
    .selectFrom('products')
    .select(['name', 'name_hi', 'slug'])
    .where('id', '=', change.productId)
    .executeTakeFirstOrThrow();
  // The account's name, e-mail and language (Better Auth's "user" row, as the mail outbox reads it).
  const people = await trx
    .selectFrom('user')
    .select(['id', 'name', 'email', 'language'])
    .where(
      'id',
      'in',
      told.map((t) => t.user_id),
    )
    .execute();
  const askedAt = new Map(told.map((t) => [t.user_id, new Date(t.created_at).getTime()]));
  for (const person of people) {
    await enqueueMail(trx, {
      key: `back-in-stock:${change.productId}:${person.id}:${askedAt.get(person.id)}`,
      to: person.email,
      userId: person.id,
      template: 'back-in-stock',
      data: {
        name: person.name,
        productName: person.language === 'hi' && product.name_hi ? product.name_hi : product.name,
        productSlug: product.slug,
      },
    });
  }
}
