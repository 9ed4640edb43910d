import type { SalesReport, SalesReportQuery } from '@harit/core/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const search = (query: SalesReportQuery) =>
  new URLSearchParams({ from: query.from, to: query.to, groupBy: query.groupBy }).toString();

export function getSalesReport(query: SalesReportQuery, signal?: AbortSignal) {
  return apiFetch<SalesReport>(`/admin/reports/sales?${search(query)}`, { signal });
}

export const salesReportQueryOptions = (query: SalesReportQuery) =>
  queryOptions({
    queryKey: [...queryRoots.reports, 'sales', query],
    queryFn: ({ signal }) => getSalesReport(query, signal),
  });

/** GET /api/admin/reports/sales: the last report stays shown while the next one loads. */
export function useSalesReport(query: SalesReportQuery) {
  return useQuery({ ...salesReportQueryOptions(query), placeholderData: keepPreviousData });
}

/** The same report as CSV, handed to the browser as a download (a link cannot carry the token). */
export async function downloadSalesReportCsv(query: SalesReportQuery): Promise<void> {
  const blob = await apiBlob(`/admin/reports/sales.csv?${search(query)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `sales-${query.from}-to-${query.to}-by-${query.groupBy}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
