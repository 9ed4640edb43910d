import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { LoadMoreButton } from '../../components/load-more-button';
import { Page } from '../../components/page';
import { LoadingState } from '../../components/query-state';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { UserQueryState } from '../../lib/require-user';
import { useOrders } from './api/get-orders';
import { OrderCard } from './order-card';
import { OrderCardSkeleton } from './order-card-skeleton';

function OrdersSkeleton() {
  const t = useT();
  return (
    <LoadingState label={t('Loading your orders…')} className="space-y-4">
      <OrderCardSkeleton />
      <OrderCardSkeleton />
      <OrderCardSkeleton />
    </LoadingState>
  );
}

/** /orders, 'Orders & Payments' (DESIGN.md §6.1, §6.3): the user's orders, newest first. */
export function OrdersPage() {
  const t = useT();
  const { user } = useAuth();
  const orders = useOrders();

  return (
    <Page
      title={t('Orders & Payments')}
      width="max-w-4xl"
      lead={
        user && (
          <p className="mt-2 text-stone-600">
            {orders.data?.total
              ? `${t('{count, plural, one {# order} other {# orders}}, newest first.', { count: orders.data.total })} `
              : ''}
            {t('To cancel or return something, see')}{' '}
            <Link to="/returns" className="font-semibold text-brand-800 underline">
              {t('Returns & Cancellations')}
            </Link>
            .
          </p>
        )
      }
    >
      <UserQueryState
        prompt={t('Please sign in to view your orders')}
        query={orders}
        loading={<OrdersSkeleton />}
        errorMessage={t('Failed to fetch orders.')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={Package}
            title={t('No orders yet')}
            description={t(
              'When you place an order, it appears here with its status and its carbon impact.',
            )}
            action={<EmptyStateLink to="/shop">{t('Start Shopping')}</EmptyStateLink>}
          />
        }
      >
        {(data) => (
          <>
            <ul className="space-y-4">
              {data.items.map((order) => (
                <li key={order.orderNumber}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            <LoadMoreButton
              query={orders}
              label={t('Load more orders')}
              busyLabel={t('Loading…')}
              errorMessage={t('Failed to fetch orders.')}
            />
          </>
        )}
      </UserQueryState>
    </Page>
  );
}
