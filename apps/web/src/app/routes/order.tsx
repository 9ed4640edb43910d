import { OrderDetailPage } from '../../features/orders/order-detail-page';
import { PayNowButton } from '../../features/payments/pay-now-button';

/** /orders/:orderNumber: the order, with "Pay now" while it awaits payment (issue 16). */
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
    />
  );
}
