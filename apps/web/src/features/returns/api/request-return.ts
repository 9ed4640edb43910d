import type { ReturnRequest, returnRequestBody } from '@harit/core/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { RETURNS_KEY } from './get-returns';

export type ReturnRequestInput = z.output<typeof returnRequestBody>;

/** POST /api/returns: units of a delivered line, within the return window (409 otherwise). */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) =>
      apiFetch<ReturnRequest>('/returns', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
        // The order's line shows its return status.
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]),
  });
}
