import type { Language } from '@harit/core/language';
import type { Product } from '@harit/core/types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, allPages, apiPage, nextPageOffset } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage, languageKey } from '../../../lib/language-query';
import { queryRoots } from '../../../lib/query-keys';
import { filtersToParams, type ProductFilters } from '../shop/shop-filters';

export type { ProductFilters } from '../shop/shop-filters';

/** Products per request; "Load more" fetches the next page (the API bounds limit/offset). */
export const PRODUCTS_PAGE_SIZE = 24;

/** Where the next page starts: its offset, and the server's keyset cursor when it sent one. */
export interface ProductsPageParam {
  offset: number;
  cursor?: string;
}

export function getProducts(
  filters: ProductFilters,
  { offset, cursor }: ProductsPageParam,
  language: Language,
  signal?: AbortSignal,
) {
  const params = filtersToParams(filters);
  const query = params.size > 0 ? `?${params}` : '';
  return apiPage<Product>(inLanguage(`/products${query}`, language), {
    limit: PRODUCTS_PAGE_SIZE,
    offset,
    cursor,
    signal,
  });
}

/**
 * The next page by the cursor the server sent (keyset paging stays fast however deep
 * the shopper scrolls), else by offset.
 */
function nextProductsPage(last: ApiPage<Product>): ProductsPageParam | undefined {
  const offset = nextPageOffset(last, PRODUCTS_PAGE_SIZE);
  if (offset === undefined) return undefined;
  return last.nextCursor ? { offset, cursor: last.nextCursor } : { offset };
}

/**
 * Keyed by the view's query string, so each URL keeps its own loaded pages in the cache and Back
 * shows them again at once (Back returns to the same loaded pages).
 */
export const productsQueryKey = (filters: ProductFilters, language: Language = 'en') =>
  [
    ...queryRoots.products,
    'list',
    filtersToParams(filters).toString(),
    ...languageKey(language),
  ] as const;

export const productsQueryOptions = (filters: ProductFilters, language: Language = 'en') =>
  infiniteQueryOptions({
    queryKey: productsQueryKey(filters, language),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, language, signal),
    initialPageParam: { offset: 0 } as ProductsPageParam,
    getNextPageParam: nextProductsPage,
    select: allPages,
  });

/** SPEC §7 GET /products with the shop's category, search, sort and filters; paged. */
export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery(productsQueryOptions(filters, useLanguage()));
}
