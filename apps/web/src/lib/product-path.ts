/**
 * The product page's address. Lines that only know the product's id (cart, checkout
 * and order lines) pass the id: the API answers `/products/:id` by id or by slug.
 */
export function productPath(slugOrId: string): string {
  return `/product/${encodeURIComponent(slugOrId)}`;
}
