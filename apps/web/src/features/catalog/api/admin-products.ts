// The console's product calls: GET/POST/PATCH /api/admin/products…, stock
// adjustments and picture uploads. Every write also drops the shop's cached product lists.
import type {
  AdminProduct,
  ProductCreateInput,
  ProductImagesInput,
  ProductUpdateInput,
  StockAdjustment,
  StockAdjustmentInput,
  UploadedImage,
} from '@harit/core/catalog-admin';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch, apiPage, apiUpload } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const ADMIN_PRODUCTS_PAGE = 20;

/** The list's filters, as they stand in the page's URL. */
export interface AdminProductFilters {
  search?: string;
  categoryId?: string;
  status?: 'active' | 'archived' | 'all';
  lowStock?: boolean;
  featured?: boolean;
  page: number;
}

const productsKey = [...queryRoots.adminCatalog, 'products'] as const;

export function adminProductsQuery(filters: AdminProductFilters) {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.status && filters.status !== 'active') params.set('status', filters.status);
  if (filters.lowStock) params.set('lowStock', 'true');
  if (filters.featured) params.set('featured', 'true');
  const query = params.toString();
  return queryOptions({
    queryKey: [...productsKey, 'list', filters],
    queryFn: ({ signal }) =>
      apiPage<AdminProduct>(`/admin/products${query ? `?${query}` : ''}`, {
        limit: ADMIN_PRODUCTS_PAGE,
        offset: (filters.page - 1) * ADMIN_PRODUCTS_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(filters: AdminProductFilters) {
  return useQuery(adminProductsQuery(filters));
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: [...productsKey, 'one', id],
    queryFn: ({ signal }) => apiFetch<AdminProduct>(`/admin/products/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

export function useStockAdjustments(id: string) {
  return useQuery({
    queryKey: [...productsKey, 'stock', id],
    queryFn: ({ signal }) => apiFetch<StockAdjustment[]>(`/admin/products/${id}/stock`, { signal }),
  });
}

/** After a change: the console's lists and the shop's cached products and categories. */
export function refreshCatalog(client: QueryClient, product?: AdminProduct) {
  if (product) client.setQueryData([...productsKey, 'one', product.id], product);
  void client.invalidateQueries({ queryKey: queryRoots.adminCatalog });
  void client.invalidateQueries({ queryKey: queryRoots.products });
  void client.invalidateQueries({ queryKey: queryRoots.categories });
}

export type ProductSave =
  | { kind: 'create'; input: ProductCreateInput }
  | { kind: 'update'; id: string; input: ProductUpdateInput };

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: ProductSave) =>
      save.kind === 'create'
        ? apiFetch<AdminProduct>('/admin/products', { method: 'POST', body: save.input })
        : apiFetch<AdminProduct>(`/admin/products/${save.id}`, {
            method: 'PATCH',
            body: save.input,
          }),
    onSuccess: (product) => refreshCatalog(client, product),
  });
}

/** PUT /api/admin/products/:id/images: every picture in order, the first the main one (decision 080). */
export function useSetProductImages(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductImagesInput) =>
      apiFetch<AdminProduct>(`/admin/products/${productId}/images`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (product) => refreshCatalog(client, product),
  });
}

export function useArchiveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ product, archive }: { product: AdminProduct; archive: boolean }) =>
      apiFetch<AdminProduct>(`/admin/products/${product.id}/${archive ? 'archive' : 'unarchive'}`, {
        method: 'POST',
        body: { updatedAt: product.updatedAt },
      }),
    onSuccess: (product) => refreshCatalog(client, product),
  });
}

export function useAdjustStock(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) =>
      apiFetch<StockAdjustment>(`/admin/products/${productId}/stock`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => refreshCatalog(client),
  });
}

/** Uploads a picture; the server checks, resizes and converts it and answers its path. */
export function uploadImage(
  file: File,
  kind: 'products' | 'categories',
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  return apiUpload<UploadedImage>(`/admin/images?kind=${kind}`, file, { onProgress });
}
