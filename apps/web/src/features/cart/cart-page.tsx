import { cartTotals } from '@harit/core/money';
import { ShoppingCart } from 'lucide-react';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { Page } from '../../components/page';
import { LoadingState } from '../../components/query-state';
import { Repeat } from '../../components/skeleton';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { UserQueryState } from '../../lib/require-user';
import { useCart } from './api/get-cart';
import { CartRow, CartRowSkeleton } from './cart-row';
import { OrderSummary } from './order-summary';

const SKELETON_ROWS = 3;

function CartSkeleton() {
  const t = useT();
  return (
    <LoadingState label={t('Loading your cart…')}>
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
  const t = useT();
  const { user } = useAuth();
  const cart = useCart();
  const lines = cart.data ?? [];

  return (
    <Page
      title={t('Your Shopping Cart')}
      lead={
        user &&
        cart.isSuccess && (
          <p className="mt-2 text-stone-600" data-testid="cart-count">
            {t('{count, plural, one {# item} other {# items}} in your cart', {
              count: cartTotals(lines).itemCount,
            })}
          </p>
        )
      }
    >
      <UserQueryState
        prompt={t('Please sign in to view your cart')}
        query={cart}
        loading={<CartSkeleton />}
        errorMessage={t('Failed to fetch cart items.')}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={ShoppingCart}
            title={t('Your cart is empty')}
            description={t('Add eco-friendly products to your cart and they will appear here.')}
            action={<EmptyStateLink to="/shop">{t('Start Shopping')}</EmptyStateLink>}
          />
        }
      >
        {(data) => {
          // each line's total with GST from the same figures as the summary's rows, so the
          // lines and shipping add up to the Total Amount (decision 082)
          const { linesWithGst } = cartTotals(data);
          return (
            <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
              <ul className="space-y-4" aria-label={t('Cart items')}>
                {data.map((line, i) => (
                  <CartRow key={line.productId} line={line} totalWithGst={linesWithGst[i] ?? 0} />
                ))}
              </ul>
              <OrderSummary lines={data} />
            </div>
          );
        }}
      </UserQueryState>
    </Page>
  );
}
