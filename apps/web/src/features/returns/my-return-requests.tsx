import { type ReturnRequest, returnStatusText } from '@harit/core/returns';
import { Link } from 'react-router';
import { formatIstDate } from '../../lib/ist-format';
import { ReturnStatusBadge } from './return-status-badge';

/** The shopper's return requests, each with its state in words (core returnStatusText). */
export function MyReturnRequests({ requests }: { requests: readonly ReturnRequest[] }) {
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
                Order #{r.orderNumber}
              </Link>{' '}
              · requested {formatIstDate(r.createdAt)}
            </p>
            <p className="mt-1 text-sm break-words text-stone-700">“{r.reason}”</p>
          </div>
          <ReturnStatusBadge status={r.status} text={returnStatusText(r)} />
        </li>
      ))}
    </ul>
  );
}
