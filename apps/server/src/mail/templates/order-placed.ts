import { defineTemplate } from './engine.ts';

/** Queued by the place-order workflow (src/workflows/place-order.ts) in the transaction that places the order. */
export interface OrderPlacedData {
  name: string;
  orderNumber: string;
  lines: { name: string; quantity: number; lineTotalPaise: number }[];
  subtotalPaise: number;
  shippingPaise: number;
  gstPaise: number;
  totalPaise: number;
  /** MRP savings; 0 hides the line */
  savingsPaise: number;
  /** the coupon and green points taken off before GST (decision 074); absent or 0 hides each */
  coupon?: { code: string; paise: number };
  points?: { spent: number; paise: number };
  /** the order's carbon impact (SPEC §9): kg CO2e saved, emitted, net = saved − emitted */
  carbon: { savingsKg: number; emissionsKg: number; netKg: number; ecoProducts: number };
  /** the GST tax invoice attached to the mail: mail queued before decision 068 only */
  invoiceNumber?: string;
  /** the mail says the invoice comes when the order is dispatched (decision 068) */
  invoiceAtDispatch?: boolean;
  /**
   * Set for a card or UPI order, placed but not yet paid (decision 032): the mail says
   * so and how long the shopper has, instead of "confirmed".
   */
  payWithinMinutes?: number;
  /** the PIN zone's delivery estimate, IST days as instants (decision 029); absent before it */
  deliveryBetween?: { earliest: string; latest: string };
}

