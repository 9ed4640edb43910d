import { formatINR } from '@harit/core/money';
import { returnLineLabel } from '@harit/core/returns';
import type { OrderItem } from '@harit/core/types';
import type { ReactNode } from 'react';
import { LineName, LineThumbnail } from '../../components/line-thumbnail';
import { useT } from '../../lib/i18n';

interface OrderItemsProps {
  items: readonly OrderItem[];
  /** Something to show at the end of a line (a return form, say). */
  renderAction?: (item: OrderItem) => ReactNode;
}

/** An order's lines: image, name, quantity, line total (prices as charged), return status. */
export function OrderItems({ items, renderAction }: OrderItemsProps) {
  const t = useT();
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((item) => (
        <li key={item.productId} className="py-3">
          <div className="flex items-center gap-3">
            <LineThumbnail productId={item.productId} image={item.image} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-stone-900">
                <LineName productId={item.productId} name={item.name} />
              </p>
              <p className="text-sm text-stone-600">
                {t('Qty: {quantity}', { quantity: item.quantity })}
                {item.quantity > 1 && <> · {t('{price} each', { price: formatINR(item.price) })}</>}
              </p>
              {item.returnStatus && (
                <p className="mt-0.5 text-xs font-semibold text-sky-800">
                  {t(returnLineLabel(item.returnStatus))}
                </p>
              )}
            </div>
            <p className="text-sm font-semibold whitespace-nowrap text-stone-900">
              {formatINR(item.lineTotal)}
            </p>
          </div>
          {renderAction?.(item)}
        </li>
      ))}
    </ul>
  );
}
