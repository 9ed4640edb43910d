import type { Product } from '@harit/core/types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { allPages, apiPage, nextPageOffset } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Products per request; "Load more" fetches the next page (the API bounds limit/offset). */
export const PRODUCTS_PAGE_SIZE = 24;

export interface ProductFilters {
  category?: string;
  search?: string;
}

export function getProducts(
  { category, search }: ProductFilters,
  offset: number,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  const query = params.size > 0 ? `?${params}` : '';
  return apiPage<Product>(`/products${query}`, { limit: PRODUCTS_PAGE_SIZE, offset, signal });
}

export const productsQueryKey = (filters: ProductFilters) =>
  [
    ...queryRoots.products,
    'list',
    { category: filters.category ?? null, search: filters.search ?? null },
  ] as const;

export const productsQueryOptions = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: productsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOffset(last, PRODUCTS_PAGE_SIZE),
    select: allPages,
  });

/** SPEC §7 GET /products with optional category and search; paged. */
export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery(productsQueryOptions(filters));
}
