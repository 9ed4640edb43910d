// The order page's tax documents: "Download invoice", and each credit note a
// cancellation or a refund issued. The invoice is issued when the order is dispatched (decision
// 068): until then the panel says when it comes.
import { formatINR } from '@harit/core/money';
import type { OrderStatus } from '@harit/core/orders';
import { useLanguage, useT } from '../../lib/i18n';
import { formatIstDate } from '../../lib/ist-format';
import { useTaxDocuments } from './api/get-tax-documents';
import { DownloadButton } from './download-button';

const panel = 'rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5';

export function TaxDocuments({
  orderNumber,
  status,
}: {
  orderNumber: string;
  /** the order's status: an order not yet shipped has no invoice yet */
  status?: OrderStatus;
}) {
  const t = useT();
  const language = useLanguage();
  const query = useTaxDocuments(orderNumber);
  const docs = query.data;
  if (!docs) return null;
  const base = `/orders/${encodeURIComponent(orderNumber)}`;
  return (
    <section aria-labelledby="tax-documents-heading" className={`${panel} space-y-3`}>
      <h2 id="tax-documents-heading" className="font-semibold text-stone-900">
        {t('Tax invoice')}
      </h2>
      {docs.invoice ? (
        <>
          <p className="text-sm text-stone-700">
            {t('GST invoice')}{' '}
            <span className="font-medium text-stone-900">{docs.invoice.number}</span>
          </p>
          <DownloadButton
            path={`${base}/invoice.pdf`}
            number={docs.invoice.number}
            label={t('Download invoice')}
          />
        </>
      ) : (
        <p className="text-sm text-stone-700">
          {status === 'placed' || status === 'packed'
            ? t('Your GST tax invoice will be issued when your order is dispatched.')
            : status === 'cancelled'
              ? t('This order was cancelled before it was dispatched, so it has no tax invoice.')
              : t('This order was placed before the shop issued GST tax invoices, so it has none.')}
        </p>
      )}
      {docs.creditNotes.length > 0 && (
        <ul aria-label={t('Credit notes')} className="space-y-3 border-t border-stone-200 pt-3">
          {docs.creditNotes.map((note) => (
            <li key={note.id} className="space-y-1 text-sm text-stone-700">
              <p>
                {t('Credit note')} <span className="font-medium text-stone-900">{note.number}</span>{' '}
                {t('of {amount}, {date}: {reason}', {
                  amount: formatINR(note.total),
                  date: formatIstDate(note.issuedAt, language),
                  reason: t(note.reason),
                })}
              </p>
              <DownloadButton
                path={`${base}/credit-notes/${encodeURIComponent(note.id)}.pdf`}
                number={note.number}
                label={t('Download credit note')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
