import type { ReturnRequest } from '@harit/core/types';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const RETURNS_KEY = ['returns'] as const;

/** GET /api/returns: the user's return requests, newest first. */
export function useReturns() {
  const { user } = useAuth();
  return useQuery({
    queryKey: RETURNS_KEY,
    queryFn: ({ signal }) => apiFetch<ReturnRequest[]>('/returns', { signal }),
    enabled: Boolean(user),
  });
}
