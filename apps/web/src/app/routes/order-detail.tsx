// /orders/:orderNumber: the orders feature's page with the invoices feature's tax documents.
import { TaxDocuments } from '../../features/invoices/tax-documents';
import { OrderDetailPage } from '../../features/orders/order-detail-page';

export function OrderDetailRoute() {
  return (
    <OrderDetailPage documents={(order) => <TaxDocuments orderNumber={order.orderNumber} />} />
  );
}
