import type { ProductCarbon } from '@harit/core/carbon-record';
// Table types for Kysely. Each feature's tables are declared here, next to each other, so a
// reader sees the whole schema at once; the SQL that creates them is in ./migrations.

import type { PaymentMethod } from '@harit/core/limits';
import type { OrderStatus } from '@harit/core/orders';
import type { PaymentStatus } from '@harit/core/payments';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CategoriesTable {
  id: Generated<string>;
  name: string;
  /** the name in Hindi (migration 0023); '' when none: the shop shows the English name */
  name_hi: Generated<string>;
  slug: string;
  image: string;
  position: number;
}

export interface ProductsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: string;
  /** the name and description in Hindi (migration 0023); '' when none: English is shown */
  name_hi: Generated<string>;
  description_hi: Generated<string>;
  image: string;
  /** integer paise */
  price_paise: number;
  /** integer paise; null when the product has no MRP */
  mrp_paise: number | null;
  /** the seeded figures combined with reviews (decision 017) */
  rating: number;
  rating_count: number;
  /** the seeded figures, kept once reviews change rating (null until then) */
  seed_rating: ColumnType<number | null, number | null | undefined, number | null>;
  seed_rating_count: ColumnType<number | null, number | null | undefined, number | null>;
  category_id: string | null;
  stock: number;
  featured: boolean;
  created_at: Timestamp;
  /**
   * when a person last edited the product's details in the console: the version an edit carries
   * (409 when stale). Stock and rating changes (orders, adjustments, reviews) leave it alone.
   */
  updated_at: Timestamp;
  /** generated: weighted full-text document of the names and descriptions, English and Hindi */
  search_vector: ColumnType<string, never, never>;
  /** the carbon record's saving per unit (kg; decision 069), written with the record */
  co2_saved_kg: Generated<number>;
  /** the product's carbon record (core's productCarbonSchema; migration 0033) */
  carbon: ColumnType<ProductCarbon, string, string>;
  /** set when a merchant archives the product: gone from the shop, kept for old orders */
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** generated: SPEC §9 percent off on the price with GST, as percentOffWithGst() (0043) */
  discount_percent: ColumnType<number, never, never>;
  /** generated: one unit's price with its GST in paise, as unitPriceWithGst() (0044) */
  price_with_gst_paise: ColumnType<number, never, never>;
  /** HSN code for GST tax invoices, 4 to 8 digits (migration 0020); null until a merchant sets it */
  hsn_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** unit quantity code printed beside quantities on invoices (migration 0032; core uqc.ts) */
  uqc: Generated<string>;
  /** GST rate in percent, 0, 5, 18 or 40 (migration 0034; core GST_RATES) */
  gst_rate: Generated<number>;
  /** e.g. HRT-SOL-001, in capitals, unique where set (migration 0040; decision 080) */
  sku: ColumnType<string | null, string | null | undefined, string | null>;
  /** grams as packed, 1 to 100000; null when not known (migration 0040) */
  weight_grams: ColumnType<number | null, number | null | undefined, number | null>;
  /** the pictures after the main one (image), in the shop's order; at most 7 (migration 0040) */
  more_images: ColumnType<string[], string[] | undefined, string[]>;
}

export interface WishlistItemsTable {
  user_id: string;
  product_id: string;
  created_at: Generated<Date>;
}

