import { useT } from '../../../lib/i18n';
import { DownloadButton } from '../download-button';

/** The console's order page: the order's tax invoice, as the shopper gets it. */
export function AdminInvoiceButton({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  return (
    <DownloadButton
      path={`/admin/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`}
      number={`invoice-${orderNumber}`}
      label={t('Download invoice')}
    />
  );
}
