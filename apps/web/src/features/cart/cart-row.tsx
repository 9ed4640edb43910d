import { MAX_LINE_QUANTITY } from '@harit/core/limits';
import { formatINR, unitPriceWithGst } from '@harit/core/money';
import type { CartLine } from '@harit/core/types';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '../../components/product-image';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../lib/i18n';
import { productPath } from '../../lib/product-path';
import { useRemoveFromCart } from './api/remove-from-cart';
import { CART_ITEM_UPDATE_ERROR, useUpdateCartItem } from './api/update-cart-item';
import { QuantityStepper } from './quantity-stepper';

/**
 * SPEC §2 cart row: image, name, line total, the unit price when more than one, minus (not
 * below 1: Remove is for that), plus and Remove. The cart screen sets quantities with the
 * update call (SPEC §4). Both figures include GST (decision 082): the unit as the product's card
 * shows it, the line's total as the cart's figures share out its rate's GST
 * (cartTotals().linesWithGst) — quantity × the unit for every whole-rupee price.
 */
export function CartRow({ line, totalWithGst }: { line: CartLine; totalWithGst: number }) {
  const t = useT();
  const { mutate: update } = useUpdateCartItem();
  const { mutate: remove } = useRemoveFromCart();
  const most = Math.min(line.stock, MAX_LINE_QUANTITY);
  // SPEC §8: on the cart screen a failed update is logged as 'Failed to update cart item.'.
  const set = (quantity: number) =>
    update(
      { productId: line.productId, quantity },
      { onError: () => console.error(CART_ITEM_UPDATE_ERROR) },
    );

  // A cart line has no slug; the product page answers to the id too.
  const href = productPath(line.productId);

  return (
    <li
      data-testid="cart-row"
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <Link to={href} tabIndex={-1} className="shrink-0">
        <ProductImage
          src={line.image}
          alt={line.name}
          className="size-20 shrink-0 rounded-xl bg-brand-50 object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2 className="min-w-0 leading-snug font-semibold text-stone-900">
            <Link to={href} className="hover:text-brand-800 hover:underline">
              {line.name}
            </Link>
          </h2>
          <div className="text-right">
            <p className="font-bold text-stone-900" data-testid="line-total">
              <span className="sr-only">{`${t('Line total')} `}</span>
              {formatINR(totalWithGst)}
            </p>
            {line.quantity > 1 && (
              <p className="text-sm text-stone-600" data-testid="unit-price">
                {t('{price} each', {
                  price: formatINR(unitPriceWithGst(line.price, line.gstRate)),
                })}
              </p>
            )}
          </div>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            look="cart"
            name={line.name}
            label={t('Quantity of {name}', { name: line.name })}
            quantity={line.quantity}
            most={most}
            least={1}
            onChange={set}
          />
          <button
            type="button"
            onClick={() => remove({ productId: line.productId })}
            aria-label={t('Remove {name} from cart', { name: line.name })}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-red-700 transition hover:bg-red-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('Remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

export function CartRowSkeleton() {
  return (
    <li
      aria-hidden="true"
      data-testid="cart-row-skeleton"
      className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="mt-auto h-9 w-32 rounded-full" />
      </div>
    </li>
  );
}
