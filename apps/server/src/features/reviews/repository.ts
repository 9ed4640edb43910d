// All review SQL (table reviews, migration 0012). Rows are mapped to the API's Review shape
// here, once. Functions take an Executor so a write and the figures it changes share one
// transaction (./service.ts).
import type { Review, ReviewRating } from '@harit/core/types';
import type { Selectable } from 'kysely';
import type { ReviewsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export interface ReviewWrite {
  rating: number;
  title: string | null;
  text: string;
  authorName: string;
}

const COLUMNS = [
  'id',
  'user_id',
  'product_id',
  'rating',
  'title',
  'body',
  'author_name',
  'created_at',
  'updated_at',
] as const;

export type ReviewRow = Selectable<ReviewsTable>;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.product_id,
    // The table's check constraint holds rating to 1..5.
    rating: row.rating as ReviewRating,
    title: row.title,
    text: row.body,
    authorName: row.author_name,
    verifiedPurchase: true,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Stores the user's review of the product; undefined when they already have one. */
export async function insertReview(
  db: Executor,
  userId: string,
  productId: string,
  review: ReviewWrite,
): Promise<ReviewRow | undefined> {
  return db
    .insertInto('reviews')
    .values({
      user_id: userId,
      product_id: productId,
      rating: review.rating,
      title: review.title,
      body: review.text,
      author_name: review.authorName,
    })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Replaces a review's stars and words; undefined when it no longer exists. */
export async function updateReview(
  db: Executor,
  id: string,
  review: ReviewWrite,
): Promise<ReviewRow | undefined> {
  return db
    .updateTable('reviews')
    .set({
      rating: review.rating,
      title: review.title,
      body: review.text,
      author_name: review.authorName,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Deletes a review; whether it existed. */
export async function deleteReview(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export async function reviewById(db: Executor, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function reviewOfUser(
  db: Executor,
  userId: string,
  productId: string,
): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('reviews')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** A page of the product's reviews, newest first (index reviews_product_newest_idx). */
export async function reviewPage(
  db: Executor,
  productId: string,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .select(COLUMNS)
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many of the product's reviews gave each number of stars. */
export async function starCounts(
  db: Executor,
  productId: string,
): Promise<Record<ReviewRating, number>> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('product_id', '=', productId)
    .groupBy('rating')
    .execute();
  const histogram: Record<ReviewRating, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows) histogram[row.rating as ReviewRating] = Number(row.count);
  return histogram;
}

/** The products the user reviewed, in id order (the order their locks are taken in). */
export async function reviewedProductIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('reviews')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}
