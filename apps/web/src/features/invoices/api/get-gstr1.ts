import type { Gstr1 } from '@harit/core/gstr1';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

const path = (month: string, format: 'json' | 'csv') =>
  `/admin/gstr1?${new URLSearchParams({ month, format }).toString()}`;

export const gstr1QueryOptions = (month: string) =>
  queryOptions({
    // Under the orders root: dispatching an order or refunding one issues a document.
    queryKey: [...queryRoots.orders, 'gstr1', month],
    queryFn: ({ signal }) => apiFetch<Gstr1>(path(month, 'json'), { signal }),
  });

/** GET /api/admin/gstr1 (admins, decision 079): the month's return; the last stays while the next loads. */
export function useGstr1(month: string) {
  return useQuery({ ...gstr1QueryOptions(month), placeholderData: keepPreviousData });
}

/** The return as the server writes it, JSON for the GST portal's offline tool or CSV. */
export async function downloadGstr1(ret: Gstr1, month: string, format: 'json' | 'csv') {
  saveFile(await apiBlob(path(month, format)), `GSTR1_${ret.gstin}_${ret.fp}.${format}`);
}
