import type { AdminReturnRequest } from '@harit/core/returns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminReturnsKey } from './get-admin-returns';

export const adminReturnQueryKey = (id: string) => [...adminReturnsKey, 'one', id] as const;

export function adminReturnQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminReturnQueryKey(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminReturnRequest>(`/admin/returns/${encodeURIComponent(id)}`, { signal }),
  });
}

/** GET /api/admin/returns/{id}: one request with its timeline and the steps it allows. */
export function useAdminReturn(id: string) {
  return useQuery(adminReturnQueryOptions(id));
}
