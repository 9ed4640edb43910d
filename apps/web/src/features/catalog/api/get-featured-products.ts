import type { Product } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>('/products/featured', { signal });
}

/** SPEC §7 GET /products/featured, for the home page's Featured Products carousel. */
export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.products, 'featured'],
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
