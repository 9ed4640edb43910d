import { defineTemplate } from './engine.ts';

/** Queued by the orders console when an order is marked shipped (key order-shipped:<orderId>). */
export interface OrderShippedData {
  name: string;
  orderNumber: string;
  courier: string;
  trackingNumber: string;
  /** the GST tax invoice issued on dispatch and attached (decision 068); absent before it */
  invoiceNumber?: string;
  /** the courier's tracking page (core tracking.ts), for a courier it knows */
  trackingUrl?: string;
  /** the PIN zone's delivery estimate from when it was placed (decision 029) */
  deliveryBetween?: { earliest: string; latest: string };
}

export const orderShipped = defineTemplate<OrderShippedData>({
  subject: (d, t) => t('Order #{orderNumber} has shipped', { orderNumber: d.orderNumber }),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('Good news: your order {order} is on its way.', { order: it.strong('#' + it.orderNumber) }) %></p>
<p><%~ it.t('Courier') %>: <strong><%= it.courier %></strong><br>
<%~ it.t('Tracking number') %>: <strong><%= it.trackingNumber %></strong></p>
<% if (it.trackingUrl) { %><p><a href="<%= it.trackingUrl %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('Track it on {courier}’s site', { courier: it.courier }) %></a></p><% } %>
<% if (it.deliveryBetween) { %><p><%~ it.t('Expected delivery: {earliest} to {latest}.', { earliest: it.strong(it.date(it.deliveryBetween.earliest)), latest: it.strong(it.date(it.deliveryBetween.latest)) }) %></p><% } %>
<% if (it.invoiceNumber) { %><p><%~ it.t('Your GST tax invoice {invoice} is attached as a PDF.', { invoice: it.invoiceNumber }) %></p><% } %>
<p><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('Follow your order') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('Good news: your order {order} is on its way.', { order: '#' + it.orderNumber }) %>

<%= it.t('Courier') %>: <%= it.courier %>
<%= it.t('Tracking number') %>: <%= it.trackingNumber %>
<% if (it.trackingUrl) { %>
<%= it.t('Track it on {courier}’s site', { courier: it.courier }) %>: <%= it.trackingUrl %>
<% } %>
<% if (it.deliveryBetween) { %>
<%= it.t('Expected delivery: {earliest} to {latest}.', { earliest: it.date(it.deliveryBetween.earliest), latest: it.date(it.deliveryBetween.latest) }) %>
<% } %>
<% if (it.invoiceNumber) { %>
<%= it.t('Your GST tax invoice {invoice} is attached as a PDF.', { invoice: it.invoiceNumber }) %>
<% } %>

<%= it.t('Follow your order') %>: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
