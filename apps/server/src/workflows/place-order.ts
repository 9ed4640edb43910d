// Placing an order (DESIGN.md §2 and §6.1, decision 011): one transaction of named steps, each
// the owning feature's function called with the transaction, so all of it commits or none.
// Green points are credited on delivery, not here (decision 024: ./order-fulfilment.ts).

import { type Coupon, discountedTotals, pointsSpendable } from '@harit/core/coupons';
import { initialPaymentStatus } from '@harit/core/payments';
import type { ReservedLine } from '@harit/core/types';
import type { OrderCreateInput } from '@harit/core/validation';
import type { Trx } from '../db/transaction.ts';
import { checkShippingPin, rememberShipping } from '../features/account/service.ts';
import { recordOrderPurchases } from '../features/carbon/service.ts';
import { removeCartLines } from '../features/cart/service.ts';
import { reserveStock } from '../features/catalog/service.ts';
import { redeemCoupon, usableCoupon } from '../features/coupons/service.ts';
import { insertOrderEvent, recordOrder } from '../features/orders/service.ts';
import {
  checkPaymentMethod,
  checkUnpaidLimit,
  DEFAULT_PAYMENT_RULES,
  openPayment,
  type PaymentRules,
} from '../features/payments/service.ts';
import { lockedBalance, spendPoints } from '../features/rewards/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { unprocessable } from '../plugins/errors.ts';
import { CUSTOMER_ACTOR_NAME } from './order-fulfilment.ts';
import { deliveryWindow } from './order-mail.ts';
import type { placedOrderView } from './order-view.ts';

export interface PlaceOrderRequest {
  userId: string;
  input: OrderCreateInput;
  idempotency: { key: string; hash: string } | null;
  /** When the order was placed; now unless seeding an order history (placeSeedOrder). */
  placedAt?: Date;
  /** the payment window, unpaid-order limit and provider (configuration) */
  payments?: PaymentRules;
  /** where the shop ships from: the confirmation mail's delivery estimate (decision 029) */
  sellerState?: string;
}

/** What placing wrote: the order's row, and what its view (placedOrderView) is made of. */
export type PlacedOrder = Parameters<typeof placedOrderView>[0];

/** Runs in the caller's transaction (withTransaction retries it as a whole). */
export async function placeOrderSteps(
  trx: Trx,
  {
    userId,
    input,
    idempotency,
    placedAt,
    payments = DEFAULT_PAYMENT_RULES,
    sellerState,
  }: PlaceOrderRequest,
): Promise<PlacedOrder> {
  checkShippingPin(input.shipping); // account: the PIN code exists and is in the state
  checkPaymentMethod(input.paymentMethod, payments); // payments: card and UPI need a provider
  await checkUnpaidLimit(trx, userId, input.paymentMethod, payments.maxUnpaidOrders); // payments
  const lines = await reserveStock(trx, input.items); // catalog: prices, stock taken
  const coupon = input.couponCode
    ? await usableCoupon(trx, { code: input.couponCode, userId, lines }) // coupons: 422 why not
    : null;
  const points = input.points ? await pointsToSpend(trx, userId, lines, coupon, input.points) : 0; // rewards
  const { row: order, items } = await recordOrder(trx, {
    userId,
    input,
    idempotency,
    lines,
    placedAt,
    coupon,
    points,
  }); // orders
  if (coupon) await redeemCoupon(trx, { coupon, orderId: order.id, userId }); // coupons: the last use held
  await spendPoints(trx, {
    userId,
    orderId: order.id,
    points: order.points_spent,
    reason: `Spent on order #${order.order_number}`,
    ...(placedAt ? { at: placedAt } : {}),
  }); // rewards
  const payment = await openPayment(
    trx,
    {
      id: order.id,
      orderNumber: order.order_number,
      userId,
      method: input.paymentMethod,
      amountPaise: order.total_paise,
      createdAt: order.created_at,
    },
    payments,
    { history: placedAt !== undefined },
  ); // payments: awaiting payment, or pay on delivery
  const event = await insertOrderEvent(trx, {
    orderId: order.id,
    status: 'placed',
    at: order.created_at,
    actorUserId: null,
    actorName: CUSTOMER_ACTOR_NAME,
  }); // orders: the timeline starts
  await removeCartLines(
    trx,
    userId,
    lines.map((l) => l.productId),
  ); // cart
  await recordOrderPurchases(trx, { userId, orderId: order.id, placedAt: order.created_at }, lines); // carbon
  if (input.saveInfo) {
    await rememberShipping(
      trx,
      userId,
      input.shipping,
      input.paymentMethod,
      input.makeDefault ?? false,
    ); // account
  }
  // No tax invoice yet: it is issued when the goods are dispatched (decision 068).
  // The confirmation, to the e-mail entered at checkout, sent once this commits (decision 023).
  // A seeded history order (placedAt given) is not news to mail.
  if (!placedAt) {
    await enqueueMail(trx, {
      key: `order-placed:${order.id}`,
      to: input.shipping.email,
      userId, // the shopper's language, whatever address they gave (decision 044)
      template: 'order-placed',
      data: {
        name: input.shipping.firstName,
        orderNumber: order.order_number,
        lines: lines.map((l) => ({
          name: l.name,
          quantity: l.quantity,
          lineTotalPaise: l.pricePaise * l.quantity,
        })),
        subtotalPaise: order.subtotal_paise,
        shippingPaise: order.shipping_paise,
        gstPaise: order.gst_paise,
        totalPaise: order.total_paise,
        savingsPaise: order.savings_paise,
        ...(order.coupon_code
          ? { coupon: { code: order.coupon_code, paise: order.coupon_paise } }
          : {}),
        ...(order.points_spent > 0
          ? { points: { spent: order.points_spent, paise: order.points_paise } }
          : {}),
        carbon: {
          savingsKg: order.carbon_saved_kg,
          emissionsKg: order.carbon_emitted_kg,
          netKg: order.carbon_saved_kg - order.carbon_emitted_kg,
          ecoProducts: order.eco_products,
        },
        invoiceAtDispatch: true,
        // The PIN zone's estimate, as the checkout showed it (decision 029; account's directory).
        ...deliveryWindow(input.shipping.zip, sellerState, new Date()),
        // Card and UPI: placed, not yet paid — the mail must not call it confirmed.
        ...(initialPaymentStatus(input.paymentMethod) === 'pending'
          ? { payWithinMinutes: Math.round(payments.windowMs / 60_000) }
          : {}),
      },
    }); // mail
  }
  return { row: order, items, event, payment };
}

/**
 * The points the shopper asked to spend, if their balance and the order's cap (decision 074)
 * allow them; 422 saying the most they can otherwise.
 */
async function pointsToSpend(
  trx: Trx,
  userId: string,
  lines: readonly ReservedLine[],
  coupon: Coupon | null,
  asked: number,
): Promise<number> {
  const afterCoupon = discountedTotals(lines, { coupon });
  const most = pointsSpendable(
    afterCoupon.subtotalPaise - afterCoupon.couponPaise,
    await lockedBalance(trx, userId),
  );
  if (asked > most) {
    throw unprocessable('You can spend at most {most} green points on this order', {
      most,
    });
  }
  return asked;
}
