// /admin/orders/:orderNumber: the console's order page with its shipping label and packing slip
// to print, and the order's invoice to download once it is issued: at dispatch (decision 068);
// before, there is none to offer.
import { AdminInvoiceButton } from '../../features/invoices/admin/admin-invoice-button';
import { ShippingDocumentsButtons } from '../../features/invoices/admin/shipping-documents-buttons';
import { AdminOrderPage } from '../../features/orders/admin/admin-order-page';

export function AdminOrderRoute() {
  return (
    <AdminOrderPage
      actions={(order) => (
        <>
          {order.status !== 'cancelled' && (
            <ShippingDocumentsButtons orderNumber={order.orderNumber} />
          )}
          {order.invoice && <AdminInvoiceButton orderNumber={order.orderNumber} />}
        </>
      )}
    />
  );
}
