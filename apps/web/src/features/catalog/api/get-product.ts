import type { Language } from '@harit/core/language';
import type { Product } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage, languageKey } from '../../../lib/language-query';
import { queryRoots } from '../../../lib/query-keys';

export function getProduct(
  idOrSlug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Product> {
  return apiFetch<Product>(inLanguage(`/products/${encodeURIComponent(idOrSlug)}`, language), {
    signal,
  });
}

export const productQueryOptions = (idOrSlug: string, language: Language = 'en') =>
  queryOptions({
    queryKey: [...queryRoots.products, 'one', idOrSlug, ...languageKey(language)],
    queryFn: ({ signal }) => getProduct(idOrSlug, language, signal),
  });

/** SPEC §7 GET /products/:id, which answers by id or slug. */
export function useProduct(idOrSlug: string) {
  return useQuery(productQueryOptions(idOrSlug, useLanguage()));
}

/** The server has no product by that id or slug. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
