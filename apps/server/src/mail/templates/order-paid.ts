import { defineTemplate } from './engine.ts';

/**
 * Queued by payments when a card or UPI order's payment is confirmed (key order-paid:<orderId>):
 * the order-placed mail of such an order only said it awaited payment (issue 16).
 */
export interface OrderPaidData {
  name: string;
  orderNumber: string;
  amountPaise: number;
}

export const orderPaid = defineTemplate<OrderPaidData>({
  subject: (d) => `Order #${d.orderNumber} confirmed: payment received`,
  html: `<p><%= it.greeting(it.name) %></p>
<p>We have received your payment of <strong><%= it.inr(it.amountPaise) %></strong>. Your order <strong>#<%= it.orderNumber %></strong> is confirmed, and we will write again when it ships.</p>
<p><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;">See your order</a></p>`,
  text: `<%= it.greeting(it.name) %>

We have received your payment of <%= it.inr(it.amountPaise) %>. Your order #<%= it.orderNumber %> is confirmed, and we will write again when it ships.

See your order: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
