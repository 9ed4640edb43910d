import type { Order } from '@harit/core/types';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots, rootsAnOrderChanges } from '../../../lib/query-keys';
import { orderQueryKey } from './get-order';
import { ORDERS_KEY, type OrdersPage } from './get-orders';

export function cancelOrder(orderNumber: string): Promise<Order> {
  return apiFetch<Order>(`/orders/${encodeURIComponent(orderNumber)}/cancel`, { method: 'POST' });
}

// Cancelling returns stock (products), reverses carbon entries and green points.
const STALE_AFTER_CANCEL = [queryRoots.returns, ...rootsAnOrderChanges];

/** POST /api/orders/{orderNumber}/cancel: only while the order is 'placed' (409 after). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      // Show the cancelled order at once wherever it is listed, then refresh from the server.
      queryClient.setQueryData(orderQueryKey(order.orderNumber), order);
      queryClient.setQueriesData<InfiniteData<OrdersPage>>(
        { queryKey: [...ORDERS_KEY, 'list'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((o) => (o.orderNumber === order.orderNumber ? order : o)),
            })),
          },
      );
      for (const queryKey of STALE_AFTER_CANCEL) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    // A 409 means the order moved on (shipped, or cancelled in another tab): show the truth.
    onError: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
