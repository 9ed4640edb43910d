import type { Review } from '@harit/core/types';
import type { reviewCreateBody } from '@harit/core/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterReviewWrite } from './invalidate-after-review-write';

export type NewReview = z.output<typeof reviewCreateBody>;

/** POST /api/reviews: 403 without a delivered order of the product, 409 for a second review. */
export function createReview(review: NewReview): Promise<Review> {
  return apiFetch<Review>('/reviews', { method: 'POST', body: review });
}

export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Omit<NewReview, 'productId'>) => createReview({ ...review, productId }),
    onSuccess: () => invalidateAfterReviewWrite(queryClient, productId),
  });
}
