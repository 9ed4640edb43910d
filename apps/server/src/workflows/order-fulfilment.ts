// Moving an order on (decision 024): placed → packed → shipped → delivered, or
// cancelled before it ships. One function for everyone who moves an order (staff in the
// console, the customer cancelling, the demo seed), run in the caller's transaction on the
// order row it has locked: the state machine (core orders.ts) decides, then the steps of the
// other features run with the same transaction, then the timeline, the audit log and the
// customer's e-mail are written with it.
import {
  canTransition,
  type OrderTargetStatus,
  rewardPoints,
  transitionRefusal,
} from '@harit/core/orders';
import { recordAudit } from '../audit/record.ts';
import type { Trx } from '../db/transaction.ts';
import type { InvoiceSeller } from '../features/invoices/service.ts';
import { insertOrderEvent, type OrderRow, setOrderStatus } from '../features/orders/service.ts';
import { assertReadyToPack, markPaidOnDelivery } from '../features/payments/service.ts';
import { creditOrderPoints } from '../features/rewards/service.ts';
import { badRequest, conflict } from '../plugins/errors.ts';
import type { TokenUser } from '../plugins/identity/tokens.ts';
import { cancelSteps } from './cancel-order.ts';
import { invoiceAtDispatch } from './dispatch-invoice.ts';
import { queueStatusMail } from './order-mail.ts';

/** Who moves the order: written on its timeline (and, for staff, in the audit log). */
export type OrderActor =
  | { kind: 'staff'; user: Pick<TokenUser, 'id' | 'name' | 'email'> }
  | { kind: 'customer' }
  | { kind: 'system'; name: string };

export interface OrderMove {
  to: OrderTargetStatus;
  actor: OrderActor;
  courier?: string | undefined;
  trackingNumber?: string | undefined;
  note?: string | undefined;
  /** when it happened; now unless seeding a history */
  at?: Date;
  /** whether the customer is told by e-mail (not for a seeded history) */
  notify?: boolean;
  /** who sells: shipping issues the order's tax invoice (decision 068); needed to ship */
  seller?: InvoiceSeller;
}

/** The audit log's action for each move: 'order.pack', 'order.ship', … */
const AUDIT_VERBS: Record<OrderTargetStatus, string> = {
  packed: 'pack',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
};

/** How the customer is named on the merchant's timeline (they see only their own orders). */
export const CUSTOMER_ACTOR_NAME = 'Customer';

function actorOf(actor: OrderActor): { id: string | null; name: string } {
  if (actor.kind === 'staff') return { id: actor.user.id, name: actor.user.name };
  if (actor.kind === 'customer') return { id: null, name: CUSTOMER_ACTOR_NAME };
  return { id: null, name: actor.name };
}

/**
 * Moves a locked order (SELECT … FOR UPDATE in this transaction) to `move.to`, or refuses with
 * 409 and a sentence when the state machine does not allow it. Returns the order as it now is.
 */
export async function moveOrderSteps(
  trx: Trx,
  order: OrderRow,
  move: OrderMove,
): Promise<OrderRow> {
  const { to, actor } = move;
  if (!canTransition(order.status, to)) {
    const refusal = transitionRefusal(order.status, to);
    throw conflict(refusal.message, refusal.values);
  }
  if (to === 'shipped' && (!move.courier || !move.trackingNumber)) {
    // The API's schema says so first; this keeps any other caller honest.
    throw badRequest('Courier and tracking number are required to ship an order.');
  }
  if (to === 'packed') await assertReadyToPack(trx, order.id); // payments: no packing unpaid orders
  const at = move.at ?? new Date();
  const shipping =
    to === 'shipped' ? { courier: move.courier, trackingNumber: move.trackingNumber } : {};
  if (to === 'cancelled') {
    await cancelSteps(trx, order, move.seller); // catalog, carbon, rewards, invoices
  }
  if (to === 'delivered') {
    await creditOrderPoints(trx, {
      userId: order.user_id,
      orderId: order.id,
      points: rewardPoints(order.carbon_saved_kg),
      reason: `Order #${order.order_number}: ${order.carbon_saved_kg.toFixed(1)} kg CO2e saved`,
      at,
    }); // rewards
    await markPaidOnDelivery(trx, order.id, at); // payments: cash on delivery is paid now
  }
  const moved = await setOrderStatus(trx, order.id, { status: to, at, ...shipping }); // orders
  // The goods leave: their tax invoice is issued now, dated today (decision 068).
  let invoice: { number: string } | null = null;
  if (to === 'shipped') {
    if (!move.seller) throw new Error('shipping an order needs the seller who invoices it');
    invoice = await invoiceAtDispatch(trx, move.seller, moved, at); // catalog, invoices
  }
  const who = actorOf(actor);
  await insertOrderEvent(trx, {
    orderId: order.id,
    status: to,
    at,
    actorUserId: who.id,
    actorName: who.name,
    note: move.note,
    ...shipping,
  }); // orders: the timeline
  if (actor.kind === 'staff') {
    await recordAudit(trx, {
      actor: actor.user,
      action: `order.${AUDIT_VERBS[to]}`,
      entity: 'order',
      entityId: order.order_number,
      before: { status: order.status },
      after: {
        status: to,
        ...(to === 'shipped'
          ? { courier: moved.courier, trackingNumber: moved.tracking_number }
          : {}),
        ...(move.note ? { note: move.note } : {}),
      },
    }); // audit
  }
  if (move.notify !== false) {
    // The shop's reason: staff's note, or why the shop itself cancelled (payment not received).
    const reason = actor.kind === 'customer' ? null : (move.note ?? null);
    await queueStatusMail(trx, moved, {
      reason,
      invoiceNumber: invoice?.number ?? null,
      sellerState: move.seller?.state,
    }); // mail outbox
  }
  return moved;
}

/** An order placed at `placedAt` taken all the way to delivered (the demo's order history). */
export async function deliverSeedOrder(
  trx: Trx,
  order: OrderRow,
  placedAt: Date,
  seller: InvoiceSeller,
): Promise<OrderRow> {
  const actor: OrderActor = { kind: 'system', name: 'Harit' };
  const hours = (n: number) => new Date(placedAt.getTime() + n * 3600_000);
  let current = await moveOrderSteps(trx, order, {
    to: 'packed',
    actor,
    at: hours(2),
    notify: false,
  });
  current = await moveOrderSteps(trx, current, {
    to: 'shipped',
    actor,
    at: hours(6),
    courier: 'India Post',
    trackingNumber: `EE${current.order_number}IN`,
    notify: false,
    seller,
  });
  return moveOrderSteps(trx, current, { to: 'delivered', actor, at: hours(48), notify: false });
}
