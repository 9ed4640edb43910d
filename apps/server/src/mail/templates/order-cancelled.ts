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
  subject: (d, t) => t('Order #{orderNumber} was cancelled', { orderNumber: d.orderNumber }),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('Your order {order} was cancelled.', { order: it.strong('#' + it.orderNumber) }) %></p>
<% if (it.reason) { %><p><%~ it.t('Reason') %>: <%= it.tr(it.reason) %></p><% } %>
<% if (it.refundPaise !== null) { %><p><%~ it.t('We are refunding {amount} to your original payment method.', { amount: it.strong(it.inr(it.refundPaise)) }) %></p><% } %>
<p><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('See your order') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('Your order {order} was cancelled.', { order: '#' + it.orderNumber }) %>
<% if (it.reason) { %>
<%= it.t('Reason') %>: <%= it.tr(it.reason) %>
<% } %><% if (it.refundPaise !== null) { %>
<%= it.t('We are refunding {amount} to your original payment method.', { amount: it.inr(it.refundPaise) }) %>
<% } %>
<%= it.t('See your order') %>: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
