import type { CheckoutItem, Order } from '@harit/core/types';
import type { OrderCreateInput } from '@harit/core/validation';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { usePlaceOrder } from './api/place-order';
import type { CheckoutValues } from './checkout-form';
import { errorDelay, wait } from './checkout-timing';

/** SPEC §4: editing (with validation on submit), processing, confirmed. */
export type CheckoutPhase = 'editing' | 'processing' | 'confirmed';

/** A random key for one checkout attempt (randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** What the shopper reads when the order was not placed (or may not have been). */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) {
      return 'We could not reach the server, so we cannot tell whether your order went through. Press Place Order again: it will not be placed twice.';
    }
    if (error.status === 401) return 'Your session has ended. Please sign in again to order.';
    if (error.status >= 500) {
      return 'Something went wrong on our side. Please try again in a moment; you will not be charged twice.';
    }
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * The checkout flow (SPEC §4, DESIGN.md §6.1): after the form validates, the order goes to the
 * server, 'Processing...' shown until it answers (decision 060 replaces SPEC's fixed ~2 s). Success → confirmed with the server's order;
 * failure → after 1 s, back to editing with the reason, the form untouched. There is no
 * confirmation without an order: SPEC.md's original showed one even on error, Harit does not.
 */
export function useCheckout(
  items: readonly CheckoutItem[],
  onPlaced?: (order: Order) => void,
  /** the coupon and green points the summary applied (decision 074) */
  discounts: { couponCode?: string; points?: number } = {},
) {
  const placeOrder = usePlaceOrder();
  const [phase, setPhase] = useState<CheckoutPhase>('editing');
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  // One key per attempt: the same details sent again (a retry after a lost answer) reuse it, so
  // the server answers with the order it already made instead of making another.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const submit = useCallback(
    async (values: CheckoutValues) => {
      if (busy.current) return;
      busy.current = true;
      setError(null);
      setPhase('processing');
      const { paymentMethod, saveInfo, makeDefault, gstin, legalName, ...shipping } = values;
      const input: OrderCreateInput = {
        items: items.map(({ productId, quantity }) => ({ productId, quantity })),
        shipping,
        paymentMethod,
        saveInfo,
        ...(saveInfo ? { makeDefault } : {}),
        ...(discounts.couponCode ? { couponCode: discounts.couponCode } : {}),
        ...(discounts.points ? { points: discounts.points } : {}),
        // A business buyer's GSTIN makes the tax invoice B2B (decision 073).
        ...(gstin ? { business: { gstin, legalName } } : {}),
      };
      const body = JSON.stringify(input);
      if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
      try {
        // 'Processing...' for as long as the server takes, and no longer (decision 060): SPEC
        // §4's fixed ~2 s stood for a payment step that is now the server's own work.
        const placed = await placeOrder.mutateAsync({
          input,
          idempotencyKey: attempt.current.key,
        });
        setOrder(placed);
        setPhase('confirmed');
        onPlaced?.(placed);
      } catch (failure) {
        await wait(errorDelay());
        setError(checkoutErrorMessage(failure));
        setPhase('editing');
      } finally {
        busy.current = false;
      }
    },
    [items, placeOrder.mutateAsync, onPlaced, discounts.couponCode, discounts.points],
  );

  return { phase, order, error, submit };
}