export interface CartItemsTable {
  user_id: string;
  product_id: string;
  /** 1..99 (MAX_LINE_QUANTITY), never above the product's stock when written */
  quantity: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SupportTicketsTable {
  id: Generated<string>;
  /** 'HRT-' + 8 characters, what the shopper quotes */
  reference: string;
  /** null for a request sent signed out */
  user_id: string | null;
  email: string;
  /** one of SUPPORT_TOPICS */
  topic: string;
  order_number: string | null;
  message: string;
  /** one of SUPPORT_TICKET_STATUSES */
  status: Generated<string>;
  /** the staff member handling it */
  assigned_to: string | null;
  /** the language it was written in, 'en' or 'hi': a reply's mail to a guest follows it */
  language: Generated<string>;
  /** the last message or change of status */
  updated_at: Generated<Date>;
  created_at: Generated<Date>;
}

/** The conversation after a support request's first message. */
export interface SupportRepliesTable {
  id: Generated<string>;
  ticket_id: string;
  author_user_id: string | null;
  author_name: string;
  from_staff: boolean;
  body: string;
  created_at: Generated<Date>;
}

export interface UserProfilesTable {
  user_id: string;
  saved_payment_method: string | null;
  carbon_goal_kg: Generated<number>;
  updated_at: Generated<Date>;
}

/** The shopper's address book: the shipping details, e-mail optional. */
export interface AddressesTable {
  id: Generated<string>;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** 10 digits */
  phone: string;
  address: string;
  city: string;
  /** one of INDIAN_STATES */
  state: string;
  /** the PIN code */
  zip: string;
  /** at most one per user (a partial unique index) */
  is_default: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrdersTable {
  id: Generated<string>;
  order_number: string;
  user_id: string;
  idempotency_key: string | null;
  /** SHA-256 of the canonical request body, with idempotency_key */
  request_hash: string | null;
  payment_method: string;
  /** ShippingInput as JSON */
  shipping: ColumnType<unknown, string, string>;
  subtotal_paise: number;
  shipping_paise: number;
  gst_paise: number;
  total_paise: number;
  savings_paise: number;
  carbon_saved_kg: number;
  carbon_emitted_kg: number;
  eco_products: number;
  created_at: Timestamp;
  cancelled_at: Date | null;
  /** migration 0015: set by people (decision 024); each change also writes an order_events row */
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  packed_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  courier: string | null;
  tracking_number: string | null;
  /** a business buyer's GSTIN and legal name, for a B2B tax invoice (migration 0034) */
  buyer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  buyer_legal_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** migration 0035 (decision 074): the coupon used, and what it and the points took off */
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  coupon_paise: ColumnType<number, number | undefined, number>;
  points_spent: ColumnType<number, number | undefined, number>;
  points_paise: ColumnType<number, number | undefined, number>;
}

/** An order's timeline (migration 0015): one row per status it reached. */
export interface OrderEventsTable {
  id: Generated<string>;
  order_id: string;
  status: OrderStatus;
  /** the staff member who moved the order; null for the customer and the system */
  actor_user_id: string | null;
  actor_name: string;
  note: string | null;
  courier: string | null;
  tracking_number: string | null;
  created_at: Timestamp;
}

export interface OrderItemsTable {
  order_id: string;
  product_id: string;
  name: string;
  image: string;
  price_paise: number;
  mrp_paise: number | null;
  quantity: number;
  /** this line's checkout estimate: per-unit × quantity, negative = saved */
  carbon_kg: number;
  /** the GST rate in percent the line was sold at (migration 0034; decision 073) */
  gst_rate: number;
  /** the line's share of the coupon and points (migration 0035): GST is on the value less this */
  discount_paise: number;
  /** of discount_paise, the green points' share: given back as points when units are refunded */
  points_paise: number;
}

export interface ReturnRequestsTable {
  id: Generated<string>;
  user_id: string;
  order_id: string;
  product_id: string;
  reason: string;
  /** one of RETURN_STATUSES */
  status: Generated<string>;
  /** units of the line this request returns (partial returns) */
  quantity: Generated<number>;
  rejection_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  received_at: Date | null;
  refunded_at: Date | null;
  refund_paise: number | null;
  /** one of REFUND_METHODS */
  refund_method: string | null;
  created_at: Timestamp;
  /** migration 0037 (decision 076): how the item comes home and where the money goes */
  return_by: Generated<Date | null>;
  pickup_requested_at: Generated<Date | null>;
  /** core returns.ts RefundAccount, as the shopper gave it */
  refund_account: ColumnType<unknown, string | null | undefined, string | null>;
  /** a refund the shop pays itself (not through the payment provider) */
  refund_status: Generated<'pending' | 'processed' | 'failed' | null>;
  refund_reference: Generated<string | null>;
  refund_failure: Generated<string | null>;
}

/** A return request's timeline: one row per status it reached. */
export interface ReturnEventsTable {
  id: Generated<string>;
  return_id: string;
  status: string;
  actor_user_id: string | null;
  actor_name: string;
  note: string | null;
  created_at: Generated<Date>;
}

export interface CarbonEntriesTable {
  id: Generated<string>;
  user_id: string;
  source: 'purchase' | 'activity';
  category: string;
  description: string;
  quantity: number | null;
  unit: string | null;
  /** > 0 emitted, < 0 saved */
  kg_co2e: number;
  eco_units: Generated<number>;
  order_id: string | null;
  product_id: string | null;
  occurred_at: Timestamp;
  created_at: Timestamp;
  /** activities: the kind logged (core carbon-factors ActivityKind); null for purchases */
  activity: string | null;
  note: string | null;
  /** 'demo': generated for the demo account, rebuilt on every start */
  seed: 'demo' | null;
  /** purchases: units of the line no longer counted (cancelled or returned; decision 077) */
  reversed_units: Generated<number>;
  /** purchases: kg CO2e no longer counted, same sign as bought; kg_co2e is what still counts */
  reversed_kg: Generated<number>;
  reversal: 'cancelled' | 'returned' | null;
  reversed_at: Timestamp | null;
}

export interface RewardEntriesTable {
  id: Generated<string>;
  user_id: string;
  order_id: string | null;
  points: number;
  reason: string;
  created_at: Timestamp;
  /** a negative entry taking back what an order earned, and why (decision 077) */
  reversal: 'cancelled' | 'returned' | null;
  /** points spent on an order at checkout (migration 0035), apart from those it earned */
  spent: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Coupons (migration 0035, decision 074). */
export interface CouponsTable {
  id: Generated<string>;
  code: string;
  type: 'percent' | 'flat';
  value: number;
  min_subtotal_paise: number;
  starts_at: Date | null;
  ends_at: Date | null;
  total_uses: number | null;
  per_customer_limit: number | null;
  category: string | null;
  product_id: string | null;
  paused: boolean;
  used: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per order that used a coupon (migration 0035). */
export interface CouponRedemptionsTable {
  order_id: string;
  coupon_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** Shoppers waiting for a product to be back in stock (migration 0035). */
export interface StockAlertsTable {
  user_id: string;
  product_id: string;
  created_at: Timestamp;
  notified_at: Date | null;
}

/** Words of product and category names, for typo correction (kept by triggers). */
export interface SearchWordsTable {
  word: string;
}

/** Words a search also looks for: synonyms and Hindi/Hinglish words (migration 0011). */
export interface SearchSynonymsTable {
  word: string;
  synonym: string;
}

/** Failed sign-in attempts per account and the lock they lead to (plugins/identity/login-throttle.ts). */
export interface LoginThrottleTable {
  /** normalised (lower-case) e-mail */
  email: string;
  /** attempts counted since window_started_at, in flight or failed */
  attempts: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
  /** locks so far: each doubles the next one's length */
  lock_count: number;
  updated_at: Timestamp;
}

/** Request counter per key and fixed window (db/rate-limit.ts). */
export interface RequestLimitsTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}

/** A shopper's review of a product (features/reviews). */
export interface ReviewsTable {
  id: Generated<string>;
  user_id: string;
  product_id: string;
  /** 1..5 */
  rating: number;
  title: string | null;
  /** plain text, 10..2000 characters */
  body: string;
  /** "Asha V.", as the reviewer was named when writing */
  author_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Every change a staff member or admin makes (features/audit). */
export interface AuditLogTable {
  id: Generated<string>;
  actor_user_id: string | null;
  actor_name: string;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, string | null> | null;
  after: ColumnType<unknown, string | null, string | null> | null;
  created_at: Generated<Date>;
}

/** A change of a product's stock by a person, with its reason. */
export interface StockAdjustmentsTable {
  id: Generated<string>;
  product_id: string;
  delta: number;
  reason: string;
  note: string | null;
  stock_after: number;
  actor_user_id: string | null;
  actor_name: string;
  created_at: Generated<Date>;
}

/** Mail waiting to be sent, or sent (mail/outbox.ts, decision 023). */
export interface OutboxMailsTable {
  id: Generated<string>;
  /** unique: the same key is queued once, e.g. order-placed:<orderId> */
  key: string;
  recipient: string;
  /** a TemplateName of mail/templates */
  template: string;
  /** the template's data, as JSON */
  data: ColumnType<unknown, string, string>;
  /** AttachmentRef[] as JSON (migration 0020): files rendered when the mail is sent */
  attachments: ColumnType<unknown, string | undefined, string>;
  status: ColumnType<
    'pending' | 'sent' | 'failed',
    'pending' | undefined,
    'pending' | 'sent' | 'failed'
  >;
  attempts: Generated<number>;
  /** when it is due; while a worker sends it, the end of that worker's claim */
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}

/** An order's payment (features/payments, Decision 032). */
export interface PaymentsTable {
  order_id: string;
  order_number: string;
  user_id: string;
  method: PaymentMethod;
  /** the id of the provider that takes it (features/payments/providers/), or 'cod' */
  provider: string;
  status: PaymentStatus;
  amount_paise: number;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  failure_reason: string | null;
  /** card and UPI while unpaid: when the sweeper cancels the order */
  pay_by: Date | null;
  paid_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a provider reported about one attempt to pay an order. */
export interface PaymentAttemptsTable {
  id: Generated<string>;
  order_id: string;
  provider_payment_id: string | null;
  /** mismatch: a signed confirmation the order could not take (decision 056) */
  outcome: 'paid' | 'failed' | 'mismatch';
  detail: string | null;
  /** what a mismatch reported: amount in its currency's smallest unit, currency, status */
  amount: number | null;
  currency: string | null;
  provider_status: string | null;
  created_at: Generated<Date>;
}

/** Webhook events processed once (replay protection). */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  event: string;
  received_at: Generated<Date>;
}

/** Money to send back, sent by the payment sweeper after the deciding transaction commits. */
export interface PaymentRefundsTable {
  id: Generated<string>;
  /** unique: one refund per cause, e.g. cancel:<orderId> */
  key: string;
  order_id: string;
  amount_paise: number;
  reason: string;
  status: ColumnType<
    'pending' | 'processed' | 'failed',
    'pending' | undefined,
    'pending' | 'processed' | 'failed'
  >;
  provider_refund_id: string | null;
  /** the provider payment refunded; null: the order's payment (payments.provider_payment_id) */
  provider_payment_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Generated<Date>;
  processed_at: Date | null;
}

/** Invoice and credit-note numbers: the last one taken, per kind and financial year (0020). */
export interface DocumentSeriesTable {
  kind: 'invoice' | 'credit-note';
  /** "2026-27" */
  financial_year: string;
  last_number: number;
}

/** A GST tax invoice (decision 030): a copy of everything it prints. */
export interface InvoicesTable {
  id: Generated<string>;
  order_id: string;
  /** the order's number and owner, copied: who may read the invoice */
  order_number: string;
  user_id: string;
  /** "HRT2627-000123" (earlier "HRT/2026-27/000123"; decision 061) */
  number: string;
  issued_at: Timestamp;
  /** InvoiceSeller as JSON */
  seller: ColumnType<unknown, string, string>;
  /** InvoiceBuyer as JSON */
  buyer: ColumnType<unknown, string, string>;
  place_of_supply: string;
  intra_state: boolean;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface InvoiceLinesTable {
  invoice_id: string;
  position: number;
  /** null for the delivery line */
  product_id: string | null;
  description: string;
  hsn: string;
  /** the unit quantity code (migration 0032); null on lines issued before it */
  uqc: ColumnType<string | null, string | null | undefined, string | null>;
  quantity: number;
  unit_price_paise: number;
  /** the line's discount (migration 0035): taxable value = quantity × unit price − discount */
  discount_paise: ColumnType<number, number | undefined, number>;
  taxable_paise: number;
  rate_percent: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/** A credit note against an invoice: a cancelled order, or a refunded return. */
export interface CreditNotesTable {
  id: Generated<string>;
  /** "CN2627-000001" (earlier "HRT/CN/2026-27/000001"; decision 061) */
  number: string;
  invoice_id: string;
  /** the refunded return; null when the whole order was cancelled */
  return_id: string | null;
  reason: string;
  issued_at: Timestamp;
  /** TaxedLine[] as JSON */
  lines: ColumnType<unknown, string, string>;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** the seller who issued it (migration 0042, decision 083); null before: its invoice's */
  seller: ColumnType<unknown, string | undefined, string>;
}

/** Better Auth's user table, as far as our features read it (the role: decision 022). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  role: ColumnType<string | null, string | undefined, string>;
  /** the shop's language for this account; null before it was ever set: English */
  language: ColumnType<string | null, string | undefined, string>;
  createdAt: Date;
}

/** The shop's note about a customer (migration 0036; decision 075). */
export interface CustomerNotesTable {
  user_id: string;
  note: string;
  updated_by_user_id: string | null;
  updated_by_name: string;
  updated_at: Generated<Date>;
}

/** The seller's settings saved in the console: one row (migration 0042; decision 083). */
export interface SellerSettingsTable {
  id: Generated<number>;
  legal_name: string;
  address: string;
  gstin: string;
  state: string;
  invoice_prefix: string;
  signatory: string;
  updated_by_user_id: string | null;
  updated_at: Generated<Date>;
}

/** An invitation to the console (decision 081): the token only as its SHA-256. */
export interface StaffInvitesTable {
  id: Generated<string>;
  email: string;
  role: string;
  token_hash: string;
  invited_by_user_id: string | null;
  invited_by_name: string;
  created_at: Generated<Date>;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_user_id: string | null;
  revoked_at: Date | null;
}

/** A note on an order that only staff see (decision 081). */
export interface OrderNotesTable {
  id: Generated<string>;
  order_id: string;
  note: string;
  author_user_id: string | null;
  author_name: string;
  created_at: Generated<Date>;
}

/** An answer staff reuse in the support inbox (decision 081). */
export interface SupportSavedRepliesTable {
  id: Generated<string>;
  title: string;
  body: string;
  updated_by_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Better Auth's sessions; ending them signs a user out everywhere (decision 013). */
export interface SessionTable {
  id: string;
  userId: string;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  audit_log: AuditLogTable;
  outbox_mails: OutboxMailsTable;
  payments: PaymentsTable;
  payment_attempts: PaymentAttemptsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  stock_adjustments: StockAdjustmentsTable;
  search_words: SearchWordsTable;
  search_synonyms: SearchSynonymsTable;
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  support_tickets: SupportTicketsTable;
  user_profiles: UserProfilesTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  return_requests: ReturnRequestsTable;
  return_events: ReturnEventsTable;
  support_replies: SupportRepliesTable;
  carbon_entries: CarbonEntriesTable;
  reward_entries: RewardEntriesTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  stock_alerts: StockAlertsTable;
  login_throttle: LoginThrottleTable;
  request_limits: RequestLimitsTable;
  reviews: ReviewsTable;
  document_series: DocumentSeriesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  credit_notes: CreditNotesTable;
  customer_notes: CustomerNotesTable;
  seller_settings: SellerSettingsTable;
  staff_invites: StaffInvitesTable;
  order_notes: OrderNotesTable;
  support_saved_replies: SupportSavedRepliesTable;
}
