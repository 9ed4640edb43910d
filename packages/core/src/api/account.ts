// Answers of the account, address book, PIN codes, carbon tracker, green points, customer care
// and returns (the signed-in shopper's own data).

import { ACTIVITY_CATEGORIES } from '../carbon-factors.ts';
import { DELIVERY_ZONES, type DeliveryZone } from '../delivery.ts';
import { MOBILE_NUMBER } from '../india.ts';
import { LANGUAGES } from '../language.ts';
import { PAYMENT_METHODS } from '../limits.ts';
import { REVERSAL_REASONS } from '../orders.ts';
import { REFUND_METHODS, REFUND_STATES, RETURN_STATUSES, type ReturnRequest } from '../returns.ts';
import { ROLES } from '../roles.ts';
import type {
  CarbonEntry,
  CarbonSummary,
  CarbonTrendMonth,
  PinCodeAnswer,
  Rewards,
  SavedAddress,
  SupportReply,
  SupportTicket,
} from '../types.ts';
import { SUPPORT_TICKET_STATUSES, SUPPORT_TOPICS } from '../validation.ts';
import { z } from '../zod.ts';
import {
  conforms,
  email,
  entityId,
  indianState,
  instant,
  pinCode,
  rupees,
  textEnum,
} from './common.ts';

export const accountProviders = z.object({ emailPassword: z.boolean(), google: z.boolean() });

export const accountMe = z
  .object({
    id: entityId,
    name: z.string(),
    email,
    role: z.enum(ROLES),
    language: z.enum(LANGUAGES),
  })
  .meta({ id: 'Me' });

export const accountLanguage = z.object({ language: z.enum(LANGUAGES) });

/** The shipping details of an order and of the checkout (SPEC §5 rules). */
export const shippingAddress = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email,
    phone: z.string().regex(MOBILE_NUMBER),
    address: z.string(),
    city: z.string(),
    state: indianState,
    zip: pinCode,
  })
  .meta({ id: 'ShippingAddress' });

export const savedAddress = conforms<SavedAddress>()(
  shippingAddress
    .extend({ id: entityId, email: email.nullable(), isDefault: z.boolean() })
    .meta({ id: 'SavedAddress' }),
);

export const savedShipping = z.object({
  shipping: shippingAddress.nullable(),
  paymentMethod: textEnum(PAYMENT_METHODS).nullable(),
});

const deliveryZones = Object.keys(DELIVERY_ZONES) as [DeliveryZone, ...DeliveryZone[]];

export const pinCodeAnswer = conforms<PinCodeAnswer>()(
  z
    .object({
      pin: pinCode,
      city: z.string().nullable(),
      district: z.string(),
      state: indianState,
      states: z.array(indianState),
      delivery: z.object({
        zone: z.enum(deliveryZones),
        label: z.string(),
        minDays: z.number().int(),
        maxDays: z.number().int(),
        earliest: instant,
        latest: instant,
      }),
    })
    .meta({ id: 'PinCode' }),
);

// ---- Carbon tracker and green points -------------------------------------------------------

const kg = z.number().describe('kg CO2e');

export const carbonSummary = conforms<CarbonSummary>()(
  z
    .object({
      totalEmissions: kg,
      monthlyEmissions: kg,
      shoppingEmissions: kg,
      savedEmissions: kg,
      ecoProductsPurchased: z.number().int().min(0),
      carbonGoal: kg,
      reversed: z
        .object({ emitted: kg, saved: kg, lines: z.number().int().min(0) })
        .describe(
          "This month's kg CO2e no longer counted because orders were cancelled or units returned",
        ),
    })
    .meta({ id: 'CarbonSummary' }),
);

export const carbonTrend = z.array(
  conforms<CarbonTrendMonth>()(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), emitted: kg, saved: kg }),
  ),
);

export const carbonGoal = z.object({ carbonGoal: kg });

export const carbonEntry = conforms<CarbonEntry>()(
  z
    .object({
      id: entityId,
      source: z.enum(['purchase', 'activity']),
      category: z.string().describe(`A product category, or ${ACTIVITY_CATEGORIES.join(', ')}`),
      activity: z.string().nullable(),
      description: z.string(),
      quantity: z.number().nullable(),
      unit: z.string().nullable(),
      kgCo2e: kg.describe('kg CO2e; below 0 a saving'),
      ecoUnits: z.number().int().min(0),
      productId: entityId.nullable(),
      orderNumber: z.string().nullable(),
      note: z.string().nullable(),
      occurredAt: instant,
      reversal: z
        .object({
          units: z.number().int().min(0),
          kgCo2e: kg.describe('kg CO2e no longer counted, same sign as bought'),
          reason: z.enum(REVERSAL_REASONS),
          at: instant,
        })
        .nullable()
        .describe('A purchase cancelled or (partly) returned: what was taken out of the tracker'),
    })
    .meta({ id: 'CarbonEntry' }),
);

export const rewards = conforms<Rewards>()(
  z
    .object({
      balance: z.number().int(),
      pointsPerKgSaved: z.number(),
      entries: z.array(
        z.object({
          id: entityId,
          points: z.number().int(),
          reason: z.string(),
          orderNumber: z.string().nullable(),
          reversal: z
            .enum(REVERSAL_REASONS)
            .nullable()
            .describe("Takes back an order's points: it was cancelled, or units were returned"),
          savedKg: z
            .number()
            .nullable()
            .describe('Points an order earned: the kg CO2e the order saved; null otherwise'),
          createdAt: instant,
        }),
      ),
    })
    .meta({ id: 'Rewards' }),
);

// ---- Customer care -------------------------------------------------------------------------

export const supportReply = conforms<SupportReply>()(
  z
    .object({
      id: entityId,
      author: z.string(),
      fromStaff: z.boolean(),
      body: z.string(),
      createdAt: instant,
    })
    .meta({ id: 'SupportReply' }),
);

export const supportTicketFields = {
  reference: z.string().regex(/^HRT-[A-HJ-NP-Z2-9]{8}$/),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  topic: z.enum(SUPPORT_TOPICS),
  orderNumber: z.string().nullable(),
  message: z.string(),
  email,
  createdAt: instant,
  replies: z.array(supportReply),
};

export const supportTicket = conforms<SupportTicket>()(
  z.object(supportTicketFields).meta({ id: 'SupportTicket' }),
);

// ---- Returns -------------------------------------------------------------------------------

export const returnRequestFields = {
  id: entityId,
  orderNumber: z.string(),
  productId: entityId,
  productName: z.string(),
  quantity: z.number().int().min(1),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  rejectionReason: z.string().nullable(),
  refundAmount: rupees.nullable(),
  refundMethod: z.enum(REFUND_METHODS).nullable(),
  createdAt: instant,
  returnBy: instant.nullable(),
  returnAddress: z.string().nullable(),
  pickupRequestedAt: instant.nullable(),
  cashOnDelivery: z.boolean(),
  refundAccount: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('upi'), upiId: z.string() }),
      z.object({
        kind: z.literal('bank'),
        accountName: z.string(),
        accountNumber: z.string(),
        ifsc: z.string(),
      }),
    ])
    .nullable(),
  refund: z
    .object({
      state: z.enum(REFUND_STATES),
      reference: z.string().nullable(),
      failure: z.string().nullable(),
    })
    .nullable(),
};

export const returnRequest = conforms<ReturnRequest>()(
  z.object(returnRequestFields).meta({ id: 'ReturnRequest' }),
);
