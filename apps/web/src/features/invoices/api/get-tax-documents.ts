import type { OrderTaxDocuments } from '@harit/core/invoice';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useUserQuery } from '../../../lib/use-user-query';

/**
 * Under the orders root: cancelling an order (which issues a credit note) invalidates that
 * root, so the list refreshes with it.
 */
export const taxDocumentsKey = (orderNumber: string) =>
  [...queryRoots.orders, 'tax-documents', orderNumber] as const;

/** GET /api/orders/{orderNumber}/tax-documents: the order's invoice and credit notes. */
export function useTaxDocuments(orderNumber: string) {
  return useUserQuery({
    queryKey: taxDocumentsKey(orderNumber),
    queryFn: ({ signal }) =>
      apiFetch<OrderTaxDocuments>(`/orders/${encodeURIComponent(orderNumber)}/tax-documents`, {
        signal,
      }),
  });
}
