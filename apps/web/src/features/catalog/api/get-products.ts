import type { Product } from '@harit/core/types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { allPages, apiPage, nextPageOffset } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { filtersToParams, type ProductFilters } from '../shop/shop-filters';

export type { ProductFilters } from '../shop/shop-filters';

/** Products per request; "Load more" fetches the next page (the API bounds limit/offset). */
export const PRODUCTS_PAGE_SIZE = 24;

export function getProducts(filters: ProductFilters, offset: number, signal?: AbortSignal) {
  const params = filtersToParams(filters);
  const query = params.size > 0 ? `?${params}` : '';
  return apiPage<Product>(`/products${query}`, { limit: PRODUCTS_PAGE_SIZE, offset, signal });
}

/**
 * Keyed by the view's query string, so each URL keeps its own loaded pages in the cache and Back
 * shows them again at once (issue 14: Back returns to the same loaded pages).
 */
export const productsQueryKey = (filters: ProductFilters) =>
  [...queryRoots.products, 'list', filtersToParams(filters).toString()] as const;

export const productsQueryOptions = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: productsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => nextPageOffset(last, PRODUCTS_PAGE_SIZE),
    select: allPages,
  });

/** SPEC §7 GET /products with the shop's category, search, sort and filters (issue 14); paged. */
export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery(productsQueryOptions(filters));
}
