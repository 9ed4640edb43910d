import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from './auth';

/**
 * A query of the signed-in user's own data (SPEC §6): idle while nobody is signed in, so a
 * signed-out visit sends no request that can only answer 401.
 */
export function useUserQuery<TData, TKey extends QueryKey = QueryKey>(
  options: Omit<UseQueryOptions<TData, Error, TData, TKey>, 'enabled'>,
) {
  const { user } = useAuth();
  return useQuery({ ...options, enabled: Boolean(user) });
}
