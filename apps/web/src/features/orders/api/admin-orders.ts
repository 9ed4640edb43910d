// The merchant console's orders API: every customer's orders, one order with its
// staff timeline, and moving an order on.
import type { AdminOrder, AdminOrderSummary, OrderStatusChange } from '@harit/core/fulfilment';
import type { OrderStatus } from '@harit/core/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiFetch, apiPage } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';
import { ORDERS_KEY } from './get-orders';

/** The console's orders live under their own key, apart from the signed-in shopper's. */
export const ADMIN_ORDERS_KEY = [...ORDERS_KEY, 'admin'] as const;

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** The list's filters, as they are in the page's URL. */
export interface AdminOrderFilters {
  status?: OrderStatus | undefined;
  customer?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
}

export function adminOrdersPath(filters: AdminOrderFilters): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'customer', 'q', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return `/admin/orders${query ? `?${query}` : ''}`;
}

/** GET /api/admin/orders: a page of orders matching the filters, with the count of all. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      apiPage<AdminOrderSummary>(adminOrdersPath(filters), {
        limit: ADMIN_ORDERS_PAGE_SIZE,
        offset: filters.offset,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const adminOrderKey = (orderNumber: string) =>
  [...ADMIN_ORDERS_KEY, 'detail', orderNumber] as const;

/** GET /api/admin/orders/{orderNumber}: the order, its customer and its timeline. */
export function useAdminOrder(orderNumber: string) {
  return useQuery({
    queryKey: adminOrderKey(orderNumber),
    queryFn: ({ signal }) =>
      apiFetch<AdminOrder>(`/admin/orders/${encodeURIComponent(orderNumber)}`, { signal }),
  });
}

/** POST /api/admin/orders/{orderNumber}/status: 409 when the order has already moved on. */
export function useChangeOrderStatus(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) =>
      apiFetch<AdminOrder>(`/admin/orders/${encodeURIComponent(orderNumber)}/status`, {
        method: 'POST',
        body: change,
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKey(orderNumber), order);
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_ORDERS_KEY, 'list'] });
      // A cancel puts stock back.
      void queryClient.invalidateQueries({ queryKey: queryRoots.products });
    },
    // Someone else moved it first: show the order as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminOrderKey(orderNumber) }),
  });
}

/** GET /api/admin/orders.csv (admins): the orders of the filters' days and status as a file. */
export async function downloadOrdersCsv(filters: AdminOrderFilters): Promise<void> {
  const params = new URLSearchParams();
  for (const key of ['status', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  saveFile(await apiBlob(`/admin/orders.csv${query ? `?${query}` : ''}`), 'orders.csv');
}
