// The first part of every query key, one per server resource. A feature builds its keys on its
// own root; a write that changes another feature's data (an order empties the cart, lowers
// stock, adds carbon entries and points) invalidates that root by importing it from here, never
// by spelling the string again and never by importing the other feature (decision 015).
export const queryRoots = {
  account: ['account'],
  /** the shopper's address book */
  addresses: ['addresses'],
  /** the merchant console's catalogue: products, categories, stock as staff see them */
  adminCatalog: ['admin', 'catalog'],
  audit: ['audit'],
  coupons: ['coupons'],
  cart: ['cart'],
  carbon: ['carbon'],
  categories: ['categories'],
  /** the console's customers and the shop's notes about them */
  customers: ['admin', 'customers'],
  dashboard: ['dashboard'],
  orders: ['orders'],
  /** how the shop takes payments now: the methods the checkout offers (decision 056) */
  paymentOptions: ['payment-options'],
  /** where a PIN code is and when an order reaches it (decision 029) */
  pinCodes: ['pin-codes'],
  products: ['products'],
  /** the console's sales report (decision 076) */
  reports: ['reports'],
  returns: ['returns'],
  rewards: ['rewards'],
  /** the seller printed on tax invoices (decision 083) */
  seller: ['admin', 'seller'],
  staff: ['staff'],
  support: ['support'],
  wishlist: ['wishlist'],
} as const;

/** What placing or cancelling an order changes: the order list, stock, the tracker and points. */
export const rootsAnOrderChanges = [
  queryRoots.orders,
  queryRoots.products,
  queryRoots.carbon,
  queryRoots.rewards,
] as const;
