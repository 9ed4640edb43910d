// The tax invoice of an order's goods is issued when they are dispatched — marked shipped — not
// when the order is placed (decision 068; CGST Act section 31(1)(a): "before or at the time of
// removal of goods"). An order cancelled before it ships is then no supply and needs neither an
// invoice nor a credit note. Runs in the transaction that ships the order.
import type { ShippingInput } from '@harit/core/validation';
import type { Trx } from '../db/transaction.ts';
import { invoiceCodes } from '../features/catalog/service.ts';
import { type InvoiceSeller, issueInvoice } from '../features/invoices/service.ts';
import { type OrderRow, orderLines } from '../features/orders/service.ts';

/** Issues the shipped order's invoice, dated `at`; an order invoiced at placing keeps its own. */
export async function invoiceAtDispatch(
  trx: Trx,
  seller: InvoiceSeller,
  order: OrderRow,
  at: Date,
): Promise<{ number: string }> {
  const lines = await orderLines(trx, [order.id]); // orders: what was bought, at its price
  const codes = await invoiceCodes(
    trx,
    lines.map((l) => l.product_id),
  ); // catalog: each product's HSN code and unit
  return issueInvoice(
    trx,
    seller,
    at,
    order,
    order.shipping as ShippingInput,
    lines.map((l) => {
      const code = codes.get(l.product_id);
      return {
        productId: l.product_id,
        name: l.name,
        hsn: code?.hsn ?? null,
        ...(code ? { uqc: code.uqc } : {}),
        quantity: l.quantity,
        pricePaise: l.price_paise,
        discountPaise: l.discount_paise,
        ratePercent: l.gst_rate,
      };
    }),
  ); // invoices
}
