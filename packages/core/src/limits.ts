// Shop constants that screens show without validating anything. Kept apart from
// validation.ts so a page that only needs a number does not load zod (≈ 26 kB gzip).

/** SPEC §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest catalogue search the API accepts; the header's search box stops typing there. */
export const SEARCH_MAX_LENGTH = 200;
/** SPEC §5 Full Name: the display name shown in the header and sent in identity tokens. */
export const FULL_NAME_MAX_LENGTH = 100;
/** Largest quantity of one product in a cart or an order: a shop limit, not a stock level. */
export const MAX_LINE_QUANTITY = 99;
/**
 * Most distinct products in one order, and so in one cart: a bigger cart could not be checked
 * out. The order body's items array and the cart's line count both use it.
 */
export const MAX_ORDER_LINES = 50;

/** SPEC §9: payment methods; credit-card is the default. */
export const PAYMENT_METHODS = ['credit-card', 'upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How checkout and the order pages name each payment method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  'credit-card': 'Credit/Debit Card',
  upi: 'UPI',
  cod: 'Cash on Delivery',
};

/**
 * How /shop can order products. Relevance is the default with a search, popularity
 * without one (a relevance sort without a search falls back to popularity).
 */
export const PRODUCT_SORTS = [
  'relevance',
  'popularity',
  'price-asc',
  'price-desc',
  'discount',
  'rating',
  'co2',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/**
 * A product list counts its matches up to this many; beyond it the reply says the
 * total is at least this (X-Total-At-Least) and the shop shows "1,000+ products". A relevance
 * search ranks at most this many candidates, the most popular matches first (decision 038).
 */
export const PRODUCT_COUNT_LIMIT = 1000;
/** The "rating ≥" filter's choices (stars). */
export const MIN_RATING_CHOICES = [3, 4] as const;
/** The "discount ≥" filter's choices (percent off, SPEC §9). */
export const MIN_DISCOUNT_CHOICES = [10, 25, 50] as const;
/** Highest price (rupees) a price filter accepts: far above any product. */
export const MAX_PRICE_FILTER = 10_000_000;
/** Most related products one call returns; the product page shows 4. */
export const MAX_RELATED_PRODUCTS = 12;
/** Suggestions as you type: products and categories shown under the header's search box. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;

/** How many addresses one account's address book holds. */
export const MAX_SAVED_ADDRESSES = 20;
