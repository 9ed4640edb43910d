import { defineTemplate } from './engine.ts';

/** Queued when an order is cancelled, by the shopper or the shop (key order-cancelled:<orderId>). */
export interface OrderCancelledData {
  name: string;
  orderNumber: string;
  /** why, in the shop's words; null when the shopper cancelled it */
  reason: string | null;
  /** what is refunded, in integer paise; null when nothing was paid (e.g. cash on delivery) */
  refundPaise: number | null;
}

export const orderCancelled = defineTemplate<OrderCancelledData>({
  subject: (d) => `Order #${d.orderNumber} was cancelled`,
  html: `<p><%= it.greeting(it.name) %></p>
<p>Your order <strong>#<%= it.orderNumber %></strong> was cancelled.</p>
<% if (it.reason) { %><p>Reason: <%= it.reason %></p><% } %>
<% if (it.refundPaise !== null) { %><p>We are refunding <strong><%= it.inr(it.refundPaise) %></strong> to your original payment method.</p><% } %>
<p><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;">See your order</a></p>`,
  text: `<%= it.greeting(it.name) %>

Your order #<%= it.orderNumber %> was cancelled.
<% if (it.reason) { %>
Reason: <%= it.reason %>
<% } %><% if (it.refundPaise !== null) { %>
We are refunding <%= it.inr(it.refundPaise) %> to your original payment method.
<% } %>
See your order: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
