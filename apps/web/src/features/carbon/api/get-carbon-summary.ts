import type { CarbonSummary } from '@harit/core/types';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryRoots } from '../../../lib/query-keys';

/** Every carbon query starts with this: orders and cancellations invalidate it as a whole. */
export const CARBON_KEY = queryRoots.carbon;
export const carbonSummaryKey = [...CARBON_KEY, 'summary'] as const;

/** GET /api/carbon/summary: SPEC §3 figures of the signed-in user for this IST month. */
export function useCarbonSummary() {
  const { user } = useAuth();
  return useQuery({
    queryKey: carbonSummaryKey,
    queryFn: ({ signal }) => apiFetch<CarbonSummary>('/carbon/summary', { signal }),
    enabled: Boolean(user),
  });
}
