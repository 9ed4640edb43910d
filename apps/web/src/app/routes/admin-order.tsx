// /admin/orders/:orderNumber: the console's order page with the order's invoice to download.
import { AdminInvoiceButton } from '../../features/invoices/admin/admin-invoice-button';
import { AdminOrderPage } from '../../features/orders/admin/admin-order-page';

export function AdminOrderRoute() {
  return (
    <AdminOrderPage actions={(orderNumber) => <AdminInvoiceButton orderNumber={orderNumber} />} />
  );
}
