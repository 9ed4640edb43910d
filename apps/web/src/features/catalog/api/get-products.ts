import type { Product } from '@harit/core/types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Products per request; "Load more" fetches the next page (the API bounds limit/offset). */
export const PRODUCTS_PAGE_SIZE = 24;

export interface ProductFilters {
  category?: string;
  search?: string;
}

export interface ProductPage {
  products: Product[];
  /** From X-Total-Count; null when the server does not say. */
  total: number | null;
  offset: number;
}

export async function getProducts(
  { category, search }: ProductFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  params.set('limit', String(PRODUCTS_PAGE_SIZE));
  params.set('offset', String(offset));
  const { data, headers } = await apiRequest<Product[]>(`/products?${params}`, { signal });
  const header = headers.get('X-Total-Count');
  const total = header === null || header === '' ? null : Number(header);
  return { products: data, total: Number.isFinite(total) ? total : null, offset };
}

export const productsQueryKey = (filters: ProductFilters) =>
  [
    'products',
    'list',
    { category: filters.category ?? null, search: filters.search ?? null },
  ] as const;

/** SPEC §7 GET /products with optional category and search; paged. */
export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: productsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.products.length;
      if (last.total !== null) return next < last.total ? next : undefined;
      return last.products.length === PRODUCTS_PAGE_SIZE ? next : undefined;
    },
    select: (data) => ({
      products: data.pages.flatMap((page) => page.products),
      total: data.pages[0]?.total ?? null,
    }),
  });
}
