// Shapes of the JSON the API sends (SPEC.md §3 field names: _id, mrp, ratingCount, ...).
// Money is rupees with at most 2 decimals.

import type { ProductCarbon } from './carbon-record';
import type { DeliveryEstimate } from './delivery';
import type { OrderStatus, ReversalReason } from './orders';
import type { PaymentStatus } from './payments';
import type { SupportTicketStatus, SupportTopic } from './validation';

export interface Category {
  _id: string;
  /** In the language asked for (`lang`). */
  name: string;
  /** The English name, when `name` is another language's: shop addresses keep it. */
  englishName?: string;
  slug: string;
  image: string;
}

export interface Product {
  _id: string;
  /** In the language asked for (`lang`), English where it has no Hindi. */
  name: string;
  /** The English name, when `name` is another language's: carbon figures follow it (SPEC §9). */
  englishName?: string;
  slug: string;
  description: string;
  image: string;
  /** Every picture, the main one (image) first: a product's own answer only (decision 080). */
  images?: string[];
  /** Its SKU, e.g. HRT-SOL-001, or null: a product's own answer only (decision 080). */
  sku?: string | null;
  price: number;
  mrp: number | null;
  rating: number;
  ratingCount: number;
  category?: string;
  categorySlug?: string;
  stock: number;
  featured: boolean;
  /** Its carbon record (decision 069): the one figure every place shows, with its method. */
  carbon: ProductCarbon;
  /** Its GST rate in percent: 0, 5, 18 or 40 (decision 073). */
  gstRate: number;
  /**
   * The price with its GST: what a shopper pays for one before delivery (decision 073), the
   * figure every shop page shows (core unitPriceWithGst, decision 082).
   */
  priceWithGst: number;
}

/** A product under the header's search box as the shopper types. */
export interface ProductSuggestion {
  _id: string;
  slug: string;
  name: string;
  image: string;
  price: number;
  /** its GST rate in percent (decision 073) */
  gstRate: number;
  /** the price of one with its GST, the figure shown (decision 082) */
  priceWithGst: number;
}

/** GET /api/products/suggestions. */
export interface ProductSuggestions {
  products: ProductSuggestion[];
  categories: { name: string; slug: string }[];
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
  /** the product's carbon record figure, kg CO2e per unit, negative saves (decision 069) */
  carbonKgPerUnit: number;
  /** the product's GST rate in percent (decision 073) */
  gstRate: number;
  /** the price of one with its GST (decision 073) */
  priceWithGst: number;
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
  /**
   * The product's carbon record figure (decision 069): the Environmental Impact box shows what
   * the order will record. Missing in navigation state from before the record: keyword estimate.
   */
  carbonKgPerUnit?: number;
  /** The product's GST rate in percent (decision 073); missing: SPEC's 18 %. */
  gstRate?: number;
}

export interface CarbonSummary {
  totalEmissions: number;
  monthlyEmissions: number;
  shoppingEmissions: number;
  savedEmissions: number;
  ecoProductsPurchased: number;
  carbonGoal: number;
  /**
   * What cancelled orders and returned units took out of this month's figures (decision 077):
   * kg CO2e no longer counted as emitted, and as saved; how many order lines.
   */
  reversed: { emitted: number; saved: number; lines: number };
}

/** One IST calendar month of the tracker's trend chart. */
export interface CarbonTrendMonth {
  /** "2026-11" */
  month: string;
  /** kg CO2e emitted that month (sum of positive entries) */
  emitted: number;
  /** kg CO2e saved that month (absolute sum of negative entries) */
  saved: number;
}

/** A purchase or logged activity in the carbon tracker; kgCo2e < 0 is a saving. */
export interface CarbonEntry {
  id: string;
  source: 'purchase' | 'activity';
  category: string;
  /** the activity kind (car, electricity, ...) for activities; null for purchases */
  activity: string | null;
  description: string;
  quantity: number | null;
  unit: string | null;
  kgCo2e: number;
  ecoUnits: number;
  productId: string | null;
  orderNumber: string | null;
  note: string | null;
  occurredAt: string;
  /**
   * A purchase no longer counted in full (decision 077): its units and kg CO2e taken out (same
   * sign as bought), why and when; quantity and kgCo2e are what still counts. Null otherwise.
   */
  reversal: CarbonReversal | null;
}

export interface CarbonReversal {
  units: number;
  kgCo2e: number;
  reason: ReversalReason;
  at: string;
}

/** A line of the green-points ledger: points > 0 earned, < 0 reversed. */
export interface RewardEntry {
  id: string;
  points: number;
  reason: string;
  orderNumber: string | null;
  /** a negative entry taking back what an order earned: why (decision 077); null otherwise */
  reversal: ReversalReason | null;
  /** points an order earned: the kg CO2e it saved, which the entry names; null otherwise */
  savedKg: number | null;
  createdAt: string;
}

export interface Rewards {
  balance: number;
  pointsPerKgSaved: number;
  entries: RewardEntry[];
}

export interface ApiError {
  message: string;
}

/** A customer-care request; `reference` is what the shopper quotes. */
export interface SupportTicket {
  reference: string;
  status: SupportTicketStatus;
  topic: SupportTopic;
  orderNumber: string | null;
  message: string;
  email: string;
  createdAt: string;
  /** the conversation after the first message, oldest first */
  replies: SupportReply[];
}

/** A message after a support request's first: from the shop's staff or from the shopper. */
export interface SupportReply {
  id: string;
  /** the writer's name as it was; staff sign as themselves */
  author: string;
  fromStaff: boolean;
  body: string;
  createdAt: string;
}

