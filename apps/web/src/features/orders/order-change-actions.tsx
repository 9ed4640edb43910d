import type { Order } from '@harit/core/types';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { CancelOrderButton } from './cancel-order-button';

/** Cancel (while placed) and Return items (when delivered): on the order card and detail page. */
export function OrderChangeActions({ order }: { order: Order }) {
  const t = useT();
  return (
    <>
      {order.canCancel && <CancelOrderButton order={order} />}
      {order.canReturn && (
        <Link to="/returns" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('Return items')}
        </Link>
      )}
    </>
  );
}
