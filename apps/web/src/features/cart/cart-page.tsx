import { cartTotals } from '@harit/core/money';
import { ShoppingCart } from 'lucide-react';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { Page } from '../../components/page';
import { LoadingState } from '../../components/query-state';
import { Repeat } from '../../components/skeleton';
import { useAuth } from '../../lib/auth';
import { UserQueryState } from '../../lib/require-user';
import { useCart } from './api/get-cart';
import { CartRow, CartRowSkeleton } from './cart-row';
import { itemCountText, OrderSummary } from './order-summary';

const SKELETON_ROWS = 3;

function CartSkeleton() {
  return (
    <LoadingState label="Loading your cart…">
      <ul className="space-y-4">
        <Repeat count={SKELETON_ROWS}>
          <CartRowSkeleton />
        </Repeat>
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
    <Page
      title="Your Shopping Cart"
      lead={
        user &&
        cart.isSuccess && (
          <p className="mt-2 text-stone-600" data-testid="cart-count">
            {itemCountText(cartTotals(lines).itemCount)} in your cart
          </p>
        )
      }
    >
      <UserQueryState
        prompt="Please sign in to view your cart"
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
      </UserQueryState>
    </Page>
  );
}
