// What the merchant console sends and reads about orders (decision 024): the
// status change a person makes, the orders list's filters, and the shapes of an order's
// timeline and of the console's order views.

import { consolePageQuery } from './admin.ts';
import { ORDER_STATUSES, ORDER_TARGET_STATUSES, type OrderStatus } from './orders.ts';
import type { PaymentMismatch, PaymentStatus } from './payments.ts';
import type { Order, OrderEvent } from './types.ts';
import { singleLine, text } from './validation.ts';
import { z } from './zod.ts';

export const COURIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 40;
export const STATUS_NOTE_MAX = 500;
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

export const courierSchema = singleLine()
  .trim()
  .min(1, 'Courier is required to ship an order.')
  .max(COURIER_MAX, `Courier must be at most ${COURIER_MAX} characters.`);

export const trackingNumberSchema = singleLine()
  .trim()
  .min(1, 'Tracking number is required to ship an order.')
  .max(TRACKING_NUMBER_MAX, `Tracking number must be at most ${TRACKING_NUMBER_MAX} characters.`)
  .regex(TRACKING_NUMBER_PATTERN, 'Tracking number may hold only letters, digits and dashes.');

/** POST /api/admin/orders/:orderNumber/status; shipping needs the courier and tracking number. */
export const orderStatusChangeBody = z
  .object({
    status: z.enum(ORDER_TARGET_STATUSES, {
      error: 'Status must be one of packed, shipped, delivered, cancelled.',
    }),
    courier: courierSchema.optional(),
    trackingNumber: trackingNumberSchema.optional(),
    note: text()
      .trim()
      .max(STATUS_NOTE_MAX, `Note must be at most ${STATUS_NOTE_MAX} characters.`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    if (body.courier === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['courier'],
        message: 'Courier is required to ship an order.',
      });
    }
    if (body.trackingNumber === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: 'Tracking number is required to ship an order.',
      });
    }
  });
export type OrderStatusChange = z.infer<typeof orderStatusChangeBody>;

/** The ship form of the console: both fields required (the same rules as the API). */
export const shipFormSchema = z.object({
  courier: courierSchema,
  trackingNumber: trackingNumberSchema,
});
export type ShipFormInput = z.input<typeof shipFormSchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (label: string) =>
  singleLine()
    .trim()
    .regex(DATE_PATTERN, `${label} must be a date like 2026-11-21.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} is not a real date.`);

/** GET /api/admin/orders: newest first; dates are IST calendar days, both ends included. */
export const adminOrdersQuery = consolePageQuery.extend({
  status: z
    .enum(ORDER_STATUSES, {
      error: `Status must be one of ${ORDER_STATUSES.join(', ')}.`,
    })
    .optional(),
  from: isoDay('From').optional(),
  to: isoDay('To').optional(),
  /** part of the customer's name or e-mail as entered at checkout */
  customer: singleLine().trim().max(254).optional(),
  /** part of the order number */
  q: singleLine().trim().max(32).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/**
 * GET /api/admin/orders/:orderNumber/label.pdf: the parcel's weight as the packer weighed it, in
 * grams; without it the lines' product weights times their quantities (decision 080), or, when a
 * product has no weight, a line to write it on.
 */
export const shippingLabelQuery = z.object({
  weightGrams: z.coerce
    .number({ error: 'Weight must be a whole number of grams.' })
    .int('Weight must be a whole number of grams.')
    .min(1, 'Weight must be at least 1 gram.')
    .max(100_000, 'Weight must be at most 100000 grams (100 kg).')
    .optional(),
});
export type ShippingLabelQuery = z.infer<typeof shippingLabelQuery>;

/** A step as the merchant sees it: who moved the order, and the note they left. */
export interface AdminOrderEvent extends OrderEvent {
  actor: { id: string | null; name: string };
  note: string | null;
}

/** A row of the console's orders list. */
export interface AdminOrderSummary {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  customer: { name: string; email: string };
  itemCount: number;
  total: number;
  /** where the money stands: staff pack only paid (or cash on delivery) orders */
  payment: PaymentStatus;
}

/** The console's order: the customer's view plus the account, staff timeline and next steps. */
export interface AdminOrder extends Omit<Order, 'timeline'> {
  customer: { id: string; name: string; email: string };
  timeline: AdminOrderEvent[];
  nextStatuses: readonly OrderStatus[];
  /** signed confirmations that did not settle the order (decision 056), oldest first */
  paymentMismatches: PaymentMismatch[];
  /** its tax invoice once issued, when the goods are dispatched (decision 068); null before */
  invoice: { number: string; issuedAt: string } | null;
}

/** GET /api/admin/orders.csv (decision 075): the orders placed between two IST days. */
export const ordersCsvQuery = adminOrdersQuery.pick({ status: true, from: true, to: true });
export type OrdersCsvQuery = z.infer<typeof ordersCsvQuery>;

/** The columns of orders.csv, for the accountant and the courier. */
export const ORDERS_CSV_COLUMNS = [
  'order_number',
  'placed_at',
  'status',
  'payment_method',
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pin',
  'items',
  'subtotal',
  'shipping',
  'gst',
  'total',
  'courier',
  'tracking_number',
] as const;
