import type { Language } from '@harit/core/language';
import type { Category } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inLanguage, languageKey } from '../../../lib/api-language';
import { useLanguage } from '../../../lib/i18n';
import { queryRoots } from '../../../lib/query-keys';

export function getCategories(language: Language, signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>(inLanguage('/products/categories', language), { signal });
}

/** SPEC §7 GET /products/categories. Categories change rarely: keep them for 10 minutes. */
export const categoriesQueryOptions = (language: Language = 'en') =>
  queryOptions({
    queryKey: [...queryRoots.categories, ...languageKey(language)],
    queryFn: ({ signal }) => getCategories(language, signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useLanguage()));
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
