import type { CarbonSummary } from '@harit/core/types';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/use-user-query';

/** Every carbon query starts with this: orders and cancellations invalidate it as a whole. */
export const CARBON_KEY = queryRoots.carbon;
export const carbonSummaryKey = [...CARBON_KEY, 'summary'] as const;

/** GET /api/carbon/summary: SPEC §3 figures of the signed-in user for this IST month. */
export function useCarbonSummary() {
  return useUserQuery({
    queryKey: carbonSummaryKey,
    queryFn: ({ signal }) => apiFetch<CarbonSummary>('/carbon/summary', { signal }),
  });
}
