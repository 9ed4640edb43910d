import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';
import { productReviewsKey } from './get-product-reviews';

/**
 * A review write changes the product's reviews, histogram and the caller's own review, and its
 * rating and ratingCount wherever the catalogue shows them (decision 017).
 */
export function invalidateAfterReviewWrite(queryClient: QueryClient, productId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productReviewsKey(productId) }),
    queryClient.invalidateQueries({ queryKey: queryRoots.products }),
  ]);
}
