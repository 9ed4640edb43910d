import { defineTemplate } from './engine.ts';

/** Queued by the orders console when an order is marked delivered (key order-delivered:<orderId>). */
export interface OrderDeliveredData {
  name: string;
  orderNumber: string;
}

export const orderDelivered = defineTemplate<OrderDeliveredData>({
  subject: (d) => `Order #${d.orderNumber} was delivered`,
  html: `<p><%= it.greeting(it.name) %></p>
<p>Your order <strong>#<%= it.orderNumber %></strong> was delivered. We hope you enjoy it.</p>
<p>Something not right? You can ask for a return from your order page within the return window.</p>
<p><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;">See your order</a></p>`,
  text: `<%= it.greeting(it.name) %>

Your order #<%= it.orderNumber %> was delivered. We hope you enjoy it.

Something not right? You can ask for a return from your order page within the return window.

See your order: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
