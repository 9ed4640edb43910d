// What reviews read and write of the catalogue: the product (404 when there is none) and its
// rating figures, written in the review's transaction. Reviews do not import the catalog
// feature (decision 063); the composition root hands these in (workflows/review-catalog.ts).
import type { Language } from '@harit/core/language';
import type { Product } from '@harit/core/types';
import type { Executor } from '../../db/transaction.ts';

export interface ReviewCatalog {
  productSummaries(db: Executor, ids: string[], lang?: Language): Promise<Map<string, Product>>;
  setReviewFigures(
    trx: Executor,
    productId: string,
    reviews: { count: number; sum: number },
  ): Promise<{ rating: number; ratingCount: number }>;
}
