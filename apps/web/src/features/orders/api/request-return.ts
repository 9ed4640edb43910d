import type { ReturnRequest } from '@harit/core/types';
import type { returnRequestBody } from '@harit/core/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { ORDERS_KEY } from './get-orders';
import { RETURNS_KEY } from './get-returns';

export type ReturnRequestInput = z.output<typeof returnRequestBody>;

/** POST /api/returns: a delivered line, within the return window (409 otherwise). */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) =>
      apiFetch<ReturnRequest>('/returns', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      ]),
  });
}