export const orderPlaced = defineTemplate<OrderPlacedData>({
  subject: (d, t) =>
    d.payWithinMinutes
      ? t('Order #{orderNumber} placed: awaiting payment', { orderNumber: d.orderNumber })
      : t('Order #{orderNumber} confirmed', { orderNumber: d.orderNumber }),
  html: `<p><%= it.greeting(it.name) %></p>
<% if (it.payWithinMinutes) { %><p><%~ it.t('Thank you for shopping with Harit. Your order {order} is placed and awaits your payment. If it is not paid within {minutes} minutes of placing it, it is cancelled and nothing is charged; you can pay from {page}.', { order: it.strong('#' + it.orderNumber), minutes: String(it.payWithinMinutes), page: it.a(it.link('/orders/' + encodeURIComponent(it.orderNumber)), it.tr("the order's page")) }) %></p>
<% } else { %><p><%~ it.t('Thank you for shopping with Harit. Your order {order} is confirmed.', { order: it.strong('#' + it.orderNumber) }) %></p><% } %>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:15px;">
<% for (const line of it.lines) { %>
<tr style="border-bottom:1px solid #e3ebe0;"><td><%= line.name %> × <%= line.quantity %></td><td align="right"><%= it.inr(line.lineTotalPaise) %></td></tr>
<% } %>
<tr><td><%~ it.t('Subtotal') %></td><td align="right"><%= it.inr(it.subtotalPaise) %></td></tr>
<% if (it.coupon && it.coupon.paise > 0) { %><tr><td><%~ it.t('Coupon {code}', { code: it.coupon.code }) %></td><td align="right"><%= it.inr(-it.coupon.paise) %></td></tr><% } %>
<% if (it.points && it.points.paise > 0) { %><tr><td><%~ it.t('Green points ({points})', { points: String(it.points.spent) }) %></td><td align="right"><%= it.inr(-it.points.paise) %></td></tr><% } %>
<tr><td><%~ it.t('Shipping') %></td><td align="right"><%= it.inr(it.shippingPaise) %></td></tr>
<tr><td><%~ it.t('GST') %></td><td align="right"><%= it.inr(it.gstPaise) %></td></tr>
<tr><td><strong><%~ it.t('Total') %></strong></td><td align="right"><strong><%= it.inr(it.totalPaise) %></strong></td></tr>
<% if (it.savingsPaise > 0) { %><tr><td><%~ it.t('You saved') %></td><td align="right"><%= it.inr(it.savingsPaise) %></td></tr><% } %>
</table>
<h2 style="font-size:17px;margin:20px 0 6px;"><%~ it.t('Environmental impact') %></h2>
<p style="margin:0;"><%~ it.t('Carbon saved') %>: <%= it.kg(it.carbon.savingsKg) %><br>
<%~ it.t('Carbon emitted') %>: <%= it.kg(it.carbon.emissionsKg) %><br>
<%~ it.t('Net impact') %>: <%= it.net(it.carbon.netKg) %><br>
<%~ it.t('Eco-friendly products') %>: <%= it.carbon.ecoProducts %></p>
<% if (it.deliveryBetween) { %><p><%~ it.t('Expected delivery: {earliest} to {latest}.', { earliest: it.strong(it.date(it.deliveryBetween.earliest)), latest: it.strong(it.date(it.deliveryBetween.latest)) }) %></p><% } %>
<% if (it.invoiceNumber) { %><p><%~ it.t('Your GST tax invoice {invoice} is attached as a PDF.', { invoice: it.invoiceNumber }) %></p><% } else if (it.invoiceAtDispatch) { %><p><%~ it.t('Your GST tax invoice will be e-mailed to you when your order is dispatched.') %></p><% } %>
<p style="margin-top:20px;"><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('See your order') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<% if (it.payWithinMinutes) { %><%= it.t("Thank you for shopping with Harit. Your order {order} is placed and awaits your payment. If it is not paid within {minutes} minutes of placing it, it is cancelled and nothing is charged; you can pay from the order's page (link below).", { order: '#' + it.orderNumber, minutes: String(it.payWithinMinutes) }) %>
<% } else { %><%= it.t('Thank you for shopping with Harit. Your order {order} is confirmed.', { order: '#' + it.orderNumber }) %>
<% } %>
<% for (const line of it.lines) { %>- <%= line.name %> × <%= line.quantity %>: <%= it.inr(line.lineTotalPaise) %>
<% } %>
<%= it.t('Subtotal') %>: <%= it.inr(it.subtotalPaise) %>
<% if (it.coupon && it.coupon.paise > 0) { %><%= it.t('Coupon {code}', { code: it.coupon.code }) %>: <%= it.inr(-it.coupon.paise) %>
<% } %><% if (it.points && it.points.paise > 0) { %><%= it.t('Green points ({points})', { points: String(it.points.spent) }) %>: <%= it.inr(-it.points.paise) %>
<% } %><%= it.t('Shipping') %>: <%= it.inr(it.shippingPaise) %>
<%= it.t('GST') %>: <%= it.inr(it.gstPaise) %>
<%= it.t('Total') %>: <%= it.inr(it.totalPaise) %>
<% if (it.savingsPaise > 0) { %><%= it.t('You saved') %>: <%= it.inr(it.savingsPaise) %>
<% } %>
<%= it.t('Environmental impact') %>
<%= it.t('Carbon saved') %>: <%= it.kg(it.carbon.savingsKg) %>
<%= it.t('Carbon emitted') %>: <%= it.kg(it.carbon.emissionsKg) %>
<%= it.t('Net impact') %>: <%= it.net(it.carbon.netKg) %>
<%= it.t('Eco-friendly products') %>: <%= it.carbon.ecoProducts %>
<% if (it.deliveryBetween) { %>
<%= it.t('Expected delivery: {earliest} to {latest}.', { earliest: it.date(it.deliveryBetween.earliest), latest: it.date(it.deliveryBetween.latest) }) %>
<% } %>
<% if (it.invoiceNumber) { %>
<%= it.t('Your GST tax invoice {invoice} is attached as a PDF.', { invoice: it.invoiceNumber }) %>
<% } else if (it.invoiceAtDispatch) { %>
<%= it.t('Your GST tax invoice will be e-mailed to you when your order is dispatched.') %>
<% } %>
<%= it.t('See your order') %>: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
