import type { ReturnRequest } from '@harit/core/returns';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/use-user-query';

export const RETURNS_KEY = queryRoots.returns;

/** GET /api/returns: the user's return requests, newest first. */
export function useReturns() {
  return useUserQuery({
    queryKey: RETURNS_KEY,
    queryFn: ({ signal }) => apiFetch<ReturnRequest[]>('/returns', { signal }),
  });
}
