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
  subject: (d, t) => t('Your refund for order #{orderNumber}', { orderNumber: d.orderNumber }),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('We refunded {amount} for {product} from order {order}.', { amount: it.strong(it.inr(it.amountPaise)), product: it.strong(it.productName), order: it.strong('#' + it.orderNumber) }) %></p>
<p><%~ it.t('Refunded to') %>: <%= it.tr(it.method) %></p>
<p><%~ it.t('It can take a few working days to show in your account.') %></p>
<p><a href="<%= it.link('/returns') %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('See your returns') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('We refunded {amount} for {product} from order {order}.', { amount: it.inr(it.amountPaise), product: it.productName, order: '#' + it.orderNumber }) %>

<%= it.t('Refunded to') %>: <%= it.tr(it.method) %>

<%= it.t('It can take a few working days to show in your account.') %>

<%= it.t('See your returns') %>: <%= it.link('/returns') %>`,
});
