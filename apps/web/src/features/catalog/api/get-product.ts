import type { Product } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export function getProduct(idOrSlug: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/products/${encodeURIComponent(idOrSlug)}`, { signal });
}

export const productQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...queryRoots.products, 'one', idOrSlug],
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });

/** SPEC §7 GET /products/:id, which answers by id or slug (issue 14). */
export function useProduct(idOrSlug: string) {
  return useQuery(productQueryOptions(idOrSlug));
}

/** The server has no product by that id or slug. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
