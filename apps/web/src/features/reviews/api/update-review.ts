import type { Review } from '@harit/core/types';
import type { reviewInputSchema } from '@harit/core/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterReviewWrite } from './invalidate-after-review-write';

export type ReviewChange = z.output<typeof reviewInputSchema>;

/** PUT /api/reviews/{id}: the caller's own review only (403 otherwise). */
export function updateReview(id: string, change: ReviewChange): Promise<Review> {
  return apiFetch<Review>(`/reviews/${encodeURIComponent(id)}`, { method: 'PUT', body: change });
}

export function useUpdateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ReviewChange }) => updateReview(id, change),
    onSuccess: () => invalidateAfterReviewWrite(queryClient, productId),
  });
}
