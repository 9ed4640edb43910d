import { MAX_LINE_QUANTITY } from '@harit/core/limits';
import type { Product } from '@harit/core/types';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { useCart } from './api/get-cart';
import { useSetCartQuantity } from './api/set-cart-quantity';

const stepButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full text-brand-800 transition hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * SPEC §2 listing cart controls: Add to Cart, which becomes a quantity stepper once the product
 * is in the cart. Up uses the add call, down the update call, and 0 removes the line (SPEC §4).
 * Signed out, it sends the visitor to /login (SPEC §5).
 */
export function CartControls({ product }: { product: Product }) {
  const { user, isPending } = useAuth();
  const navigate = useNavigate();
  const cart = useCart();
  const setQuantity = useSetCartQuantity();
  const quantity = cart.data?.find((l) => l.productId === product._id)?.quantity ?? 0;
  const most = Math.min(product.stock, MAX_LINE_QUANTITY);

  const change = (next: number) => {
    if (isPending) return;
    if (!user) {
      navigate('/login');
      return;
    }
    setQuantity(product, quantity, next);
  };

  if (user && quantity > 0) {
    return (
      <fieldset
        aria-label={`Quantity of ${product.name} in cart`}
        className="flex h-10 min-w-0 items-center justify-between rounded-full border border-brand-700 bg-brand-50"
      >
        <button
          type="button"
          onClick={() => change(quantity - 1)}
          aria-label={`Decrease quantity of ${product.name}`}
          className={stepButton}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          data-testid="cart-quantity"
          className="min-w-6 text-center font-semibold text-stone-900 tabular-nums"
        >
          {quantity}
        </output>
        <button
          type="button"
          onClick={() => change(quantity + 1)}
          disabled={quantity >= most}
          aria-label={`Increase quantity of ${product.name}`}
          title={quantity >= most ? `Only ${most} available` : undefined}
          className={stepButton}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </fieldset>
    );
  }

  const soldOut = product.stock <= 0;
  return (
    <button
      type="button"
      onClick={() => change(1)}
      disabled={soldOut}
      className="flex h-10 items-center justify-center gap-1.5 rounded-full border border-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500 disabled:hover:bg-transparent"
    >
      <ShoppingCart className="size-4 shrink-0" aria-hidden="true" />
      {soldOut ? 'Out of stock' : 'Add to Cart'}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
