import { GST_PERCENT_TEXT } from '@harit/core/money';
import { useT } from '../lib/i18n';

/**
 * Prices are shown before GST (SPEC §9 adds it to the subtotal), while the MRP
 * includes it; said near every price a shopper compares, so the total holds no surprise.
 */
export function GstNote({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <p className={`text-sm text-stone-600 ${className}`} data-testid="gst-note">
      {t('Prices exclude {percent} GST', { percent: GST_PERCENT_TEXT })}
    </p>
  );
}
