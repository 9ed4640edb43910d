import type { PaymentMethod } from '@harit/core/limits';
import type { ShippingInput } from '@harit/core/validation';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/use-user-query';

export interface SavedShipping {
  shipping: ShippingInput | null;
  paymentMethod: PaymentMethod | null;
}

export const savedShippingQueryKey = [...queryRoots.orders, 'saved-shipping'] as const;

/** What 'Save this information for next time' stored at a previous checkout. */
export function useSavedShipping() {
  return useUserQuery({
    queryKey: savedShippingQueryKey,
    queryFn: ({ signal }) => apiFetch<SavedShipping>('/orders/saved-shipping', { signal }),
    staleTime: 0,
  });
}
