import type { AdminReturnRequest, RefundStatusInput, ReturnRefundInput } from '@harit/core/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { adminReturnQueryKey } from './get-admin-return';
import { adminReturnsKey } from './get-admin-returns';

/** One staff step; each is a POST to /api/admin/returns/{id}/{action}. */
export type ReturnStep =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'receive' }
  | ({ action: 'refund' } & ReturnRefundInput)
  | ({ action: 'refund-status' } & RefundStatusInput);

/** POST /api/admin/returns/{id}/(approve|reject|receive|refund): 409 when the step is not allowed now. */
export function useReturnStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: ReturnStep) =>
      apiFetch<AdminReturnRequest>(`/admin/returns/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body,
      }),
    onSuccess: (request) => {
      queryClient.setQueryData(adminReturnQueryKey(id), request);
      void queryClient.invalidateQueries({ queryKey: adminReturnsKey });
      // Receiving restocks; refunding reverses carbon and points.
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
    },
    // Someone else moved it on: show the request as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminReturnQueryKey(id) }),
  });
}
