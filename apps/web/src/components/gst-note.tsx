import { useT } from '../lib/i18n';

/**
 * What the figures near it include (decision 082). Under a product's price: "Inclusive of all
 * taxes" — the one figure is the total price with GST, as the MRP is. Under an order summary
 * (`summary`): the lines show prices with GST while SPEC §2's Subtotal row is before it, and the
 * GST row adds it, so the summary says which is which.
 */
export function GstNote({
  className = '',
  summary = false,
}: {
  className?: string;
  summary?: boolean;
}) {
  const t = useT();
  return (
    <p className={`text-sm text-stone-600 ${className}`} data-testid="gst-note">
      {summary ? t('Subtotal is before GST; item prices include GST') : t('Inclusive of all taxes')}
    </p>
  );
}
