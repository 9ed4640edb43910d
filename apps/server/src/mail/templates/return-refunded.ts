import { defineTemplate } from './engine.ts';

/** Queued by the returns console when a return is refunded (key return-refunded:<returnId>). */
export interface ReturnRefundedData {
  name: string;
  orderNumber: string;
  productName: string;
  /** integer paise */
  amountPaise: number;
  /** how it is paid back, in words, e.g. "UPI" or "the original card" */
  method: string;
}

export const returnRefunded = defineTemplate<ReturnRefundedData>({
  subject: (d) => `Your refund for order #${d.orderNumber}`,
  html: `<p><%= it.greeting(it.name) %></p>
<p>We refunded <strong><%= it.inr(it.amountPaise) %></strong> for <strong><%= it.productName %></strong> from order <strong>#<%= it.orderNumber %></strong>.</p>
<p>Refunded to: <%= it.method %></p>
<p>It can take a few working days to show in your account.</p>
<p><a href="<%= it.link('/returns') %>" style="color:#1f6f3f;font-weight:bold;">See your returns</a></p>`,
  text: `<%= it.greeting(it.name) %>

We refunded <%= it.inr(it.amountPaise) %> for <%= it.productName %> from order #<%= it.orderNumber %>.

Refunded to: <%= it.method %>

It can take a few working days to show in your account.

See your returns: <%= it.link('/returns') %>`,
});
