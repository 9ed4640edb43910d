import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { LoadMoreButton } from '../../components/load-more-button';
import { Page } from '../../components/page';
import { LoadingState } from '../../components/query-state';
import { useAuth } from '../../lib/auth';
import { UserQueryState } from '../../lib/require-user';
import { useOrders } from './api/get-orders';
import { OrderCard } from './order-card';
import { OrderCardSkeleton } from './order-card-skeleton';

function OrdersSkeleton() {
  return (
    <LoadingState label="Loading your orders…" className="space-y-4">
      <OrderCardSkeleton />
      <OrderCardSkeleton />
      <OrderCardSkeleton />
    </LoadingState>
  );
}

/** /orders, 'Orders & Payments' (DESIGN.md §6.1, §6.3): the user's orders, newest first. */
export function OrdersPage() {
  const { user } = useAuth();
  const orders = useOrders();

  return (
    <Page
      title="Orders & Payments"
      width="max-w-4xl"
      lead={
        user && (
          <p className="mt-2 text-stone-600">
            {orders.data?.total
              ? `${orders.data.total} ${orders.data.total === 1 ? 'order' : 'orders'}, newest first. `
              : ''}
            To cancel or return something, see{' '}
            <Link to="/returns" className="font-semibold text-brand-800 underline">
              Returns & Cancellations
            </Link>
            .
          </p>
        )
      }
    >
      <UserQueryState
        prompt="Please sign in to view your orders"
        query={orders}
        loading={<OrdersSkeleton />}
        errorMessage="Failed to fetch orders."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={Package}
            title="No orders yet"
            description="When you place an order, it appears here with its status and its carbon impact."
            action={<EmptyStateLink to="/shop">Start Shopping</EmptyStateLink>}
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
              label="Load more orders"
              busyLabel="Loading…"
              errorMessage="Failed to fetch orders."
            />
          </>
        )}
      </UserQueryState>
    </Page>
  );
}
