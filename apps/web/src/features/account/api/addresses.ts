import type { SavedAddress } from '@harit/core/types';
import type { AddressInput } from '@harit/core/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/use-user-query';

export const addressesQueryKey = [...queryRoots.addresses, 'list'] as const;

/** The signed-in shopper's address book, the default first; idle while signed out. */
export function useAddresses() {
  return useUserQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => apiFetch<SavedAddress[]>('/account/addresses', { signal }),
    staleTime: 0,
  });
}

const path = (id: string) => `/account/addresses/${encodeURIComponent(id)}`;

/** Every change to the book: the call, then the list read again. */
function useAddressChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.addresses }),
  });
}

export const useAddAddress = () =>
  useAddressChange((input: AddressInput) =>
    apiFetch<SavedAddress>('/account/addresses', { method: 'POST', body: input }),
  );

export const useUpdateAddress = () =>
  useAddressChange(({ id, input }: { id: string; input: AddressInput }) =>
    apiFetch<SavedAddress>(path(id), { method: 'PUT', body: input }),
  );

export const useDeleteAddress = () =>
  useAddressChange((id: string) => apiFetch(path(id), { method: 'DELETE' }));

export const useMakeDefaultAddress = () =>
  useAddressChange((id: string) =>
    apiFetch<SavedAddress>(`${path(id)}/default`, { method: 'POST' }),
  );
