// Answers of coupons (decision 074): the console's coupon, the checkout's quote.

import { type CheckoutQuote, COUPON_TYPES, type Coupon } from '../coupons.ts';
import { z } from '../zod.ts';
import { conforms, entityId, instant, rupees } from './common.ts';

export const coupon = conforms<Coupon>()(
  z
    .object({
      id: entityId,
      code: z.string(),
      type: z.enum(COUPON_TYPES),
      value: z.number().int().describe('percent: 1–100; flat: paise'),
      minSubtotalPaise: z.number().int(),
      startsAt: instant.nullable(),
      endsAt: instant.nullable(),
      totalUses: z.number().int().nullable(),
      perCustomerLimit: z.number().int().nullable(),
      category: z.string().nullable().describe("a category's slug: only its products"),
      productId: entityId.nullable(),
      paused: z.boolean(),
      used: z.number().int().describe('orders holding a use (cancelled ones give it back)'),
      createdAt: instant,
      updatedAt: instant,
    })
    .meta({ id: 'Coupon' }),
);

export const checkoutQuote = conforms<CheckoutQuote>()(
  z
    .object({
      subtotal: rupees,
      couponCode: z.string().nullable(),
      couponDiscount: rupees,
      points: z.number().int(),
      pointsDiscount: rupees,
      pointsBalance: z.number().int(),
      pointsSpendable: z.number().int(),
      gst: rupees.describe('GST on the subtotal less both discounts'),
      gstByRate: z
        .array(z.object({ rate: z.number().int(), taxable: rupees, gst: rupees }))
        .describe("Each rate's taxable value (less its lines' discounts) and GST"),
      shipping: rupees,
      total: rupees,
    })
    .meta({ id: 'CheckoutQuote' }),
);
