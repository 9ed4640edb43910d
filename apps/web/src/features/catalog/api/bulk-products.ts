// POST /api/admin/products/bulk (decision 075): one change to many products of the list.
import type { ProductBulkInput, ProductBulkResult } from '@harit/core/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshCatalog } from './admin-products';

export function useBulkChangeProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductBulkInput) =>
      apiFetch<ProductBulkResult>('/admin/products/bulk', { method: 'POST', body: input }),
    onSuccess: () => refreshCatalog(client),
  });
}
