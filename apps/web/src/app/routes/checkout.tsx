import { checkoutItemOf } from '@harit/core/cart';
import type { CheckoutQuote } from '@harit/core/coupons';
import { isGstRate } from '@harit/core/money';
import type { CheckoutItem, Order } from '@harit/core/types';
import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-head';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { useAddresses } from '../../features/account/api/addresses';
import { useCart } from '../../features/cart/api/get-cart';
import { useSavedShipping } from '../../features/checkout/api/get-saved-shipping';
import { CheckoutForm, EMPTY_CHECKOUT, NEW_ADDRESS } from '../../features/checkout/checkout-form';
import { type CheckoutDiscounts, DiscountsForm } from '../../features/checkout/discounts-form';
import { OrderConfirmation } from '../../features/checkout/order-confirmation';
import { OrderSummary } from '../../features/checkout/order-summary';
import { useCheckout } from '../../features/checkout/use-checkout';
import { useOrder } from '../../features/orders/api/get-order';
import { usePaymentOptions } from '../../features/payments/api/payments';
import { PaymentOutcome } from '../../features/payments/payment-outcome';
import { usePayOrder } from '../../features/payments/use-pay-order';
import type { AuthUser } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { RequireUser } from '../../lib/require-user';
import { sampleAddressOf, useDeliveryLocation } from '../layout/header/delivery-location';

