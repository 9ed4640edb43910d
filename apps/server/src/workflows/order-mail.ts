// The customer's e-mail when their order moves on: queued in the mail outbox in the
// move's transaction, sent once after it commits (key `order-<status>:<orderId>`), to the
// e-mail entered at checkout as the order confirmation is (decision 023).
import { trackingUrl } from '@harit/core/tracking';
import type { ShippingInput } from '@harit/core/validation';
import type { Executor, Trx } from '../db/transaction.ts';
import { deliveryEstimateFor } from '../features/account/service.ts';
import { type OrderRow, orderContact } from '../features/orders/service.ts';
import { orderPayments } from '../features/payments/service.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * Queues the mail for the status the order has just reached: shipped (with the courier and
 * tracking number), delivered, or cancelled (with the shop's reason, when staff cancelled).
 * Packed tells the customer nothing worth a mail.
 */
export async function queueStatusMail(
  trx: Trx,
  order: OrderRow,
  {
    reason,
    invoiceNumber = null,
    sellerState,
  }: {
    reason: string | null;
    /** the tax invoice shipping issued, attached to the shipped mail (decision 068) */
    invoiceNumber?: string | null;
    /** where the shop ships from: the shipped mail's delivery estimate */
    sellerState?: string | undefined;
  },
): Promise<void> {
  const shipping = order.shipping as ShippingInput;
  const base = { name: shipping.firstName, orderNumber: order.order_number };
  const to = shipping.email;
  const userId = order.user_id; // the shopper's language decides the mail's (decision 044)
  if (order.status === 'shipped') {
    await enqueueMail(trx, {
      key: `order-shipped:${order.id}`,
      to,
      userId,
      template: 'order-shipped',
      ...(invoiceNumber ? { attachments: [{ source: 'invoice' as const, id: order.id }] } : {}), // rendered when sent
      data: {
        ...base,
        courier: order.courier ?? '',
        trackingNumber: order.tracking_number ?? '',
        // The courier's tracking page (core tracking.ts) and the PIN zone's estimate.
        ...(trackingUrl(order.courier, order.tracking_number)
          ? { trackingUrl: trackingUrl(order.courier, order.tracking_number)! }
          : {}),
        ...deliveryWindow(shipping.zip, sellerState, new Date(order.created_at)),
        ...(invoiceNumber ? { invoiceNumber } : {}),
      },
    });
  } else if (order.status === 'delivered') {
    await enqueueMail(trx, {
      key: `order-delivered:${order.id}`,
      to,
      userId,
      template: 'order-delivered',
      data: base,
    });
  } else if (order.status === 'cancelled') {
    // Money is refunded only if it arrived (an unpaid card or UPI order had nothing to send back).
    const payment = (await orderPayments(trx, [order.id])).get(order.id); // payments
    await enqueueMail(trx, {
      key: `order-cancelled:${order.id}`,
      to,
      userId,
      template: 'order-cancelled',
      data: {
        ...base,
        reason,
        refundPaise: payment?.status === 'refunded' ? order.total_paise : null,
      },
    });
  }
}

/**
 * The days an order placed at `placedAt` should reach `pin` (decision 029's zone table), for a
 * mail's data; nothing for a PIN the directory does not know or without the seller's state.
 */
export function deliveryWindow(
  pin: string,
  sellerState: string | undefined,
  placedAt: Date,
): { deliveryBetween?: { earliest: string; latest: string } } {
  if (!sellerState) return {};
  const estimate = deliveryEstimateFor(pin, sellerState, placedAt); // account: the PIN directory
  return estimate
    ? { deliveryBetween: { earliest: estimate.earliest, latest: estimate.latest } }
    : {};
}

/**
 * Queues "payment received" for a card or UPI order whose payment was just confirmed:
 * its order-placed mail said only that it awaited payment. Called by payments in the
 * transaction that records the payment.
 */
export async function queuePaidMail(
  executor: Executor,
  { orderId, amountPaise }: { orderId: string; amountPaise: number },
): Promise<void> {
  const order = await orderContact(executor, orderId);
  if (!order) return;
  const shipping = order.shipping as ShippingInput;
  await enqueueMail(executor, {
    key: `order-paid:${orderId}`,
    to: shipping.email,
    userId: order.user_id,
    template: 'order-paid',
    data: { name: shipping.firstName, orderNumber: order.order_number, amountPaise },
  });
}
