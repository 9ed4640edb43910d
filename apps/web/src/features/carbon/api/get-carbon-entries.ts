import type { CarbonEntry } from '@harit/core/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { CARBON_KEY } from './get-carbon-summary';

export const RECENT_ENTRIES = 10;

export interface CarbonEntriesPage {
  entries: CarbonEntry[];
  total: number;
}

/** GET /api/carbon/entries: the newest purchases and logged activities together. */
export function useRecentCarbonEntries(limit = RECENT_ENTRIES) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...CARBON_KEY, 'entries', { limit }],
    queryFn: async ({ signal }): Promise<CarbonEntriesPage> => {
      const { data, headers } = await apiRequest<CarbonEntry[]>(`/carbon/entries?limit=${limit}`, {
        signal,
      });
      const total = Number(headers.get('X-Total-Count'));
      return { entries: data, total: Number.isFinite(total) ? total : data.length };
    },
    enabled: Boolean(user),
    // Showing more keeps the list on screen while the longer one loads.
    placeholderData: keepPreviousData,
  });
}
