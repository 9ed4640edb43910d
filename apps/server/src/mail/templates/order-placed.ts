import { defineTemplate } from './engine.ts';

/** Queued by orders (place-order.ts) in the transaction that places the order. */
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
  /** the order's carbon impact (SPEC §9): kg CO2e saved, emitted, net = saved − emitted */
  carbon: { savingsKg: number; emissionsKg: number; netKg: number; ecoProducts: number };
  /** the GST tax invoice attached to the mail (issue 16); absent in mail queued before it */
  invoiceNumber?: string;
  /**
   * Set for a card or UPI order, placed but not yet paid (issue 16, decision 032): the mail says
   * so and how long the shopper has, instead of "confirmed".
   */
  payWithinMinutes?: number;
}

export const orderPlaced = defineTemplate<OrderPlacedData>({
  subject: (d) =>
    d.payWithinMinutes
      ? `Order #${d.orderNumber} placed: awaiting payment`
      : `Order #${d.orderNumber} confirmed`,
  html: `<p><%= it.greeting(it.name) %></p>
<% if (it.payWithinMinutes) { %><p>Thank you for shopping with Harit. Your order <strong>#<%= it.orderNumber %></strong> is placed and awaits your payment. If it is not paid within <%= it.payWithinMinutes %> minutes of placing it, it is cancelled and nothing is charged; you can pay from <a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>">the order's page</a>.</p>
<% } else { %><p>Thank you for shopping with Harit. Your order <strong>#<%= it.orderNumber %></strong> is confirmed.</p><% } %>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:15px;">
<% for (const line of it.lines) { %>
<tr style="border-bottom:1px solid #e3ebe0;"><td><%= line.name %> × <%= line.quantity %></td><td align="right"><%= it.inr(line.lineTotalPaise) %></td></tr>
<% } %>
<tr><td>Subtotal</td><td align="right"><%= it.inr(it.subtotalPaise) %></td></tr>
<tr><td>Shipping</td><td align="right"><%= it.inr(it.shippingPaise) %></td></tr>
<tr><td>GST</td><td align="right"><%= it.inr(it.gstPaise) %></td></tr>
<tr><td><strong>Total</strong></td><td align="right"><strong><%= it.inr(it.totalPaise) %></strong></td></tr>
<% if (it.savingsPaise > 0) { %><tr><td>You saved</td><td align="right"><%= it.inr(it.savingsPaise) %></td></tr><% } %>
</table>
<h2 style="font-size:17px;margin:20px 0 6px;">Environmental impact</h2>
<p style="margin:0;">Carbon saved: <%= it.kg(it.carbon.savingsKg) %><br>
Carbon emitted: <%= it.kg(it.carbon.emissionsKg) %><br>
Net impact: <%= it.kg(it.carbon.netKg) %><br>
Eco-friendly products: <%= it.carbon.ecoProducts %></p>
<% if (it.invoiceNumber) { %><p>Your GST tax invoice <%= it.invoiceNumber %> is attached as a PDF.</p><% } %>
<p style="margin-top:20px;"><a href="<%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>" style="color:#1f6f3f;font-weight:bold;">See your order</a></p>`,
  text: `<%= it.greeting(it.name) %>

<% if (it.payWithinMinutes) { %>Thank you for shopping with Harit. Your order #<%= it.orderNumber %> is placed and awaits your payment. If it is not paid within <%= it.payWithinMinutes %> minutes of placing it, it is cancelled and nothing is charged; you can pay from the order's page (link below).
<% } else { %>Thank you for shopping with Harit. Your order #<%= it.orderNumber %> is confirmed.
<% } %>
<% for (const line of it.lines) { %>- <%= line.name %> × <%= line.quantity %>: <%= it.inr(line.lineTotalPaise) %>
<% } %>
Subtotal: <%= it.inr(it.subtotalPaise) %>
Shipping: <%= it.inr(it.shippingPaise) %>
GST: <%= it.inr(it.gstPaise) %>
Total: <%= it.inr(it.totalPaise) %>
<% if (it.savingsPaise > 0) { %>You saved: <%= it.inr(it.savingsPaise) %>
<% } %>
Environmental impact
Carbon saved: <%= it.kg(it.carbon.savingsKg) %>
Carbon emitted: <%= it.kg(it.carbon.emissionsKg) %>
Net impact: <%= it.kg(it.carbon.netKg) %>
Eco-friendly products: <%= it.carbon.ecoProducts %>
<% if (it.invoiceNumber) { %>
Your GST tax invoice <%= it.invoiceNumber %> is attached as a PDF.
<% } %>
See your order: <%= it.link('/orders/' + encodeURIComponent(it.orderNumber)) %>`,
});
