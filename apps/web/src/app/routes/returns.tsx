// /returns, 'Returns & Cancellations' (DESIGN.md §6.1): orders to cancel (orders feature) and
// items to return with the shopper's return requests (returns feature), side by side.

import { formatINR } from '@harit/core/money';
import { RETURN_WINDOW_DAYS } from '@harit/core/orders';
import { type ReturnRequest, returnableUnits } from '@harit/core/returns';
import type { Order, OrderItem } from '@harit/core/types';
import { Ban, RotateCcw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-head';
import { IconItem } from '../../components/icon-item';
import { LoadMoreButton } from '../../components/load-more-button';
import { LoadingState, QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/skeleton';
import { Button } from '../../components/ui/button';
import { useOrders } from '../../features/orders/api/get-orders';
import { CancelOrderButton } from '../../features/orders/cancel-order-button';
import { OrderCardSkeleton } from '../../features/orders/order-card-skeleton';
import { formatOrderDateTime } from '../../features/orders/order-format';
import { OrderItems } from '../../features/orders/order-items';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { useReturns } from '../../features/returns/api/get-returns';
import { MyReturnRequests } from '../../features/returns/my-return-requests';
import { ReturnRequestForm } from '../../features/returns/return-request-form';
import { useLanguage, useT } from '../../lib/i18n';
import { RequireUser } from '../../lib/require-user';

/** The newest orders are the ones that can still be cancelled or returned. */
const RECENT_ORDERS = 50;

const panel = 'rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5';

export function ReturnsPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <DocumentTitle>{`${t('Returns & Cancellations')} · Harit`}</DocumentTitle>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {t('Returns & Cancellations')}
      </h1>
      <section aria-labelledby="rules-heading" className={`${panel} mt-6`}>
        <h2 id="rules-heading" className="font-semibold text-stone-900">
          {t('How it works')}
        </h2>
        <ul className="mt-3 space-y-3 text-sm text-stone-700">
          <IconItem icon={Ban} size="md">
            <strong className="text-stone-900">{t('Cancel before it ships.')}</strong>{' '}
            {t(
              'An order can be cancelled until it leaves us; its items go back into stock and any amount paid is refunded.',
            )}
          </IconItem>
          <IconItem icon={RotateCcw} size="md">
            <strong className="text-stone-900">
              {t('Return delivered items within {days} days.', { days: RETURN_WINDOW_DAYS })}
            </strong>{' '}
            {t(
              'Request a return for each item (one unit or several) with a short reason; once we approve it and the item is back with us, we refund it and tell you by e-mail.',
            )}
          </IconItem>
        </ul>
      </section>
      <div className="mt-6">
        <RequireUser
          prompt={t('Please sign in to manage returns and cancellations')}
          loading={
            <LoadingState label={t('Loading…')}>
              <OrderCardSkeleton />
            </LoadingState>
          }
        >
          {() => <SignedInReturns />}
        </RequireUser>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  // Not from the title: a Hindi title has no Latin letters to make an id of.
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-stone-100 px-4 py-5 text-sm text-stone-600">{children}</p>;
}

function OrderHeading({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div>
        <Link
          to={`/orders/${order.orderNumber}`}
          className="font-semibold text-stone-900 hover:underline"
        >
          {t('Order #{number}', { number: order.orderNumber })}
        </Link>
        <p className="text-sm text-stone-600">
          {formatOrderDateTime(order.createdAt, language)} · {formatINR(order.total)}
        </p>
      </div>
      <OrderStatusBadge status={order.status} />
    </div>
  );
}

function SignedInReturns() {
  const t = useT();
  const orders = useOrders(RECENT_ORDERS);
  const returns = useReturns();

  return (
    <QueryState
      query={orders}
      loading={
        <LoadingState label={t('Loading your orders…')} className="space-y-4">
          <OrderCardSkeleton />
          <OrderCardSkeleton />
        </LoadingState>
      }
      errorMessage={t('Failed to fetch orders.')}
    >
      {(data) => <ReturnsSections list={data.items} returns={returns} more={orders} />}
    </QueryState>
  );
}

function ReturnsSections({
  list,
  returns,
  more,
}: {
  list: Order[];
  returns: ReturnType<typeof useReturns>;
  more: ReturnType<typeof useOrders>;
}) {
  const t = useT();
  const language = useLanguage();
  const cancellable = list.filter((o) => o.canCancel);
  const returnable = list.filter((o) => o.canReturn);
  const cancelled = list.filter((o) => o.status === 'cancelled');

  return (
    <>
      <Section title={t('Orders you can cancel')}>
        {cancellable.length === 0 ? (
          <Quiet>{t('Nothing to cancel: none of your orders is waiting to ship.')}</Quiet>
        ) : (
          <ul className="space-y-3">
            {cancellable.map((order) => (
              <li key={order.orderNumber} className={panel}>
                <OrderHeading order={order} />
                <OrderItems items={order.items} />
                <div className="flex justify-end">
                  <CancelOrderButton order={order} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('Items you can return')}>
        {returnable.length === 0 ? (
          <Quiet>
            {t('Nothing to return: items can be returned within {days} days of delivery.', {
              days: RETURN_WINDOW_DAYS,
            })}
          </Quiet>
        ) : (
          <ul className="space-y-3">
            {returnable.map((order) => (
              <li key={order.orderNumber} className={panel}>
                <OrderHeading order={order} />
                <ReturnableItems order={order} requests={returns.data} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('Your return requests')}>
        <QueryState
          query={returns}
          loading={<Skeleton className="h-20 rounded-2xl" />}
          errorMessage={t('Failed to fetch return requests.')}
          isEmpty={(data) => data.length === 0}
          empty={<Quiet>{t('You have not requested any returns.')}</Quiet>}
        >
          {(requests) => <MyReturnRequests requests={requests} />}
        </QueryState>
      </Section>

      <Section title={t('Cancelled orders')}>
        {cancelled.length === 0 ? (
          <Quiet>{t('You have not cancelled any orders.')}</Quiet>
        ) : (
          <ul className={`${panel} divide-y divide-stone-100 py-1 sm:py-1`}>
            {cancelled.map((order) => (
              <li key={order.orderNumber} className="py-3">
                <OrderHeading order={order} />
                {order.cancelledAt && (
                  <p className="mt-1 text-sm text-stone-600">
                    {t('Cancelled on')} {formatOrderDateTime(order.cancelledAt, language)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <LoadMoreButton query={more} label={t('Look at older orders')} />
    </>
  );
}

function ReturnableItems({
  order,
  requests,
}: {
  order: Order;
  /** the shopper's return requests, once loaded */
  requests: readonly ReturnRequest[] | undefined;
}) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const action = (item: OrderItem) => {
    const returnable = requests
      ? returnableUnits(
          item.quantity,
          requests.filter(
            (r) => r.orderNumber === order.orderNumber && r.productId === item.productId,
          ),
        )
      : item.returnStatus
        ? 0
        : item.quantity;
    if (returnable === 0) return null;
    if (open === item.productId) {
      return (
        <ReturnRequestForm
          orderNumber={order.orderNumber}
          item={item}
          returnable={returnable}
          onDone={() => setOpen(null)}
        />
      );
    }
    return (
      <div className="mt-2 flex justify-end">
        <Button onClick={() => setOpen(item.productId)} variant="secondary" size="sm">
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('Request a return')}
          <span className="sr-only">: {item.name}</span>
        </Button>
      </div>
    );
  };
  return <OrderItems items={order.items} renderAction={action} />;
}
