import { keywordCarbonRecord } from '@harit/core/carbon-record';
import { deliveryEstimate } from '@harit/core/delivery';
import type { AdminOrder, AdminOrderSummary } from '@harit/core/fulfilment';
import { unitPriceWithGst } from '@harit/core/money';
import type { ReturnRequest } from '@harit/core/returns';
import { sampleShipping } from '@harit/core/testing/shipping.mjs';
import type { Order, PinCodePlace, Product, SavedAddress } from '@harit/core/types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Bamboo Toothbrush (Pack of 4)',
    slug: 'bamboo-toothbrush-pack-of-4',
    description: 'Biodegradable bamboo handles with soft charcoal bristles.',
    image: '/images/products/bamboo-toothbrush-pack-of-4.svg',
    price: 1899,
    mrp: 2999,
    rating: 4.4,
    ratingCount: 3120,
    category: 'Zero Waste',
    categorySlug: 'zero-waste',
    stock: 10,
    featured: true,
    carbon: keywordCarbonRecord('Bamboo Toothbrush (Pack of 4)'),
    gstRate: 18,
    ...overrides,
    // The price with GST follows the price and rate given, as the server's answer does.
    priceWithGst:
      overrides.priceWithGst ?? unitPriceWithGst(overrides.price ?? 1899, overrides.gstRate ?? 18),
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderNumber: '4821730956',
    status: 'placed',
    createdAt: '2025-11-21T10:00:00.000Z',
    cancelledAt: null,
    deliveredAt: null,
    courier: null,
    trackingNumber: null,
    timeline: [
      { status: 'placed', at: '2025-11-21T10:00:00.000Z', courier: null, trackingNumber: null },
    ],
    paymentMethod: 'upi',
    payment: { status: 'paid', payBy: null, canPay: false, failure: null },
    shippingAddress: { ...sampleShipping },
    items: [
      {
        productId: 'p1',
        name: 'Bamboo Toothbrush (Pack of 4)',
        image: '/images/products/bamboo-toothbrush-pack-of-4.svg',
        price: 1899,
        mrp: 2999,
        quantity: 2,
        lineTotal: 3798,
        carbonKg: -5,
        returnStatus: null,
        gstRate: 18,
      },
    ],
    itemCount: 2,
    subtotal: 3798,
    shipping: 100,
    gst: 683.64,
    total: 4581.64,
    savings: 2200,
    couponCode: null,
    couponDiscount: 0,
    pointsSpent: 0,
    pointsDiscount: 0,
    carbonImpact: { savings: 5, emissions: 0, ecoProducts: 2, net: 5 },
    carbonReversed: null,
    rewardPoints: 50,
    rewardPointsReversed: 0,
    canCancel: true,
    canReturn: false,
    ...overrides,
  };
}

/** An order as the console reads it: placed by its customer, not yet invoiced (decision 068). */
export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const { timeline: _t, ...order } = makeOrder();
  return {
    ...order,
    customer: { id: 'u9', name: 'Asha Verma', email: 'asha@example.in' },
    timeline: [
      {
        status: 'placed',
        at: '2025-11-21T10:00:00.000Z',
        courier: null,
        trackingNumber: null,
        actor: { id: null, name: 'Customer' },
        note: null,
      },
    ],
    nextStatuses: ['packed', 'cancelled'],
    paymentMismatches: [],
    invoice: null,
    ...overrides,
  };
}

/** Order `n` as the console's orders list shows it: placed and paid, two items. */
export function makeAdminOrderSummary(
  n: number,
  overrides: Partial<AdminOrderSummary> = {},
): AdminOrderSummary {
  return {
    orderNumber: String(4000000000 + n),
    status: 'placed',
    createdAt: '2025-11-21T10:00:00.000Z',
    customer: { name: 'Asha Verma', email: 'asha@example.in' },
    itemCount: 2,
    total: 4581.64,
    payment: 'paid',
    ...overrides,
  };
}

/** Meera's home in Bengaluru, her default address. */
export const homeAddress: SavedAddress = {
  id: 'a1',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: null,
  phone: '9845012345',
  address: '7 Richmond Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
  isDefault: true,
};

/** A return request for one unit, just asked for; nothing decided, shipped or refunded yet. */
export function makeReturn(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: 'r1',
    orderNumber: '1029384756',
    productId: 'p1',
    productName: 'Bamboo Toothbrush',
    quantity: 1,
    reason: 'Bristles fell out',
    status: 'requested',
    rejectionReason: null,
    refundAmount: null,
    refundMethod: null,
    createdAt: '2026-11-20T06:00:00.000Z',
    returnBy: null,
    returnAddress: null,
    pickupRequestedAt: null,
    cashOnDelivery: false,
    refundAccount: null,
    refund: null,
    ...overrides,
  };
}

/**
 * GET /api/pin-codes/:pin as the server answers it, from a test's own table of places: the
 * delivery estimate by core's rule from Karnataka, or a 404 for a PIN code not in the table.
 */
export function pinCodeReply(places: Record<string, Omit<PinCodePlace, 'pin'>>, path: string) {
  const pin = path.slice('/api/pin-codes/'.length);
  const place = places[pin];
  return place
    ? Response.json({ pin, ...place, delivery: deliveryEstimate(place, 'Karnataka', new Date()) })
    : Response.json({ message: 'We do not know this PIN code' }, { status: 404 });
}
