// /orders/:orderNumber: the orders feature's page, with the payments feature's "Pay now" while
// the order awaits payment and the invoices feature's tax documents.
import { TaxDocuments } from '../../features/invoices/tax-documents';
import { OrderDetailPage } from '../../features/orders/order-detail-page';
import { PayNowButton } from '../../features/payments/pay-now-button';
import { useT } from '../../lib/i18n';

export function OrderPage() {
  const t = useT();
  return (
    <OrderDetailPage
      paymentAction={(order) => (
        <PayNowButton
          orderNumber={order.orderNumber}
          returnTo={`/orders/${encodeURIComponent(order.orderNumber)}`}
          label={order.payment.status === 'failed' ? t('Retry payment') : t('Pay now')}
        />
      )}
      documents={(order) => <TaxDocuments orderNumber={order.orderNumber} status={order.status} />}
    />
  );
}
