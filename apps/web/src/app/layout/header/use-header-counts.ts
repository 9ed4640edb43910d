/**
 * Counts shown on the header's wishlist and cart icons. The wishlist-and-cart feature (issue 5)
 * fills these in; until then there is nothing to count.
 */
export function useHeaderCounts(): { wishlist?: number; cart?: number } {
  return {};
}
