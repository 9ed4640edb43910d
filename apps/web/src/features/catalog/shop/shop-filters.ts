// Sort, filter, paging on /shop (decision 019): the shop's view lives in its URL, so a link shares
// it and Back restores it. These two functions are the only reading and writing of that URL;
// the same names and values go to GET /api/products, and come from core's lists that the API
// validates with.
import {
  MIN_DISCOUNT_CHOICES,
  MIN_RATING_CHOICES,
  PRODUCT_SORTS,
  type ProductSort,
} from '@harit/core/limits';
import { msg } from '../../../lib/i18n';

/** Messages, translated where they render. */
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: msg('Relevance'),
  popularity: msg('Popularity'),
  'price-asc': msg('Price: low to high'),
  'price-desc': msg('Price: high to low'),
  discount: msg('Biggest discount'),
  rating: msg('Customer rating'),
  co2: msg('Most CO₂ saved'),
};

/** Highest first, as the filter lists them. */
export const MIN_RATINGS = [...MIN_RATING_CHOICES].reverse() as MinRating[];
export const MIN_DISCOUNTS = MIN_DISCOUNT_CHOICES;
export type MinRating = (typeof MIN_RATING_CHOICES)[number];
export type MinDiscount = (typeof MIN_DISCOUNT_CHOICES)[number];

export interface ProductFilters {
  category?: string;
  search?: string;
  sort?: Exclude<ProductSort, 'relevance'>;
  /** Rupees. */
  minPrice?: number;
  /** Rupees. */
  maxPrice?: number;
  minRating?: MinRating;
  inStock?: boolean;
  minDiscount?: MinDiscount;
}

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

function rupees(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * The view a shop URL asks for. A value the shop does not offer (an edited or old link) is
 * dropped rather than sent, so the page shows the nearest view instead of an error.
 */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const sort = oneOf(PRODUCT_SORTS, params.get('sort'));
  const filters: ProductFilters = {
    category: params.get('category')?.trim() || undefined,
    search: params.get('search')?.trim() || undefined,
    sort: sort === 'relevance' ? undefined : sort,
    minPrice: rupees(params.get('minPrice')),
    maxPrice: rupees(params.get('maxPrice')),
    minRating: oneOf(MIN_RATINGS, Number(params.get('minRating'))),
    inStock: params.get('inStock') === 'true' || undefined,
    minDiscount: oneOf(MIN_DISCOUNTS, Number(params.get('minDiscount'))),
  };
  // A range entered backwards means the same prices the right way round.
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    [filters.minPrice, filters.maxPrice] = [filters.maxPrice, filters.minPrice];
  }
  return filters;
}

/** The query string for a view, in one fixed order so equal views give equal URLs (and cache keys). */
export function filtersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.minDiscount) params.set('minDiscount', String(filters.minDiscount));
  return params;
}

/** `/shop` with this view; a link to it shares the view. */
export function shopHref(filters: ProductFilters): string {
  const query = filtersToParams(filters).toString();
  return query ? `/shop?${query}` : '/shop';
}

/** How many filters beyond category and search narrow the list (the phone's "Filters (2)"). */
export function countNarrowingFilters(filters: ProductFilters): number {
  return [
    filters.minPrice !== undefined || filters.maxPrice !== undefined,
    filters.minRating,
    filters.inStock,
    filters.minDiscount,
  ].filter(Boolean).length;
}

/**
 * The view's parameters other than `omit`, for a GET form's hidden fields: a form that sets
 * some of them keeps the rest (decision 060: the shop's forms work without JavaScript).
 */
export function keptParams(
  filters: ProductFilters,
  omit: readonly (keyof ProductFilters)[],
): [string, string][] {
  return [...filtersToParams(filters)].filter(
    ([name]) => !omit.includes(name as keyof ProductFilters),
  );
}
