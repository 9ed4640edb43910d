import { useId, useState } from 'react';
import { controlClass } from '../../../components/form/form-field';
import { useT } from '../../../lib/i18n';
import { DownloadButton } from '../download-button';

/**
 * The console's order page: the A6 shipping label (with the parcel's weight when the packer
 * typed it) and the packing slip, as PDFs to print (decision 076).
 */
export function ShippingDocumentsButtons({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const weightId = useId();
  const [grams, setGrams] = useState('');
  const weight =
    /^\d{1,6}$/.test(grams) && Number(grams) > 0 ? `?weightGrams=${Number(grams)}` : '';
  const base = `/admin/orders/${encodeURIComponent(orderNumber)}`;
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="shipping-documents">
      <div>
        <label htmlFor={weightId} className="block text-xs font-semibold text-stone-700">
          {t('Parcel weight (g)')}
        </label>
        <input
          id={weightId}
          type="text"
          inputMode="numeric"
          value={grams}
          maxLength={6}
          onChange={(event) => setGrams(event.target.value.trim())}
          className={`${controlClass} h-9 w-28`}
        />
      </div>
      <DownloadButton
        path={`${base}/label.pdf${weight}`}
        number={`label-${orderNumber}`}
        label={t('Print shipping label')}
      />
      <DownloadButton
        path={`${base}/packing-slip.pdf`}
        number={`packing-slip-${orderNumber}`}
        label={t('Print packing slip')}
      />
    </div>
  );
}
