import { defineTemplate } from './engine.ts';

/** Queued by the orders console when an order is marked delivered (key order-delivered:<orderId>). */
export interface OrderDeliveredData {
  name: string;
  orderNumber: string;
}

export const orderDelivered = defineTemplate<OrderDeliveredData>({
  subject: (d, t) => t('Order #{orderNumber} was delivered', { orderNumber: d.orderNumber }),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('Your order {order} was delivered. We hope you enjoy it.', { order: it.strong('#' + it.orderNumber) }) %></p>
<p><%~ it.t('Something not right? You can ask for a return from your order page within the return window.') %></p>
<p><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('See your order') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('Your order {order} was delivered. We hope you enjoy it.', { order: '#' + it.orderNumber }) %>

<%= it.t('Something not right? You can ask for a return from your order page within the return window.') %>

<%= it.t('See your order') %>: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
