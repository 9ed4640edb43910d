// Moving orders on in tests as staff do (decision 024): orders no longer age into
// shipped or delivered, so a test that needs a delivered order delivers it through the API.
import type { OrderTaxDocuments } from '@harit/core/invoice';
import type { OrderTargetStatus } from '@harit/core/orders';
import type { AdminReturnRequest, ReturnRequest } from '@harit/core/returns';
import type { Order } from '@harit/core/types';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { placeOrder, type TestApp, type TestUser } from './helpers.ts';

const staffOf = new WeakMap<FastifyInstance, Promise<TestUser>>();

/** One staff member per app, signed up the first time a test needs one. */
export function staffMember(t: TestApp): Promise<TestUser> {
  let staff = staffOf.get(t.app);
  if (!staff) {
    staff = t.signUp({ name: 'Meera Staff', role: 'staff' });
    staffOf.set(t.app, staff);
  }
  return staff;
}

/** The way forward: an order goes through these in turn. */
const FORWARD = ['placed', 'packed', 'shipped', 'delivered'] as const;

export const SHIPMENT = { courier: 'Delhivery', trackingNumber: 'DL-123456789' };

/** An order placed as placeOrder places it and shipped, as staff do: shipping issues its tax invoice (decision 068). */
export async function shippedOrder(
  t: TestApp,
  user: TestUser,
  items: readonly { productId: string; quantity: number }[],
  details: Parameters<typeof placeOrder>[3] = {},
): Promise<Order> {
  const order = await placeOrder(t, user, items, details);
  await advanceOrder(t, order.orderNumber, 'shipped');
  return order;
}

/** Moves an order on to `status` through POST /api/admin/orders/:n/status, step by step. */
export async function advanceOrder(
  t: TestApp,
  orderNumber: string,
  status: Exclude<OrderTargetStatus, 'cancelled'>,
): Promise<void> {
  const staff = await staffMember(t);
  const current = (await t.as(staff).get(`/api/admin/orders/${orderNumber}`)).json<{
    status: (typeof FORWARD)[number];
  }>().status;
  const steps = FORWARD.slice(FORWARD.indexOf(current) + 1, FORWARD.indexOf(status) + 1);
  if (current === 'placed') await settleUnpaid(t, orderNumber);
  for (const step of steps) {
    const response = await t.as(staff).post(`/api/admin/orders/${orderNumber}/status`, {
      status: step,
      ...(step === 'shipped' ? SHIPMENT : {}),
    });
    if (response.statusCode !== 200) {
      throw new Error(
        `moving order ${orderNumber} to ${step}: ${response.statusCode} ${response.body}`,
      );
    }
  }
}

/**
 * Staff pack only paid card and UPI orders: a test about fulfilment takes the
 * payment as confirmed, as payments.test.ts proves the provider's confirmation does.
 */
async function settleUnpaid(t: TestApp, orderNumber: string): Promise<void> {
  await t.db
    .updateTable('payments')
    .set({ status: 'paid', paid_at: new Date(), pay_by: null })
    .where('order_number', '=', orderNumber)
    .where('status', 'in', ['pending', 'failed'])
    .execute();
}

/** The order number of an order, by its database id (placedOrderId gives the id). */
export async function orderNumberOf(t: TestApp, orderId: string): Promise<string> {
  const row = await t.db
    .selectFrom('orders')
    .select('order_number')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.order_number;
}

/**
 * A return the shopper asked for and `staff` approved and received, ready to refund: the
 * merchant's view of it (its `maxRefund` included).
 */
export async function receivedReturn(
  t: TestApp,
  shopper: TestUser,
  staff: TestUser,
  line: { orderNumber: string; productId: string; quantity?: number; reason: string },
): Promise<AdminReturnRequest> {
  const asked = await t.as(shopper).post('/api/returns', line);
  expect(asked.statusCode, asked.body).toBe(201);
  const { id } = asked.json<ReturnRequest>();
  for (const action of ['approve', 'receive']) {
    const moved = await t.as(staff).post(`/api/admin/returns/${id}/${action}`, {});
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return (await t.as(staff).get(`/api/admin/returns/${id}`)).json<AdminReturnRequest>();
}

/** Refunds `amount` rupees of a received return to a UPI ID, as `staff` does in the console. */
export async function refundReturn(
  t: TestApp,
  staff: TestUser,
  returnId: string,
  amount: number,
): Promise<void> {
  const refunded = await t
    .as(staff)
    .post(`/api/admin/returns/${returnId}/refund`, { amount, method: 'upi' });
  expect(refunded.statusCode, refunded.body).toBe(200);
}

/** The same return refunded in full to a UPI ID: the merchant's view of it before the refund. */
export async function refundedReturn(
  t: TestApp,
  shopper: TestUser,
  staff: TestUser,
  line: { orderNumber: string; productId: string; quantity?: number; reason: string },
): Promise<AdminReturnRequest> {
  const received = await receivedReturn(t, shopper, staff, line);
  await refundReturn(t, staff, received.id, received.maxRefund);
  return received;
}

/** An order's tax documents (its invoice and credit notes) as its shopper reads them. */
export async function taxDocumentsOf(
  t: TestApp,
  shopper: TestUser,
  orderNumber: string,
): Promise<OrderTaxDocuments> {
  const response = await t.as(shopper).get(`/api/orders/${orderNumber}/tax-documents`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderTaxDocuments>();
}

/**
 * An order's tax invoice as stored at dispatch (decision 068), its lines in their printed order,
 * and the credit notes issued against it.
 */
export async function storedInvoice(db: TestApp['db'], orderNumber: string) {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoice.id)
    .orderBy('position')
    .execute();
  const notes = await db
    .selectFrom('credit_notes')
    .selectAll()
    .where('invoice_id', '=', invoice.id)
    .execute();
  return { invoice, lines, notes };
}

/** The credit note a return's refund issued, as stored. */
export function storedCreditNote(db: TestApp['db'], returnId: string) {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('return_id', '=', returnId)
    .executeTakeFirstOrThrow();
}
