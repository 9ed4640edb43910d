// /orders/:orderNumber: the orders feature's page, with the payments feature's "Pay now" while
// the order awaits payment and the invoices feature's tax documents (issue 16).
import { TaxDocuments } from '../../features/invoices/tax-documents';
import { OrderDetailPage } from '../../features/orders/order-detail-page';
import { PayNowButton } from '../../features/payments/pay-now-button';

export function OrderPage() {
  return (
    <OrderDetailPage
      paymentAction={(order) => (
        <PayNowButton
          orderNumber={order.orderNumber}
          returnTo={`/orders/${encodeURIComponent(order.orderNumber)}`}
          label={order.payment.status === 'failed' ? 'Retry payment' : 'Pay now'}
        />
      )}
      documents={(order) => <TaxDocuments orderNumber={order.orderNumber} />}
    />
  );
}
