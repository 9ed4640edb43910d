// Table types for Kysely. Each feature's tables are declared here, next to each other, so a
// reader sees the whole schema at once; the SQL that creates them is in ./migrations.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CategoriesTable {
  id: Generated<string>;
  name: string;
  slug: string;
  image: string;
  position: number;
}

export interface ProductsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: string;
  image: string;
  /** integer paise */
  price_paise: number;
  /** integer paise; null when the product has no MRP */
  mrp_paise: number | null;
  rating: number;
  rating_count: number;
  category_id: string | null;
  stock: number;
  featured: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** generated: weighted full-text document of name and description */
  search_vector: ColumnType<string, never, never>;
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
  created_at: Generated<Date>;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  support_tickets: SupportTicketsTable;
}
