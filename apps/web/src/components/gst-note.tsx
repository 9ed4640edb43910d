import { GST_PERCENT_TEXT } from '@harit/core/money';

/**
 * Issue 16: prices are shown before GST (SPEC §9 adds it to the subtotal), while the MRP
 * includes it; said near every price a shopper compares, so the total holds no surprise.
 */
export function GstNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-stone-600 ${className}`} data-testid="gst-note">
      Prices exclude {GST_PERCENT_TEXT} GST
    </p>
  );
}
