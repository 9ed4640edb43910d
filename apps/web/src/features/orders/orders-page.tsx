import { Loader2, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useAuth } from '../../lib/auth';
import { useOrders } from './api/get-orders';
import { OrderCard } from './order-card';
import { OrderCardSkeleton } from './order-card-skeleton';
import { SignInPrompt } from './sign-in-prompt';

/** /orders, 'Orders & Payments' (DESIGN.md §6.1, §6.3): the user's orders, newest first. */
export function OrdersPage() {
  const { user, isPending } = useAuth();
  const orders = useOrders();
  const list = orders.data?.orders ?? [];

  let body: ReactNode;
  if (isPending || (user && orders.isPending)) {
    body = (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading your orders…</span>
        <OrderCardSkeleton />
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  } else if (!user) {
    body = <SignInPrompt title="Please sign in to view your orders" />;
  } else if (orders.isError) {
    body = <ErrorState message="Failed to fetch orders." onRetry={() => orders.refetch()} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={Package}
        title="No orders yet"
        description="When you place an order, it appears here with its status and its carbon impact."
        action={
          <Link
            to="/shop"
            className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Start Shopping
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="space-y-4">
          {list.map((order) => (
            <li key={order.orderNumber}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        {orders.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <button
              type="button"
              onClick={() => orders.fetchNextPage()}
              disabled={orders.isFetchingNextPage}
              className="inline-flex items-center gap-2 rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-800 transition hover:bg-brand-50 disabled:opacity-60"
            >
              {orders.isFetchingNextPage && (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              )}
              {orders.isFetchingNextPage ? 'Loading…' : 'Load more orders'}
            </button>
          </div>
        )}
        {orders.isFetchNextPageError && (
          <ErrorState message="Failed to fetch orders." className="mt-6" />
        )}
      </>
    );
  }

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
      {body}
    </div>
  );
}
