import { formatINR } from '@harit/core/money';
import { RETURN_STATUS_LABELS, type ReturnRequest } from '@harit/core/returns';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { formatIstDate } from '../../lib/ist-format';
import { ReturnHome } from './return-home';
import { ReturnStatusBadge } from './return-status-badge';

/**
 * core's returnStatusText in the page's language: its sentences with a reason or an amount are
 * messages with placeholders here.
 */
function statusText(request: ReturnRequest, t: ReturnType<typeof useT>): string {
  if (request.status === 'rejected' && request.rejectionReason) {
    return t('Rejected — {reason}', { reason: request.rejectionReason });
  }
  if (request.status === 'refunded' && request.refundAmount != null) {
    const amount = formatINR(request.refundAmount);
    // Decision 076: the money's own state; a failed refund is never "Refunded".
    if (request.refund?.state === 'failed') return t('Refund of {amount} failed', { amount });
    if (request.refund?.state === 'pending') return t('Refund of {amount} pending', { amount });
    return t('Refunded {amount}', { amount });
  }
  return t(RETURN_STATUS_LABELS[request.status]);
}

/** The shopper's return requests, each with its state in words. */
export function MyReturnRequests({ requests }: { requests: readonly ReturnRequest[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="divide-y divide-stone-100 rounded-2xl bg-white px-4 py-1 ring-1 ring-stone-200 sm:px-5">
      {requests.map((r) => (
        <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium text-stone-900">
              {r.quantity > 1 && `${r.quantity} × `}
              {r.productName}
            </p>
            <p className="text-sm text-stone-600">
              <Link to={`/orders/${r.orderNumber}`} className="hover:underline">
                {t('Order #{number}', { number: r.orderNumber })}
              </Link>{' '}
              · {t('requested {date}', { date: formatIstDate(r.createdAt, language) })}
            </p>
            <p className="mt-1 text-sm break-words text-stone-700">“{r.reason}”</p>
            <ReturnHome request={r} />
          </div>
          <ReturnStatusBadge
            status={r.status}
            text={statusText(r, t)}
            failed={r.refund?.state === 'failed'}
          />
        </li>
      ))}
    </ul>
  );
}
