import { CreditCard } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { messageText } from '../../lib/validation-messages';
import { usePayOrder } from './use-pay-order';

/** "Pay now" for an order still awaiting payment (or whose payment failed), before its deadline. */
export function PayNowButton({
  orderNumber,
  returnTo,
  label,
}: {
  orderNumber: string;
  returnTo: string;
  label?: string;
}) {
  const t = useT();
  const { pay, busy, error } = usePayOrder();
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void pay(orderNumber, returnTo)}
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white transition hover:bg-brand-800 disabled:opacity-60"
      >
        <CreditCard className="size-4" aria-hidden="true" />
        {busy ? t('Opening the payment…') : (label ?? t('Pay now'))}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {messageText(t, error)}
        </p>
      )}
    </div>
  );
}
