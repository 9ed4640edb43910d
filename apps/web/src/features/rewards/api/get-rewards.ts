import type { Rewards } from '@harit/core/types';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/use-user-query';

/** Orders and cancellations invalidate this key (checkout and orders features). */
export const REWARDS_KEY = queryRoots.rewards;

/** GET /api/rewards: the green-points balance and ledger, newest first. */
export function useRewards() {
  return useUserQuery({
    queryKey: REWARDS_KEY,
    queryFn: ({ signal }) => apiFetch<Rewards>('/rewards', { signal }),
  });
}
