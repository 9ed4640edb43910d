import { cartTotals } from '@harit/core/money';
import { ShoppingCart } from 'lucide-react';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { LoadingState, QueryState } from '../../components/query-state';
import { useAuth } from '../../lib/auth';
import { RequireUser } from '../../lib/require-user';
import { useCart } from './api/get-cart';
import { CartRow, CartRowSkeleton } from './cart-row';
import { itemCountText, OrderSummary } from './order-summary';

const SKELETON_ROWS = 3;

function CartSkeleton() {
  return (
    <LoadingState label="Loading your cart…">
      <ul className="space-y-4">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <CartRowSkeleton key={i} />
        ))}
      </ul>
    </LoadingState>
  );
}

/** SPEC §2 Cart (/cart). */
export function CartPage() {
  const { user } = useAuth();
  const cart = useCart();
  const lines = cart.data ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <title>Your Shopping Cart · Harit</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          Your Shopping Cart
        </h1>
        {user && cart.isSuccess && (
          <p className="mt-2 text-stone-600" data-testid="cart-count">
            {itemCountText(cartTotals(lines).itemCount)} in your cart
          </p>
        )}
      </header>
      <RequireUser prompt="Please sign in to view your cart" loading={<CartSkeleton />}>
        {() => (
          <QueryState
            query={cart}
            loading={<CartSkeleton />}
            errorMessage="Failed to fetch cart items."
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState
                icon={ShoppingCart}
                title="Your cart is empty"
                description="Add eco-friendly products to your cart and they will appear here."
                action={<EmptyStateLink to="/shop">Start Shopping</EmptyStateLink>}
              />
            }
          >
            {(data) => (
              <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
                <ul className="space-y-4" aria-label="Cart items">
                  {data.map((line) => (
                    <CartRow key={line.productId} line={line} />
                  ))}
                </ul>
                <OrderSummary lines={data} />
              </div>
            )}
          </QueryState>
        )}
      </RequireUser>
    </div>
  );
}
