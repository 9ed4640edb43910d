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
  subject: (d) => `Your return for order #${d.orderNumber} is approved`,
  html: `<p><%= it.greeting(it.name) %></p>
<p>We approved your return of <strong><%= it.productName %></strong> from order <strong>#<%= it.orderNumber %></strong>.</p>
<% if (it.note) { %><p><%= it.note %></p><% } %>
<p>We will refund you once the item reaches us.</p>
<p><a href="<%= it.link('/returns') %>" style="color:#1f6f3f;font-weight:bold;">See your returns</a></p>`,
  text: `<%= it.greeting(it.name) %>

We approved your return of <%= it.productName %> from order #<%= it.orderNumber %>.
<% if (it.note) { %>
<%= it.note %>
<% } %>
We will refund you once the item reaches us.

See your returns: <%= it.link('/returns') %>`,
});
