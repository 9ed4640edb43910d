import type { Product } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** How many products of the same category the product page suggests. */
export const RELATED_PRODUCTS_LIMIT = 4;

export function getRelatedProducts(idOrSlug: string, signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>(
    `/products/${encodeURIComponent(idOrSlug)}/related?limit=${RELATED_PRODUCTS_LIMIT}`,
    { signal },
  );
}

export const relatedProductsQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...queryRoots.products, 'related', idOrSlug],
    queryFn: ({ signal }) => getRelatedProducts(idOrSlug, signal),
  });

/** Issue 14: GET /products/:idOrSlug/related — other products of the same category. */
export function useRelatedProducts(idOrSlug: string) {
  return useQuery(relatedProductsQueryOptions(idOrSlug));
}
