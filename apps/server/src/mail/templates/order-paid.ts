import { defineTemplate } from './engine.ts';

/**
 * Queued by payments when a card or UPI order's payment is confirmed (key order-paid:<orderId>):
 * the order-placed mail of such an order only said it awaited payment.
 */
export interface OrderPaidData {
  name: string;
  orderNumber: string;
  amountPaise: number;
}

export const orderPaid = defineTemplate<OrderPaidData>({
  subject: (d, t) =>
    t('Order #{orderNumber} confirmed: payment received', { orderNumber: d.orderNumber }),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('We have received your payment of {amount}. Your order {order} is confirmed, and we will write again when it ships.', { amount: it.strong(it.inr(it.amountPaise)), order: it.strong('#' + it.orderNumber) }) %></p>
<p><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('See your order') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('We have received your payment of {amount}. Your order {order} is confirmed, and we will write again when it ships.', { amount: it.inr(it.amountPaise), order: '#' + it.orderNumber }) %>

<%= it.t('See your order') %>: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
