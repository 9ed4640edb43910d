// /admin/orders/:orderNumber: the console's order page with the order's invoice to download and
// its shipping label and packing slip to print.
import { AdminInvoiceButton } from '../../features/invoices/admin/admin-invoice-button';
import { ShippingDocumentsButtons } from '../../features/invoices/admin/shipping-documents-buttons';
import { AdminOrderPage } from '../../features/orders/admin/admin-order-page';

export function AdminOrderRoute() {
  return (
    <AdminOrderPage
      actions={(orderNumber, status) => (
        <>
          {status !== 'cancelled' && <ShippingDocumentsButtons orderNumber={orderNumber} />}
          <AdminInvoiceButton orderNumber={orderNumber} />
        </>
      )}
    />
  );
}
