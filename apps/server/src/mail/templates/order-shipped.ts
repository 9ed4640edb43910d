import { defineTemplate } from './engine.ts';

/** Queued by the orders console when an order is marked shipped (key order-shipped:<orderId>). */
export interface OrderShippedData {
  name: string;
  orderNumber: string;
  courier: string;
  trackingNumber: string;
}

export const orderShipped = defineTemplate<OrderShippedData>({
  subject: (d) => `Order #${d.orderNumber} has shipped`,
  html: `<p><%= it.greeting(it.name) %></p>
<p>Good news: your order <strong>#<%= it.orderNumber %></strong> is on its way.</p>
<p>Courier: <strong><%= it.courier %></strong><br>
Tracking number: <strong><%= it.trackingNumber %></strong></p>
<p><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;">Follow your order</a></p>`,
  text: `<%= it.greeting(it.name) %>

Good news: your order #<%= it.orderNumber %> is on its way.

Courier: <%= it.courier %>
Tracking number: <%= it.trackingNumber %>

Follow your order: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
