import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/account/providers: which sign-in methods this server offers. */
export interface SignInProviders {
  emailPassword: boolean;
  google: boolean;
}

export const getProviders = () => apiFetch<SignInProviders>('/account/providers');

export const providersQueryOptions = queryOptions({
  queryKey: [...queryRoots.account, 'providers'],
  queryFn: getProviders,
  // Set by the server's configuration at start: it does not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}
