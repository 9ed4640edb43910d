import type { CarbonEntry } from '@harit/core/types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';
import { useUserQuery } from '../../../lib/use-user-query';
import { CARBON_KEY } from './get-carbon-summary';

export const RECENT_ENTRIES = 10;

export interface CarbonEntriesPage {
  entries: CarbonEntry[];
  total: number;
}

export const recentCarbonEntriesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...CARBON_KEY, 'entries', { limit }],
    queryFn: async ({ signal }): Promise<CarbonEntriesPage> => {
      const page = await apiPage<CarbonEntry>('/carbon/entries', { limit, signal });
      return { entries: page.items, total: page.total ?? page.items.length };
    },
    // Showing more keeps the list on screen while the longer one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/carbon/entries: the newest purchases and logged activities together. */
export function useRecentCarbonEntries(limit = RECENT_ENTRIES) {
  return useUserQuery(recentCarbonEntriesQueryOptions(limit));
}
