import { formatINR } from '@harit/core/money';
import type { Order } from '@harit/core/types';
import { Loader2, XCircle } from 'lucide-react';
import { useId, useRef } from 'react';
import { FormError } from '../../components/form/form-error';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useCancelOrder } from './api/cancel-order';

/**
 * Cancel an order that has not shipped, after asking once more in a modal dialog (focus stays
 * inside, Escape closes). The server returns the stock and reverses carbon entries and points.
 */
export function CancelOrderButton({ order, className = '' }: { order: Order; className?: string }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancel = useCancelOrder();

  const open = () => {
    cancel.reset();
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

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
      <button
        type="button"
        onClick={open}
        className={`inline-flex items-center justify-center gap-1.5 rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 transition hover:bg-red-50 ${className}`}
      >
        <XCircle className="size-4" aria-hidden="true" />
        {t('Cancel order')}
        <span className="sr-only"> #{order.orderNumber}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[28rem] max-w-[92vw] rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-stone-950/50"
      >
        <div className="flex flex-col gap-4 p-6 sm:p-8">
          <h2 id={titleId} className="text-xl font-semibold text-stone-900">
            {t('Cancel order #{number}?', { number: order.orderNumber })}
          </h2>
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
            <button
              type="button"
              onClick={close}
              disabled={cancel.isPending}
              className="rounded-full px-5 py-2.5 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 transition hover:bg-stone-100 disabled:opacity-60"
            >
              {t('Keep order')}
            </button>
            <button
              type="button"
              onClick={confirm}
              disabled={cancel.isPending}
              className="inline-flex items-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-red-800 disabled:opacity-60"
            >
              {cancel.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {cancel.isPending ? t('Cancelling…') : t('Yes, cancel order')}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
