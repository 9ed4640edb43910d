import { formatINR } from '@harit/core/money';
import type { Order } from '@harit/core/types';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AmountList } from '../../components/amount-list';
import { DocumentTitle } from '../../components/document-head';
import { EmptyState } from '../../components/empty-state';
import { EnvironmentalImpactBox } from '../../components/environmental-impact';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/query-state';
import { TextLink } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n';
import { RequireUser } from '../../lib/require-user';
import { useOrder } from './api/get-order';
import { OrderCardSkeleton } from './order-card-skeleton';
import { OrderChangeActions } from './order-change-actions';
import { formatOrderDateTime } from './order-format';
import { OrderItems } from './order-items';
import { paymentRows } from './order-payment';
import { OrderProgress } from './order-progress';
import { OrderReversal } from './order-reversal';
import { OrderStatusBadge } from './order-status-badge';
import { ShippingAddress } from './shipping-address';

const panel = 'rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5';

/**
 * /orders/:orderNumber: one order in full. Slots for other features, composed in
 * app/routes/order.tsx: `paymentAction`, the "Pay now" of an order still awaiting payment (the
 * payments feature's), and `documents`, the order's tax invoice and credit notes (invoices').
 */
export function OrderDetailPage({
  paymentAction,
  documents,
}: {
  paymentAction?: (order: Order) => ReactNode;
  documents?: (order: Order) => ReactNode;
} = {}) {
  const t = useT();
  const language = useLanguage();
  const { orderNumber = '' } = useParams();
  const query = useOrder(orderNumber);
  const order = query.data;
  const loading = (
    <LoadingState label={t('Loading the order…')}>
      <OrderCardSkeleton />
    </LoadingState>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = loading;
  } else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState
          icon={PackageSearch}
          title={t('Order not found')}
          description={t('There is no order #{number} in your account.', { number: orderNumber })}
        />
      ) : (
        <ErrorState message={t('Failed to fetch the order.')} onRetry={() => query.refetch()} />
      );
  } else if (order) {
    const address = order.shippingAddress;
    body = (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <section aria-label={t('Status')} className={panel}>
            <OrderProgress order={order} />
          </section>
          <section aria-labelledby="items-heading" className={panel}>
            <h2 id="items-heading" className="font-semibold text-stone-900">
              {t('Items ({count})', { count: order.itemCount })}
            </h2>
            <OrderItems items={order.items} />
          </section>
          <section aria-labelledby="address-heading" className={panel}>
            <h2 id="address-heading" className="font-semibold text-stone-900">
              {t('Shipping address')}
            </h2>
            <ShippingAddress address={address} />
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="payment-heading" className={panel}>
            <h2 id="payment-heading" className="font-semibold text-stone-900">
              {t('Payment')}
            </h2>
            <AmountList
              rows={[
                ...paymentRows(order, t),
                order.savings > 0 && {
                  label: t('You saved'),
                  value: formatINR(order.savings),
                  kind: 'saving',
                },
              ]}
            />
            {order.payment.canPay && paymentAction && (
              <div className="mt-4">{paymentAction(order)}</div>
            )}
          </section>
          {documents?.(order)}
          <EnvironmentalImpactBox impact={order.carbonImpact} headingLevel={2} />
          <OrderReversal order={order} />
          {order.rewardPoints > 0 && order.status !== 'cancelled' && (
            <p className="text-sm text-stone-700">
              {order.status === 'delivered' ? (
                <>
                  {t('This order earned')}{' '}
                  <strong className="text-brand-800">
                    {t('{points} green points', { points: String(order.rewardPoints) })}
                  </strong>
                  .
                </>
              ) : (
                <>
                  {t('You will earn')}{' '}
                  <strong className="text-brand-800">
                    {t('{points} green points', { points: String(order.rewardPoints) })}
                  </strong>{' '}
                  {t('when this order is delivered.')}
                </>
              )}
            </p>
          )}
          {(order.canCancel || order.canReturn) && (
            <div className="flex flex-wrap gap-2">
              <OrderChangeActions order={order} />
            </div>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <DocumentTitle>{`${t('Order #{number}', { number: orderNumber })} · Harit`}</DocumentTitle>
      <TextLink to="/orders" icon={ArrowLeft} className="text-sm">
        {t('Orders & Payments')}
      </TextLink>
      <header className="mt-3 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('Order #{number}', { number: orderNumber })}
        </h1>
        {order && <OrderStatusBadge status={order.status} />}
        {order && (
          <p className="w-full text-sm text-stone-600">
            {t('Placed on')}{' '}
            <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt, language)}</time>
          </p>
        )}
      </header>
      <RequireUser prompt={t('Please sign in to view your orders')} loading={loading}>
        {() => body}
      </RequireUser>
    </div>
  );
}
