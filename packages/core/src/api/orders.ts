// Answers of orders, payments and tax documents.

import type { OrderTaxDocuments } from '../invoice.ts';
import { PAYMENT_METHODS } from '../limits.ts';
import { ORDER_STATUSES, REVERSAL_REASONS } from '../orders.ts';
import { PAYMENT_STATUSES } from '../payments.ts';
import type { Order, OrderPayment, PaymentCheckout } from '../types.ts';
import { z } from '../zod.ts';
import { shippingAddress } from './account.ts';
import { conforms, entityId, instant, rupees } from './common.ts';

export const orderPaymentFields = {
  status: z.enum(PAYMENT_STATUSES),
  payBy: instant.nullable().describe('Card or UPI while unpaid: when the order is cancelled'),
  canPay: z.boolean(),
  failure: z.string().nullable(),
};

export const orderPayment = conforms<OrderPayment>()(
  z.object(orderPaymentFields).meta({ id: 'OrderPayment' }),
);

export const orderEventFields = {
  status: z.enum(ORDER_STATUSES),
  at: instant,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
};

export const orderItem = z
  .object({
    productId: entityId,
    name: z.string(),
    image: z.string(),
    price: rupees,
    mrp: rupees.nullable(),
    quantity: z.number().int().min(1),
    lineTotal: rupees,
    carbonKg: z.number().describe("This line's checkout estimate, kg CO2e: negative = saved"),
    returnStatus: z.string().nullable(),
    gstRate: z.number().int().describe('The GST rate in percent the line was sold at'),
  })
  .meta({ id: 'OrderItem' });

/** Every field of an order but its timeline, which the console's order has its own of. */
export const orderFields = {
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: instant,
  cancelledAt: instant.nullable(),
  deliveredAt: instant.nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  payment: orderPayment,
  shippingAddress,
  items: z.array(orderItem),
  itemCount: z.number().int().min(1),
  subtotal: rupees,
  shipping: rupees,
  gst: rupees,
  total: rupees,
  savings: rupees,
  couponCode: z.string().nullable(),
  couponDiscount: rupees.describe("The coupon's discount, before GST (decision 074)"),
  pointsSpent: z.number().int().min(0),
  pointsDiscount: rupees.describe('What the green points spent took off, before GST'),
  carbonImpact: z.object({
    savings: z.number(),
    emissions: z.number(),
    ecoProducts: z.number().int().min(0),
    net: z.number(),
  }),
  carbonReversed: z
    .object({
      savings: z.number(),
      emissions: z.number(),
      ecoProducts: z.number().int().min(0),
      net: z.number(),
      reason: z.enum(REVERSAL_REASONS),
    })
    .nullable()
    .describe(
      'What cancelling the order or refunding returned units took back of carbonImpact; the tracker counts the difference',
    ),
  rewardPoints: z.number().int(),
  rewardPointsReversed: z
    .number()
    .int()
    .min(0)
    .describe('Green points taken back from what the order earned'),
  canCancel: z.boolean(),
  canReturn: z.boolean(),
};

export const order = conforms<Order>()(
  z.object({ ...orderFields, timeline: z.array(z.object(orderEventFields)) }).meta({ id: 'Order' }),
);

// ---- Payments ------------------------------------------------------------------------------

/** GET /api/payments/:orderNumber: the order's payment and what a payment page shows. */
export const paymentView = z
  .object({
    ...orderPaymentFields,
    orderNumber: z.string(),
    method: z.string(),
    amount: rupees,
    provider: z.string(),
    label: z.string(),
  })
  .meta({ id: 'Payment' });

/** POST /api/payments/:orderNumber/start (decision 065): the provider, and what its page or script opens with. */
export const paymentCheckout = conforms<PaymentCheckout>()(
  z
    .object({ provider: z.string(), clientData: z.record(z.string(), z.unknown()) })
    .meta({ id: 'PaymentCheckout' }),
);

/** POST /api/payments/:orderNumber/test-gateway: the payment, and the values its page hands back. */
export const testGatewayAnswer = z.object({
  payment: paymentView,
  handler: z.record(z.string(), z.string()).nullable(),
});

/** POST /api/payments/webhook/:provider: what became of the event. */
export const webhookAnswer = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });

// ---- Tax documents -------------------------------------------------------------------------

export const orderTaxDocuments = conforms<OrderTaxDocuments>()(
  z
    .object({
      invoice: z.object({ number: z.string(), issuedAt: instant, total: rupees }).nullable(),
      creditNotes: z.array(
        z.object({
          id: entityId,
          number: z.string(),
          issuedAt: instant,
          reason: z.string(),
          total: rupees,
        }),
      ),
    })
    .meta({ id: 'TaxDocuments' }),
);

/** A PDF download (invoice, credit note). */
export const pdfAnswer = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};
