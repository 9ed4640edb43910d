// The console's customers (decision 075): who buys, how much and how lately, and what the shop
// noted about them. Staff read them one page at a time; the list as a file is for admins.

import { consolePageQuery } from './admin.ts';
import { SEARCH_MAX_LENGTH } from './limits.ts';
import type { OrderStatus } from './orders.ts';
import type { ReturnStatus } from './returns.ts';
import type { SupportTicketStatus, SupportTopic } from './validation.ts';
import { idSchema, singleLine, text } from './validation.ts';
import { z } from './zod.ts';

export const CUSTOMER_NOTE_MAX = 2_000;

/** GET /api/admin/customers: by name, e-mail or phone; those who ordered last first. */
/** /api/admin/customers/:id — an account's id. */
export const customerIdParams = z.object({ id: idSchema });

/** GET /api/admin/customers.csv — the customers whose name, e-mail or phone has the words. */
export const customersCsvQuery = z.object({
  search: singleLine().trim().max(SEARCH_MAX_LENGTH).optional(),
});

export const customerQuery = consolePageQuery.extend({
  search: singleLine().trim().max(SEARCH_MAX_LENGTH).optional(),
});
export type CustomerQuery = z.infer<typeof customerQuery>;

/** PUT /api/admin/customers/:id/note: the shop's own note, never shown to the customer. */
export const customerNoteBody = z
  .object({
    note: text()
      .trim()
      .max(CUSTOMER_NOTE_MAX, `Note must be at most ${CUSTOMER_NOTE_MAX} characters.`),
  })
  .strict();
export type CustomerNoteInput = z.input<typeof customerNoteBody>;

export interface CustomerSummary {
  id: string;
  name: string;
  email: string;
  /** from their default (or latest) address; null when they saved none */
  phone: string | null;
  /** orders placed, cancelled ones too */
  orders: number;
  /** rupees: the totals of the orders not cancelled, GST and shipping included */
  spend: number;
  lastOrderAt: string | null;
  /** green points held now */
  points: number;
  joinedAt: string;
}

export interface CustomerOrder {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  itemCount: number;
  /** rupees */
  total: number;
}

export interface CustomerReturn {
  id: string;
  orderNumber: string;
  productName: string;
  quantity: number;
  status: ReturnStatus;
  createdAt: string;
}

export interface CustomerTicket {
  reference: string;
  topic: SupportTopic;
  status: SupportTicketStatus;
  createdAt: string;
  /** who wrote last: the customer (by name) or a member of staff */
  lastFrom: { name: string; staff: boolean };
  replies: number;
}

export interface CustomerNote {
  text: string;
  by: string;
  at: string;
}

export interface CustomerDetail extends CustomerSummary {
  note: CustomerNote | null;
  recentOrders: CustomerOrder[];
  returns: CustomerReturn[];
  tickets: CustomerTicket[];
}

/** How many of each a customer's page lists (newest first). */
export const CUSTOMER_LIST_SIZE = 20;
