// The console's customers (decision 075): GET /api/admin/customers (a page, searched),
// GET /api/admin/customers/:id, PUT …/note, and the list as a CSV file (admins).
import type { CustomerDetail, CustomerSummary } from '@harit/core/customers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiFetch, apiPage } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

export const CUSTOMERS_PAGE = 20;

export interface CustomerFilters {
  search?: string;
  page: number;
}

const withSearch = (path: string, search?: string) =>
  search ? `${path}?search=${encodeURIComponent(search)}` : path;

export function useCustomers({ search, page }: CustomerFilters) {
  return useQuery({
    queryKey: [...queryRoots.customers, 'list', { search, page }],
    queryFn: ({ signal }) =>
      apiPage<CustomerSummary>(withSearch('/admin/customers', search), {
        limit: CUSTOMERS_PAGE,
        offset: (page - 1) * CUSTOMERS_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const customerKey = (id: string) => [...queryRoots.customers, 'one', id] as const;

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) =>
      apiFetch<CustomerDetail>(`/admin/customers/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useSaveCustomerNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiFetch<CustomerDetail>(`/admin/customers/${encodeURIComponent(id)}/note`, {
        method: 'PUT',
        body: { note },
      }),
    onSuccess: (customer) => client.setQueryData(customerKey(id), customer),
  });
}

export async function downloadCustomersCsv(search?: string): Promise<void> {
  saveFile(await apiBlob(withSearch('/admin/customers.csv', search)), 'customers.csv');
}
