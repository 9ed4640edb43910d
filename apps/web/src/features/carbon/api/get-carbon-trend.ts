import type { CarbonTrendMonth } from '@harit/core/types';
import { apiFetch } from '../../../lib/api-client';
import { useUserQuery } from '../../../lib/use-user-query';
import { CARBON_KEY } from './get-carbon-summary';

/** GET /api/carbon/trend: kg emitted and saved in each of the last 12 IST months. */
export function useCarbonTrend() {
  return useUserQuery({
    queryKey: [...CARBON_KEY, 'trend'],
    queryFn: ({ signal }) => apiFetch<CarbonTrendMonth[]>('/carbon/trend', { signal }),
  });
}
