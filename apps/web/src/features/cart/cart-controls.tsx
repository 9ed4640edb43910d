import { MAX_LINE_QUANTITY } from '@harit/core/limits';
import type { Product } from '@harit/core/types';
import { ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAfterSession } from '../../lib/after-session';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useCart } from './api/get-cart';
import { useSetCartQuantity } from './api/set-cart-quantity';
import { QuantityStepper } from './quantity-stepper';

/**
 * SPEC §2 listing cart controls: Add to Cart, which becomes a quantity stepper once the product
 * is in the cart. Up uses the add call, down the update call, and 0 removes the line (SPEC §4).
 * Signed out, it sends the visitor to /login (SPEC §5).
 */
export function CartControls({ product }: { product: Product }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const cart = useCart();
  const setQuantity = useSetCartQuantity();
  const quantity = cart.data?.find((l) => l.productId === product._id)?.quantity ?? 0;
  const most = Math.min(product.stock, MAX_LINE_QUANTITY);
  const add = useAfterSession(() => change(1));

  const change = (next: number) => {
    if (!user) {
      navigate('/login');
      return;
    }
    setQuantity(product, quantity, next);
  };

  if (user && quantity > 0) {
    return (
      <QuantityStepper
        look="listing"
        name={product.name}
        label={t('Quantity of {name} in cart', { name: product.name })}
        quantity={quantity}
        most={most}
        onChange={change}
      />
    );
  }

  const soldOut = product.stock <= 0;
  return (
    <button
      type="button"
      onClick={add}
      disabled={soldOut}
      className="flex h-10 items-center justify-center gap-1.5 rounded-full border border-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500 disabled:hover:bg-transparent"
    >
      <ShoppingCart className="size-4 shrink-0" aria-hidden="true" />
      {soldOut ? t('Out of stock') : t('Add to Cart')}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
