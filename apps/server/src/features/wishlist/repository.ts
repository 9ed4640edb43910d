// All wishlist SQL. Entries carry the product as the catalogue sends it (catalog's
// productSummaries), so the /wish cards need no second call; names and prices always come
// from the catalogue, never from the client.
import type { Language } from '@harit/core/language';
import type { Product, WishlistEntry } from '@harit/core/types';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../plugins/errors.ts';

/**
 * Most products one wishlist holds. GET returns the whole list (the listing needs it to show
 * which hearts are filled), so it must stay bounded.
 */
export const MAX_WISHLIST_ITEMS = 200;

export type ToggleResult =
  | { ok: true; message: 'Added to wishlist'; wishlisted: true }
  | { ok: true; message: 'Removed from wishlist'; wishlisted: false };

/** What the wishlist reads from the catalogue, handed in by app.ts (decision 063). */
export interface CatalogReads {
  productSummaries(ids: string[], lang?: Language): Promise<Map<string, Product>>;
  productStock(productId: string): Promise<{ id: string; name: string; stock: number }>;
}

export function createWishlistRepository(db: Db, catalog: CatalogReads) {
  /** 404 Product not found unless the catalogue has the product. */
  const requireProduct = (productId: string) => catalog.productStock(productId);

  return {
    /** The user's wishlist, newest first. */
    async list(userId: string, lang?: Language): Promise<WishlistEntry[]> {
      const rows = await db
        .selectFrom('wishlist_items')
        .select(['product_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('product_id')
        .execute();
      const products = await catalog.productSummaries(
        rows.map((r) => r.product_id),
        lang,
      );
      // A product that leaves the catalogue leaves every wishlist with it (on delete cascade).
      return rows.flatMap((row) => {
        const product = products.get(row.product_id);
        return product
          ? [
              {
                productId: row.product_id,
                product,
                addedAt: new Date(row.created_at).toISOString(),
              },
            ]
          : [];
      });
    },

    /**
     * Saves the product if it is not saved, otherwise removes it. The delete and the insert are
     * each one statement, so two quick toggles never leave a duplicate or fail on the key.
     */
    async toggle(userId: string, productId: string): Promise<ToggleResult> {
      await requireProduct(productId);
      const removed = await db
        .deleteFrom('wishlist_items')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) {
        return { ok: true, message: 'Removed from wishlist', wishlisted: false };
      }
      const { count } = await db
        .selectFrom('wishlist_items')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_WISHLIST_ITEMS) {
        throw conflict(
          'Your wishlist is full: it holds at most {max} products. Remove one to add another.',
          { max: MAX_WISHLIST_ITEMS },
        );
      }
      await db
        .insertInto('wishlist_items')
        .values({ user_id: userId, product_id: productId })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute();
      return { ok: true, message: 'Added to wishlist', wishlisted: true };
    },

    /** Removes the product from the wishlist; removing one that is not there is not an error. */
    async remove(userId: string, productId: string): Promise<void> {
      await requireProduct(productId);
      await db
        .deleteFrom('wishlist_items')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .execute();
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
