import type { OrderNote } from '@harit/core/teamwork';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { ADMIN_ORDERS_KEY } from './admin-orders';

// Notes on an order that only staff see (decision 081).
const notesKey = (orderNumber: string) => [...ADMIN_ORDERS_KEY, 'notes', orderNumber] as const;
const notesPath = (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}/notes`;

/** GET /api/admin/orders/:orderNumber/notes: newest first. */
export function useOrderNotes(orderNumber: string) {
  return useQuery({
    queryKey: notesKey(orderNumber),
    queryFn: ({ signal }) => apiFetch<OrderNote[]>(notesPath(orderNumber), { signal }),
  });
}

/** POST /api/admin/orders/:orderNumber/notes: audited. */
export function useAddOrderNote(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiFetch<OrderNote>(notesPath(orderNumber), { method: 'POST', body: { note } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notesKey(orderNumber) }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]),
  });
}
