// Shapes of the JSON the API sends (SPEC.md §3 field names: _id, mrp, ratingCount, ...).
// Money is rupees with at most 2 decimals.

export interface Category {
  _id: string;
  name: string;
  slug: string;
  image: string;
}

export interface Product {
  _id: string;
  name: string;
  slug: string;
  description: string;
  image: string;
  price: number;
  mrp: number | null;
  rating: number;
  ratingCount: number;
  category?: string;
  categorySlug?: string;
  stock: number;
  featured: boolean;
}

export interface CartLine {
  productId: string;
  name: string;
  image: string;
  price: number;
  mrp: number | null;
  quantity: number;
  category?: string;
  stock: number;
}

export interface WishlistEntry {
  productId: string;
  product: Product;
  addedAt: string;
}

/** SPEC §3: what the cart or Buy Now hands to /checkout as navigation state. */
export interface CheckoutItem {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  image: string;
}

export interface CarbonSummary {
  totalEmissions: number;
  monthlyEmissions: number;
  shoppingEmissions: number;
  savedEmissions: number;
  ecoProductsPurchased: number;
  carbonGoal: number;
}

export interface ApiError {
  message: string;
}
