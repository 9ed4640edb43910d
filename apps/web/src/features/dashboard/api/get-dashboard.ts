import type { Dashboard, DashboardRange } from '@harit/core/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export function getDashboard(range: DashboardRange, signal?: AbortSignal): Promise<Dashboard> {
  return apiFetch<Dashboard>(`/admin/dashboard?range=${range}`, { signal });
}

export const dashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: [...queryRoots.dashboard, range],
    queryFn: ({ signal }) => getDashboard(range, signal),
  });

/** A dashboard left open keeps up with new orders. */
const REFRESH_EVERY_MS = 60_000;

/** GET /api/admin/dashboard: the shop's figures; the last range stays shown while the next loads. */
export function useDashboard(range: DashboardRange) {
  return useQuery({
    ...dashboardQueryOptions(range),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_EVERY_MS,
  });
}
