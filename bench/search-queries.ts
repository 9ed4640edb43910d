// The benchmark's queries, kind by kind: bench/search.ts times them, and
// bench/search-compare.ts runs the same ones on two builds side by side.
import type { ProductSort } from '@harit/core/limits';
import type { ProductFilter } from '../apps/server/src/features/catalog/repository.ts';
import { ADJECTIVES, MATERIALS, PRODUCTS } from './search-catalogue.ts';

export type SearchQuery = Omit<ProductFilter, 'limit' | 'offset'>;
const pick = <T>(list: readonly T[], i: number, step: number) => list[(i * step) % list.length]!;
/** A misspelling 1–2 edits away: a letter dropped, or two neighbours swapped. */
function misspelt(word: string, i: number): string {
  const at = 1 + (i % (word.length - 2));
  return i % 2 === 0
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}
const material = (i: number) => pick(MATERIALS, i, 7);
const product = (i: number) => pick(PRODUCTS, i, 11);
const SORTS: ProductSort[] = ['price-asc', 'price-desc', 'popularity', 'rating', 'discount', 'co2'];
const WIDENED = ['tooth brush', 'flask', 'baans', 'थैला', 'jaivik cotton', 'saur lalten'];

/** The i-th query of each kind: every kind has QUERIES queries, most of them different. */
export const SEARCH_QUERY_KINDS: Record<string, (i: number) => SearchQuery> = {
  'typical (material + product)': (i) => ({ search: `${material(i)} ${product(i)[0]}` }),
  'one broad word': (i) => ({ search: material(i) }),
  'multi-word (3–4 words)': (i) => ({
    search: `${pick(ADJECTIVES, i, 5)} ${material(i)} ${product(i)[0]}`,
  }),
  typo: (i) => ({ search: misspelt(product(i)[0].split(' ')[0]!, i) }),
  'no hit': (i) => ({ search: `qz${(i * 7919).toString(36)}x vwpt` }),
  'widened (joined words, synonyms, Hindi)': (i) => ({ search: WIDENED[i % WIDENED.length] }),
  'category-scoped': (i) => ({ search: material(i), category: product(i)[1] }),
  'sorted (price, popularity, rating, …)': (i) => ({
    search: material(i),
    sort: SORTS[i % SORTS.length],
  }),
  'filtered (price, rating, stock, discount)': (i) => ({
    search: `${material(i)} ${product(i)[0]}`,
    ...[
      { minPrice: 500, maxPrice: 2000 },
      { inStock: true },
      { minRating: 4 },
      { minDiscount: 25 },
    ][i % 4],
  }),
  'listing, no search, page 40 by cursor': () => ({ sort: 'price-asc' }),
};