/** SPEC §3: the cart (or Buy Now) hands over productId, name, price, quantity and image. */
export function itemsFromState(state: unknown): CheckoutItem[] | null {
  const items = (state as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  const valid = items.filter(
    (i): i is CheckoutItem =>
      typeof i === 'object' &&
      i !== null &&
      typeof i.productId === 'string' &&
      typeof i.name === 'string' &&
      typeof i.price === 'number' &&
      Number.isInteger(i.quantity) &&
      i.quantity > 0,
  );
  return valid.map(({ productId, name, price, quantity, image, carbonKgPerUnit, gstRate }) => ({
    productId,
    name,
    price,
    quantity,
    image: typeof image === 'string' ? image : '',
    ...(typeof carbonKgPerUnit === 'number' ? { carbonKgPerUnit } : {}),
    // decision 073: the product's rate; a hand-over without one is at SPEC's 18 %
    ...(typeof gstRate === 'number' && isGstRate(gstRate) ? { gstRate } : {}),
  }));
}

/** SPEC §3 checkout: the checkout feature's form and summary over the cart's items. */
export function CheckoutPage() {
  return (
    // SPEC §6: buying needs sign-in.
    <RequireUser
      redirect
      loading={
        <CheckoutShell>
          <CheckoutSkeleton />
        </CheckoutShell>
      }
    >
      {(user) => <CheckoutOrPaymentResult user={user} />}
    </RequireUser>
  );
}

/** Where a card or UPI payment returns the shopper: /checkout?order=<number>. */
export const paymentReturnPath = (orderNumber: string) =>
  `/checkout?order=${encodeURIComponent(orderNumber)}`;

function CheckoutOrPaymentResult({ user }: { user: AuthUser }) {
  const [params] = useSearchParams();
  const returned = params.get('order');
  return returned ? <PaymentResult orderNumber={returned} /> : <SignedInCheckout user={user} />;
}

/**
 * Back from the payment gateway: SPEC's confirmation once the order is paid (or paid on
 * delivery), else what happened to the payment, with a retry while the order waits.
 */
function PaymentResult({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const order = useOrder(orderNumber);
  if (order.isPending) {
    return (
      <CheckoutShell>
        <CheckoutSkeleton />
      </CheckoutShell>
    );
  }
  if (order.isError) {
    return (
      <CheckoutShell>
        <ErrorState message={t('Failed to fetch the order.')} onRetry={() => order.refetch()} />
      </CheckoutShell>
    );
  }
  const placed = order.data;
  const settled = placed.payment.status === 'paid' || placed.payment.status === 'pay-on-delivery';
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <DocumentTitle>{`${settled ? t('Order Confirmed!') : t('Payment')} · Harit`}</DocumentTitle>
      {settled ? (
        <OrderConfirmation order={placed} />
      ) : (
        <PaymentOutcome
          orderNumber={placed.orderNumber}
          payment={placed.payment}
          returnTo={paymentReturnPath(placed.orderNumber)}
        />
      )}
    </div>
  );
}

function SignedInCheckout({ user }: { user: AuthUser }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const stateItems = useMemo(() => itemsFromState(location.state), [location.state]);
  // A direct visit (or a reload) checks out the user's cart.
  const cart = useCart();
  const items = useMemo<CheckoutItem[]>(
    () => stateItems ?? (cart.data ?? []).map(checkoutItemOf),
    [stateItems, cart.data],
  );

  // Once placed, a reload or Back must not offer the same items again: drop them from history.
  // A card or UPI order then goes to the payment gateway, which returns to paymentReturnPath.
  const payment = usePayOrder();
  const { pay } = payment;
  const onPlaced = useCallback(
    (order: Order) => {
      if (order.payment.canPay) {
        // The gateway takes this page's place in history, so Back does not offer the items again.
        void pay(order.orderNumber, paymentReturnPath(order.orderNumber), { replace: true });
      } else {
        navigate(location.pathname, { replace: true, state: null });
      }
    },
    [navigate, location.pathname, pay],
  );
  const [discounts, setDiscounts] = useState<CheckoutDiscounts>({});
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const checkout = useCheckout(items, onPlaced, discounts);
  const saved = useSavedShipping();
  const addresses = useAddresses();
  const paymentOptions = usePaymentOptions();
  // The header's "Deliver to" choice: a saved address, or a sample to start from.
  const { location: deliverTo } = useDeliveryLocation();
  const sample = sampleAddressOf(deliverTo);

  if (checkout.phase === 'confirmed' && checkout.order?.payment.canPay) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <DocumentTitle>{`${t('Payment')} · Harit`}</DocumentTitle>
        {payment.error ? (
          <PaymentOutcome
            orderNumber={checkout.order.orderNumber}
            payment={checkout.order.payment}
            returnTo={paymentReturnPath(checkout.order.orderNumber)}
          />
        ) : (
          <p role="status" className="text-center text-lg text-stone-700">
            {t('Taking you to the payment…')}
          </p>
        )}
      </div>
    );
  }
  if (checkout.phase === 'confirmed' && checkout.order) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <DocumentTitle>{`${t('Order Confirmed!')} · Harit`}</DocumentTitle>
        <OrderConfirmation order={checkout.order} />
      </div>
    );
  }

  if (!stateItems && cart.isPending) {
    return (
      <CheckoutShell>
        <CheckoutSkeleton />
      </CheckoutShell>
    );
  }
  if (!stateItems && cart.isError) {
    return (
      <CheckoutShell>
        <ErrorState message={t('Failed to fetch cart.')} onRetry={() => cart.refetch()} />
      </CheckoutShell>
    );
  }
  if (items.length === 0) {
    return (
      <CheckoutShell>
        <EmptyState
          icon={ShoppingBag}
          title={t('Your cart is empty')}
          description={t(
            'Add a few eco-friendly goods to your cart, then come back here to check out.',
          )}
          action={<EmptyStateLink to="/shop">{t('Continue Shopping')}</EmptyStateLink>}
        />
      </CheckoutShell>
    );
  }

  return (
    <CheckoutShell>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        {saved.isPending || addresses.isPending || paymentOptions.isPending ? (
          <CheckoutSkeleton />
        ) : (
          <CheckoutForm
            defaultValues={{
              ...EMPTY_CHECKOUT,
              ...saved.data?.shipping,
              ...sample?.parts,
              email: saved.data?.shipping?.email || user.email,
              paymentMethod: saved.data?.paymentMethod ?? 'credit-card',
              // Unticked each time: saving is asked for, not assumed (decision 060).
              saveInfo: false,
              makeDefault: false,
            }}
            savedAddresses={addresses.data ?? []}
            preferredAddressId={sample ? NEW_ADDRESS : (deliverTo?.addressId ?? null)}
            busy={checkout.phase === 'processing'}
            error={checkout.error}
            // Unknown (the call failed): every method; the server refuses one it cannot take.
            methods={paymentOptions.data?.methods}
            onSubmit={checkout.submit}
          />
        )}
        <div className="lg:sticky lg:top-24">
          <OrderSummary items={items} quote={quote}>
            <DiscountsForm
              items={items}
              discounts={discounts}
              onChange={(next, answer) => {
                setDiscounts(next);
                setQuote(answer);
              }}
            />
          </OrderSummary>
        </div>
      </div>
    </CheckoutShell>
  );
}

function CheckoutShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <DocumentTitle>{`${t('Checkout')} · Harit`}</DocumentTitle>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {t('Checkout')}
      </h1>
      {children}
    </div>
  );
}

function CheckoutSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <span className="sr-only">{t('Loading checkout…')}</span>
      <Skeleton className="h-6 w-48" />
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}
