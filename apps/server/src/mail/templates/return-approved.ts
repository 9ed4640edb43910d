import { defineTemplate } from './engine.ts';

/** Queued by the returns console when a return is approved (key return-approved:<returnId>). */
export interface ReturnApprovedData {
  name: string;
  orderNumber: string;
  productName: string;
  /** the shop's note to the shopper, e.g. how to send the item back; null for none */
  note: string | null;
  /** decision 076: where to send it and by when (ISO 8601); absent in mails queued before */
  returnAddress?: string;
  returnBy?: string;
  /** whether the order was paid in cash: the shopper gives a UPI ID or bank account */
  cashOnDelivery?: boolean;
}

export const returnApproved = defineTemplate<ReturnApprovedData>({
  subject: (d, t) =>
    t('Your return for order #{orderNumber} is approved', { orderNumber: d.orderNumber }),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('We approved your return of {product} from order {order}.', { product: it.strong(it.productName), order: it.strong('#' + it.orderNumber) }) %></p>
<% if (it.note) { %><p><%= it.note %></p><% } %>
<% if (it.returnAddress && it.returnBy) { %><p><%~ it.t('Please send it back by {date} to: {address}', { date: it.strong(it.date(it.returnBy)), address: it.strong(it.returnAddress) }) %></p>
<p><%~ it.t('Print the return label on your returns page, or ask us there to collect it.') %></p><% } %>
<% if (it.cashOnDelivery) { %><p><%~ it.t('You paid in cash: tell us on your returns page the UPI ID or bank account to refund.') %></p><% } %>
<p><%~ it.t('We will refund you once the item reaches us.') %></p>
<p><a href="<%= it.link('/returns') %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('See your returns') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('We approved your return of {product} from order {order}.', { product: it.productName, order: '#' + it.orderNumber }) %>
<% if (it.note) { %>
<%= it.note %>
<% } %>
<% if (it.returnAddress && it.returnBy) { %>
<%= it.t('Please send it back by {date} to: {address}', { date: it.date(it.returnBy), address: it.returnAddress }) %>
<%= it.t('Print the return label on your returns page, or ask us there to collect it.') %>
<% } %>
<% if (it.cashOnDelivery) { %>
<%= it.t('You paid in cash: tell us on your returns page the UPI ID or bank account to refund.') %>
<% } %>
<%= it.t('We will refund you once the item reaches us.') %>

<%= it.t('See your returns') %>: <%= it.link('/returns') %>`,
});
