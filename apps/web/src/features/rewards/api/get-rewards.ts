import type { Rewards } from '@harit/core/types';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryRoots } from '../../../lib/query-keys';

/** Orders and cancellations invalidate this key (checkout and orders features). */
export const REWARDS_KEY = queryRoots.rewards;

/** GET /api/rewards: the green-points balance and ledger, newest first. */
export function useRewards() {
  const { user } = useAuth();
  return useQuery({
    queryKey: REWARDS_KEY,
    queryFn: ({ signal }) => apiFetch<Rewards>('/rewards', { signal }),
    enabled: Boolean(user),
  });
}
