import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { LoadMoreButton } from '../../components/load-more-button';
import { LoadingState, QueryState } from '../../components/query-state';
import { useAuth } from '../../lib/auth';
import { RequireUser } from '../../lib/require-user';
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
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <title>Orders & Payments · Harit</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          Orders & Payments
        </h1>
        {user && (
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
        )}
      </header>
      <RequireUser prompt="Please sign in to view your orders" loading={<OrdersSkeleton />}>
        {() => (
          <QueryState
            query={orders}
            loading={<OrdersSkeleton />}
            errorMessage="Failed to fetch orders."
            isEmpty={(data) => data.orders.length === 0}
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
                  {data.orders.map((order) => (
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
          </QueryState>
        )}
      </RequireUser>
    </div>
  );
}
