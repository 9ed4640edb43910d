import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterReviewWrite } from './invalidate-after-review-write';

/** DELETE /api/reviews/{id}: the caller's own review only (403 otherwise). */
export function deleteReview(id: string): Promise<void> {
  return apiFetch<void>(`/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => invalidateAfterReviewWrite(queryClient, productId),
  });
}
