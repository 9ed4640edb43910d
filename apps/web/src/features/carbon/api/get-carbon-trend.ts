import type { CarbonTrendMonth } from '@harit/core/types';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { CARBON_KEY } from './get-carbon-summary';

/** GET /api/carbon/trend: kg emitted and saved in each of the last 12 IST months. */
export function useCarbonTrend() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...CARBON_KEY, 'trend'],
    queryFn: ({ signal }) => apiFetch<CarbonTrendMonth[]>('/carbon/trend', { signal }),
    enabled: Boolean(user),
  });
}
