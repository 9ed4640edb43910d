// /admin/orders/:orderNumber: the console's order page with the order's invoice to download,
// once it is issued: at dispatch (decision 068); before, there is none to offer.
import { AdminInvoiceButton } from '../../features/invoices/admin/admin-invoice-button';
import { AdminOrderPage } from '../../features/orders/admin/admin-order-page';

export function AdminOrderRoute() {
  return (
    <AdminOrderPage
      actions={(order) =>
        order.invoice ? <AdminInvoiceButton orderNumber={order.orderNumber} /> : null
      }
    />
  );
}