export interface OrderItem {
  productId: string;
  name: string;
  image: string;
  price: number;
  mrp: number | null;
  quantity: number;
  lineTotal: number;
  /** this line's checkout estimate, kg CO2e: negative = saved */
  carbonKg: number;
  /** a return request for this line, if any */
  returnStatus: string | null;
  /** the GST rate in percent it was sold at (decision 073) */
  gstRate: number;
}

/** One step of an order's timeline, as the customer sees it (no staff names; decision 024). */
export interface OrderEvent {
  status: OrderStatus;
  /** ISO 8601 */
  at: string;
  courier: string | null;
  trackingNumber: string | null;
}

export interface Order {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  cancelledAt: string | null;
  /** when it was delivered: the return window runs from here */
  deliveredAt: string | null;
  /** set once shipped */
  courier: string | null;
  trackingNumber: string | null;
  /** placed first, then each change of status, oldest first */
  timeline: OrderEvent[];
  paymentMethod: 'credit-card' | 'upi' | 'cod';
  /** where the money stands (decision 032) */
  payment: OrderPayment;
  shippingAddress: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    zip: string;
  };
  items: OrderItem[];
  itemCount: number;
  subtotal: number;
  shipping: number;
  gst: number;
  total: number;
  savings: number;
  /** the coupon used (decision 074), and what it and the green points spent took off, rupees */
  couponCode: string | null;
  couponDiscount: number;
  pointsSpent: number;
  pointsDiscount: number;
  carbonImpact: { savings: number; emissions: number; ecoProducts: number; net: number };
  /**
   * What cancelling it or refunding returned units took back of carbonImpact, in the same
   * shape (decision 077); null when nothing was. The tracker counts the difference.
   */
  carbonReversed: {
    savings: number;
    emissions: number;
    ecoProducts: number;
    net: number;
    reason: ReversalReason;
  } | null;
  rewardPoints: number;
  /** green points taken back from what it earned (cancelled, units returned) */
  rewardPointsReversed: number;
  canCancel: boolean;
  canReturn: boolean;
}

/** An order's payment as its owner (and the console) sees it (decision 032). */
export interface OrderPayment {
  status: PaymentStatus;
  /** card or UPI while unpaid: when the order is cancelled if no payment has arrived (ISO 8601) */
  payBy: string | null;
  /** whether the shopper may pay (again) now */
  canPay: boolean;
  /** why the last attempt failed, in the provider's words */
  failure: string | null;
}

/**
 * POST /api/payments/:orderNumber/start: what the browser needs to take the shopper to the
 * provider that takes the payment (decisions 033 and 065): its id, and what its page or script
 * is opened with, in the provider's own shape (core/payments/providers/).
 */
export interface PaymentCheckout<ClientData = Record<string, unknown>> {
  provider: string;
  clientData: ClientData;
}

/** Stars 1–5 (decision 017). */
export type ReviewRating = 1 | 2 | 3 | 4 | 5;

/** A shopper's review of a product. Text is plain text: show it as text, never as HTML. */
export interface Review {
  id: string;
  productId: string;
  rating: ReviewRating;
  title: string | null;
  text: string;
  /** First name and last initial ("Asha V."), as the reviewer was named when writing. */
  authorName: string;
  /** Only shoppers with a delivered order line may review, so every review is one. */
  verifiedPurchase: true;
  createdAt: string;
  updatedAt: string;
}

/** A page of a product's reviews, newest first, with the star histogram and the product's figures. */
export interface ReviewSummary {
  items: Review[];
  /** Reviews written here (not the seeded ratings). */
  total: number;
  /** Reviews written here per star. */
  histogram: Record<ReviewRating, number>;
  /** The product's rating and ratingCount: the seeded figures combined with these reviews (decision 017). */
  rating: number;
  ratingCount: number;
}

/** GET /api/reviews/mine: the caller's review of a product, if any, and whether they may write one. */
export interface MyReview {
  review: Review | null;
  canReview: boolean;
}

/** An entry of the shopper's address book. */
export interface SavedAddress {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  isDefault: boolean;
}

/** Where a PIN code is (decision 062). */
export interface PinCodePlace {
  pin: string;
  /**
   * The town of the PIN's head office ("Vijayawada" for 520001), or null when the PIN has none:
   * its offices are named after localities and villages, so City is left to the shopper.
   */
  city: string | null;
  /** The district as India Post spells it ("NTR", "Bengaluru Urban"). */
  district: string;
  /** Its state: the one with most post offices. */
  state: string;
  /** Every state an address with this PIN may say: more than one on a border (decision 062). */
  states: string[];
}

/** What GET /api/pin-codes/:pin answers: where the PIN is and when an order placed now arrives. */
export interface PinCodeAnswer extends PinCodePlace {
  delivery: DeliveryEstimate;
}

/**
 * An order line as the catalogue reserved it (server: catalog's reserveStock), priced as
 * reserved: what the place-order workflow hands orders and invoices.
 */
export interface ReservedLine {
  productId: string;
  name: string;
  image: string;
  pricePaise: number;
  mrpPaise: number | null;
  quantity: number;
  /** the category's slug, 'general' without one */
  category: string;
  /** the HSN code the tax invoice prints; null for a product that has none yet */
  hsn: string | null;
  /** the product's carbon record figure, kg CO2e per unit, negative saves (decision 069) */
  carbonKgPerUnit: number;
  /** the unit quantity code the tax invoice prints beside the quantity (decision 067) */
  uqc: string;
  /** the product's GST rate in percent, which the order line keeps (decision 073) */
  gstRate: number;
}
