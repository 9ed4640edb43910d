import { MAX_LINE_QUANTITY } from '@harit/core/limits';
import type { Product } from '@harit/core/types';
import { ShoppingCart } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAfterSession } from '../../lib/after-session';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { REDIRECT_PARAM } from '../../lib/return-path';
import { useCart } from './api/get-cart';
import { useSetCartQuantity } from './api/set-cart-quantity';
import { QuantityStepper } from './quantity-stepper';

/**
 * SPEC §2 listing cart controls: Add to Cart, which becomes a quantity stepper once the product
 * is in the cart. Up uses the add call, down the update call, and 0 removes the line (SPEC §4).
 * Signed out, it sends the visitor to /login (SPEC §5). The button submits a GET form to
 * /login?redirectTo=<the product's page>, so a tap before or without JavaScript lands at sign-in
 * too (decision 060); with JavaScript a tap before the app runs waits for it and for the session
 * (decision 059). Focus stays on the control: the stepper's plus after adding, Add to Cart
 * after the line is removed (the button pressed is gone, and focus would fall to the page).
 */
export function CartControls({ product }: { product: Product }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const cart = useCart();
  const setQuantity = useSetCartQuantity();
  const quantity = cart.data?.find((l) => l.productId === product._id)?.quantity ?? 0;
  const most = Math.min(product.stock, MAX_LINE_QUANTITY);
  /** Set by a press that replaces the control pressed: the next control drawn takes focus. */
  const moveFocus = useRef(false);
  const takeFocus = useCallback((element: HTMLElement | null) => {
    if (element && moveFocus.current) {
      moveFocus.current = false;
      element.focus();
    }
  }, []);
  const add = useAfterSession(() => change(1));

  const change = (next: number) => {
    if (!user) {
      navigate('/login');
      return;
    }
    moveFocus.current = (quantity === 0) !== (next === 0);
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
        focusRef={takeFocus}
      />
    );
  }

  const soldOut = product.stock <= 0;
  return (
    <form
      action="/login"
      method="get"
      // The address is for a page without JavaScript; with it, a tap before the app runs is
      // held and handed to the app (decision 059), which knows whether someone is signed in.
      data-held-before-app=""
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
      className="contents"
    >
      <input type="hidden" name={REDIRECT_PARAM} value={`/product/${product.slug}`} />
      <button
        ref={takeFocus}
        type="submit"
        disabled={soldOut}
        className="flex h-10 items-center justify-center gap-1.5 rounded-full border border-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500 disabled:hover:bg-transparent"
      >
        <ShoppingCart className="size-4 shrink-0" aria-hidden="true" />
        {soldOut ? t('Out of stock') : t('Add to Cart')}
        <span className="sr-only">: {product.name}</span>
      </button>
    </form>
  );
}
