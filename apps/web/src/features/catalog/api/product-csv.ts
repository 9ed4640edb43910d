// The catalogue as a CSV file (decision 075): GET /api/admin/products.csv and
// POST /api/admin/products/import (a dry run first, then the import itself). Admins only.
import type { ProductImportReport } from '@harit/core/product-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { refreshCatalog } from './admin-products';

export async function downloadProductsCsv(): Promise<void> {
  saveFile(await apiBlob('/admin/products.csv'), 'products.csv');
}

/** Sends the file's text; `dryRun` reports what it would do and changes nothing. */
export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      apiFetch<ProductImportReport>(`/admin/products/import?dryRun=${dryRun}`, {
        method: 'POST',
        body: csv,
        contentType: 'text/csv',
      }),
    onSuccess: (report) => {
      if (report.applied) refreshCatalog(client);
    },
  });
}
