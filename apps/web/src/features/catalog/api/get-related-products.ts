import type { Language } from '@harit/core/language';
import type { Product } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage, languageKey } from '../../../lib/language-query';
import { queryRoots } from '../../../lib/query-keys';

/** How many products of the same category the product page suggests. */
export const RELATED_PRODUCTS_LIMIT = 4;

export function getRelatedProducts(
  idOrSlug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Product[]> {
  return apiFetch<Product[]>(
    inLanguage(
      `/products/${encodeURIComponent(idOrSlug)}/related?limit=${RELATED_PRODUCTS_LIMIT}`,
      language,
    ),
    { signal },
  );
}

export const relatedProductsQueryOptions = (idOrSlug: string, language: Language = 'en') =>
  queryOptions({
    queryKey: [...queryRoots.products, 'related', idOrSlug, ...languageKey(language)],
    queryFn: ({ signal }) => getRelatedProducts(idOrSlug, language, signal),
  });

/** GET /products/:idOrSlug/related — other products of the same category. */
export function useRelatedProducts(idOrSlug: string) {
  return useQuery(relatedProductsQueryOptions(idOrSlug, useLanguage()));
}
