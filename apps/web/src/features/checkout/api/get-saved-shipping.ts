import type { PaymentMethod, ShippingInput } from '@harit/core/validation';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SavedShipping {
  shipping: ShippingInput | null;
  paymentMethod: PaymentMethod | null;
}

export const savedShippingQueryKey = ['orders', 'saved-shipping'] as const;

/** What 'Save this information for next time' stored at a previous checkout. */
export function useSavedShipping(enabled: boolean) {
  return useQuery({
    queryKey: savedShippingQueryKey,
    queryFn: ({ signal }) => apiFetch<SavedShipping>('/orders/saved-shipping', { signal }),
    enabled,
    staleTime: 0,
  });
}
