import { formatINR } from '@harit/core/money';
import type { Order } from '@harit/core/types';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { FormError } from '../../components/form/form-error';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useCancelOrder } from './api/cancel-order';

/**
 * Cancel an order that has not shipped, after asking once more in a modal dialog (focus stays
 * inside, Escape closes). The server returns the stock and reverses carbon entries and points.
 */
export function CancelOrderButton({ order, className = '' }: { order: Order; className?: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const cancel = useCancelOrder();

  const open = () => {
    cancel.reset();
    setShown(true);
  };
  const close = () => setShown(false);

  const confirm = async () => {
    try {
      await cancel.mutateAsync(order.orderNumber);
    } catch {
      return; // shown in the dialog from the mutation's state
    }
    // The order may have left this list (it can no longer be cancelled): close it anyway.
    close();
    toast.success(t('Order #{number} has been cancelled.', { number: order.orderNumber }));
  };

  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={open} className={className}>
        <XCircle className="size-4" aria-hidden="true" />
        {t('Cancel order')}
        <span className="sr-only"> #{order.orderNumber}</span>
      </Button>
      <Dialog
        open={shown}
        onClose={close}
        title={t('Cancel order #{number}?', { number: order.orderNumber })}
      >
        <p className="text-stone-700">
          {t('{count, plural, one {# item} other {# items}} for {total}.', {
            count: order.itemCount,
            total: formatINR(order.total),
          })}{' '}
          {order.paymentMethod === 'cod'
            ? t('Nothing has been charged for cash on delivery.')
            : t('The amount paid is refunded to your original payment method.')}
        </p>
        <FormError message={cancel.error?.message} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {t('Keep order')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
            {cancel.isPending ? t('Cancelling…') : t('Yes, cancel order')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
