import { defineTemplate } from './engine.ts';

/**
 * Queued by the catalogue when a product's stock goes from 0 above 0, once to each shopper who
 * asked to be told (decision 074; key back-in-stock:<productId>:<userId>:<askedAt>).
 */
export interface BackInStockData {
  name: string;
  /** the product's name in the shopper's language */
  productName: string;
  productSlug: string;
}

export const backInStock = defineTemplate<BackInStockData>({
  subject: (d, t) => t('{product} is back in stock', { product: d.productName }),
  html: `<p><%= it.greeting(it.name) %></p>
<p><%~ it.t('{product} is back in stock. You asked us to tell you; we will not write about it again.', { product: it.strong(it.productName) }) %></p>
<p><a href="<%= it.link('/product/' + it.productSlug) %>" style="color:#1f6f3f;font-weight:bold;"><%~ it.t('See the product') %></a></p>`,
  text: `<%= it.greeting(it.name) %>

<%= it.t('{product} is back in stock. You asked us to tell you; we will not write about it again.', { product: it.productName }) %>

<%= it.t('See the product') %>: <%= it.link('/product/' + it.productSlug) %>`,
});
