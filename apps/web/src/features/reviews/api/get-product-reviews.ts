import type { ReviewSummary } from '@harit/core/types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every review query starts with this, so one invalidation refreshes them all. */
export const REVIEWS_KEY = ['reviews'] as const;

export const productReviewsKey = (productId: string) => [...REVIEWS_KEY, productId] as const;

export interface ReviewsPage extends ReviewSummary {
  offset: number;
}

export async function getProductReviews(
  productId: string,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const summary = await apiFetch<ReviewSummary>(
    `/products/${encodeURIComponent(productId)}/reviews?limit=${limit}&offset=${offset}`,
    { signal },
  );
  return { ...summary, offset };
}

/** GET /api/products/{id}/reviews, newest first, a page at a time; figures from the first page. */
export const productReviewsQueryOptions = (productId: string, pageSize = 5) =>
  infiniteQueryOptions({
    queryKey: [...productReviewsKey(productId), 'list', pageSize],
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return next < last.total ? next : undefined;
    },
    select: (data) => {
      const first = data.pages[0]!;
      return {
        reviews: data.pages.flatMap((page) => page.items),
        total: first.total,
        histogram: first.histogram,
        rating: first.rating,
        ratingCount: first.ratingCount,
      };
    },
  });

export function useProductReviews(productId: string, pageSize?: number) {
  return useInfiniteQuery(productReviewsQueryOptions(productId, pageSize));
}
