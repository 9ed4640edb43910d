import type { PaymentMethod } from '@harit/core/limits';
import type { ShippingInput } from '@harit/core/validation';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryRoots } from '../../../lib/query-keys';

export interface SavedShipping {
  shipping: ShippingInput | null;
  paymentMethod: PaymentMethod | null;
}

export const savedShippingQueryKey = [...queryRoots.orders, 'saved-shipping'] as const;

/** What 'Save this information for next time' stored at a previous checkout. */
export function useSavedShipping() {
  const { user } = useAuth();
  return useQuery({
    queryKey: savedShippingQueryKey,
    queryFn: ({ signal }) => apiFetch<SavedShipping>('/orders/saved-shipping', { signal }),
    enabled: Boolean(user),
    staleTime: 0,
  });
}
