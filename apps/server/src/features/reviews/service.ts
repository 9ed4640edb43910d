// Product reviews: what the review routes call. Writing a review is a short list of
// steps owned by three features (decision 011): orders says whether the shopper has a
// delivered line for the product, reviews stores it, the catalogue takes the new figures.
// removeUserReviews is what the rest of the server calls (an account being deleted).
import type { MyReview, Review, ReviewSummary } from '@harit/core/types';
import type { Db } from '../../db/database.ts';
import { type Executor, lockFor, type Trx, withTransaction } from '../../db/transaction.ts';
import { msg } from '../../locales/index.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import type { ReviewCatalog } from './neighbours.ts';
import {
  deleteReview,
  insertReview,
  type ReviewRow,
  reviewById,
  reviewedProductIds,
  reviewOfUser,
  reviewPage,
  starCounts,
  toReview,
  updateReview,
} from './repository.ts';

export interface ReviewAuthor {
  id: string;
  /** the account's full name */
  name: string;
}

export interface ReviewContent {
  rating: number;
  title: string | null;
  text: string;
}

/** "Asha Verma" → "Asha V.": enough to tell reviewers apart without showing a full name. */
export function reviewerName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  if (!first) return 'Harit shopper';
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export const NOT_A_BUYER_MESSAGE = msg(
  'You can review a product once an order with it has been delivered to you.',
);
const NOT_YOURS_MESSAGE = msg('You can only change your own review.');

/**
 * Recomputes the product's figures from its reviews, in the writing transaction. The caller
 * holds the product's review lock, so two writers cannot both miss the other's review.
 */
async function refreshProductFigures(
  trx: Trx,
  catalog: ReviewCatalog,
  productId: string,
): Promise<void> {
  const histogram = await starCounts(trx, productId);
  let count = 0;
  let sum = 0;
  for (const [stars, n] of Object.entries(histogram)) {
    count += n;
    sum += Number(stars) * n;
  }
  await catalog.setReviewFigures(trx, productId, { count, sum });
}

/** One product's review writes wait for each other, so its figures count every review. */
const lockProductReviews = (trx: Trx, productId: string) =>
  lockFor(trx, 'product-reviews', productId);

async function productOrNotFound(db: Executor, catalog: ReviewCatalog, productId: string) {
  const product = (await catalog.productSummaries(db, [productId])).get(productId);
  if (!product) throw notFound('Product not found');
  return product;
}

/** The review if it is the user's: 404 when it does not exist, 403 when it is someone else's. */
async function ownReview(db: Executor, userId: string, id: string): Promise<ReviewRow> {
  const row = await reviewById(db, id);
  if (!row) throw notFound('Review not found');
  if (row.user_id !== userId) throw forbidden(NOT_YOURS_MESSAGE);
  return row;
}

/**
 * Deletes the user's reviews, product by product, each with its figures recomputed: run when an
 * account is deleted, before ON DELETE CASCADE would remove the rows without the figures
 * following (decision 017).
 */
export async function removeUserReviews(
  db: Db,
  catalog: ReviewCatalog,
  userId: string,
): Promise<void> {
  for (const productId of await reviewedProductIds(db, userId)) {
    await withTransaction(db, async (trx) => {
      await lockProductReviews(trx, productId);
      const row = await reviewOfUser(trx, userId, productId);
      if (row && (await deleteReview(trx, row.id)))
        await refreshProductFigures(trx, catalog, productId);
    });
  }
}

/**
 * Whether the user has a delivered, not cancelled line of the product: what makes a "Verified
 * purchase" and lets them review it. Orders answer it, through app.ts (decision 063).
 */
export type HasDeliveredLine = (userId: string, productId: string) => Promise<boolean>;

/** `read`: where public lists are read (a replica, decision 039); everything else on `db`. */
export function createReviewService({
  db,
  read,
  hasDeliveredLine,
  catalog,
}: {
  db: Db;
  read: Db;
  hasDeliveredLine: HasDeliveredLine;
  catalog: ReviewCatalog;
}) {
  return {
    /** A page of the product's reviews, newest first, its histogram and its combined figures. */
    async productReviews(
      productId: string,
      page: { limit: number; offset: number },
    ): Promise<ReviewSummary> {
      const product = await productOrNotFound(read, catalog, productId);
      const [rows, histogram] = await Promise.all([
        reviewPage(read, productId, page.limit, page.offset),
        starCounts(read, productId),
      ]);
      const total = Object.values(histogram).reduce((a, b) => a + b, 0);
      return {
        items: rows.map(toReview),
        total,
        histogram,
        rating: product.rating,
        ratingCount: product.ratingCount,
      };
    },

    /** The user's review of the product, if any, and whether they may write one now. */
    async mine(userId: string, productId: string): Promise<MyReview> {
      await productOrNotFound(db, catalog, productId);
      const row = await reviewOfUser(db, userId, productId);
      if (row) return { review: toReview(row), canReview: false };
      return { review: null, canReview: await hasDeliveredLine(userId, productId) };
    },

    /** 403 without a delivered line for the product, 409 when the user already reviewed it. */
    async create(author: ReviewAuthor, productId: string, content: ReviewContent): Promise<Review> {
      await productOrNotFound(db, catalog, productId);
      if (!(await hasDeliveredLine(author.id, productId))) {
        throw forbidden(NOT_A_BUYER_MESSAGE);
      }
      return withTransaction(db, async (trx) => {
        await lockProductReviews(trx, productId);
        const row = await insertReview(trx, author.id, productId, {
          ...content,
          authorName: reviewerName(author.name),
        });
        if (!row) {
          throw conflict('You have already reviewed this product; edit your review instead.');
        }
        await refreshProductFigures(trx, catalog, productId);
        return toReview(row);
      });
    },

    async update(author: ReviewAuthor, id: string, content: ReviewContent): Promise<Review> {
      const { product_id: productId } = await ownReview(db, author.id, id);
      return withTransaction(db, async (trx) => {
        await lockProductReviews(trx, productId);
        const row = await updateReview(trx, id, {
          ...content,
          authorName: reviewerName(author.name),
        });
        if (!row) throw notFound('Review not found');
        await refreshProductFigures(trx, catalog, productId);
        return toReview(row);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      const { product_id: productId } = await ownReview(db, userId, id);
      await withTransaction(db, async (trx) => {
        await lockProductReviews(trx, productId);
        if (!(await deleteReview(trx, id))) throw notFound('Review not found');
        await refreshProductFigures(trx, catalog, productId);
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
