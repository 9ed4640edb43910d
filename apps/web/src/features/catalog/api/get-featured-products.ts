import type { Language } from '@harit/core/language';
import type { Product } from '@harit/core/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inLanguage, languageKey } from '../../../lib/api-language';
import { useLanguage } from '../../../lib/i18n';
import { queryRoots } from '../../../lib/query-keys';

export function getFeaturedProducts(language: Language, signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>(inLanguage('/products/featured', language), { signal });
}

/** SPEC §7 GET /products/featured, for the home page's Featured Products carousel. */
export const featuredProductsQueryOptions = (language: Language = 'en') =>
  queryOptions({
    queryKey: [...queryRoots.products, 'featured', ...languageKey(language)],
    queryFn: ({ signal }) => getFeaturedProducts(language, signal),
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions(useLanguage()));
}
