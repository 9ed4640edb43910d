import type { SellerSettingsAnswer, SellerSettingsBody } from '@harit/core/seller';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const sellerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.seller,
    queryFn: ({ signal }) => apiFetch<SellerSettingsAnswer>('/admin/seller-settings', { signal }),
  });

/** GET /api/admin/seller-settings (admins, decision 083). */
export function useSellerSettings() {
  return useQuery(sellerSettingsQueryOptions());
}

/** PUT /api/admin/seller-settings: documents issued from now on print what is saved. */
export function useSaveSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerSettingsBody) =>
      apiFetch<SellerSettingsAnswer>('/admin/seller-settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(queryRoots.seller, saved),
  });
}
