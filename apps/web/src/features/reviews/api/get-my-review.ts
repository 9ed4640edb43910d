import type { MyReview } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { productReviewsKey } from './get-product-reviews';

export const myReviewKey = (productId: string) =>
  [...productReviewsKey(productId), 'mine'] as const;

export function getMyReview(productId: string, signal?: AbortSignal): Promise<MyReview> {
  return apiFetch<MyReview>(`/reviews/mine?productId=${encodeURIComponent(productId)}`, {
    signal,
  });
}

/** GET /api/reviews/mine: the caller's review of the product and whether they may write one. */
export const myReviewQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: myReviewKey(productId),
    queryFn: ({ signal }) => getMyReview(productId, signal),
  });

/** Idle while signed out: there is no review of one's own to ask about. */
export function useMyReview(productId: string) {
  const { user } = useAuth();
  return useQuery({ ...myReviewQueryOptions(productId), enabled: Boolean(user) });
}
