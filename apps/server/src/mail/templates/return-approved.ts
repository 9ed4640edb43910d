import { defineTemplate } from './engine.ts';

/** Queued by the returns console when a return is approved (key return-approved:<returnId>). */
export interface ReturnApprovedData {
  name: string;
  orderNumber: string;
  productName: string;
  /** the shop's note to the shopper, e.g. how to send the item back; null for none */
  note: string | null;
}

export const returnApproved = defineTemplate<ReturnApprovedData>({
  subject: (d, t) =>
    t('Your return for order #{orderNumber} is approved', { orderNumber: d.orderNumber }),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('We approved your return of {product} from order {order}.', { product: it.strong(it.productName), order: it.strong('#' + it.orderNumber) }) %></p>
<% if (it.note) { %><p><%= it.note %></p><% } %>
<p><%~ it.t('We will refund you once the item reaches us.') %></p>
<p><a href="<%= it.link('/returns') %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('See your returns') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('We approved your return of {product} from order {order}.', { product: it.productName, order: '#' + it.orderNumber }) %>
<% if (it.note) { %>
<%= it.note %>
<% } %>
<%= it.t('We will refund you once the item reaches us.') %>

<%= it.t('See your returns') %>: <%= it.link('/returns') %>`,
});
