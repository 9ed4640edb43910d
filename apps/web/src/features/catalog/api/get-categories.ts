import type { Category } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/products/categories', { signal });
}

/** SPEC §7 GET /products/categories. Categories change rarely: keep them for 10 minutes. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** A ?category= value may be a name or a slug; find the category it means, if any. */
export function findCategory(
  categories: readonly Category[] | undefined,
  value: string,
): Category | undefined {
  const wanted = value.trim().toLowerCase();
  return categories?.find(
    (c) => c.name.toLowerCase() === wanted || c.slug.toLowerCase() === wanted,
  );
}
