import { checkoutPerUnit, formatKg, productCarbonEstimate } from '@harit/core/carbon';
import { Link } from 'react-router';
import { AmountList } from '../../../components/amount-list';
import { CarbonBadge, netWords } from '../../../components/carbon-badge';
import { netImpactText } from '../../../components/environmental-impact';
import { Panel } from '../../../components/panel';
import { useT } from '../../../lib/i18n';
import { withElements } from '../../../lib/rich-message';

/**
 * The carbon badge (SPEC §2) with a label that explains it. SPEC §3's estimate per
 * product (savings, emissions, material, benefit, from the §9 badge table) and SPEC §9's
 * checkout figure per unit come from two different tables; shown side by side with the reason,
 * they read as two measures rather than a contradiction.
 */
export function CarbonLabel({ productName }: { productName: string }) {
  const t = useT();
  const estimate = productCarbonEstimate(productName);
  // SPEC §9: negative per-unit figures are savings; netImpactText takes savings as positive.
  const perUnit = checkoutPerUnit(productName);
  const counted = withElements({
    amount: <strong>{t('{amount} per unit', { amount: netImpactText(-perUnit) })}</strong>,
  });
  const tracker = withElements({
    link: (
      <Link to="/carbon-tracker" className="font-semibold text-brand-800 underline">
        {t('carbon tracker')}
      </Link>
    ),
  });

  return (
    <Panel title={t('Carbon label')} testId="carbon-label">
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <CarbonBadge productName={productName} size="md" />
        <p className="text-sm text-stone-600">{t("Net over the product's life, estimated")}</p>
      </div>
      <AmountList
        rows={[
          { label: t('Main material'), value: t(estimate.material) },
          { label: t('Why it helps'), value: t(estimate.benefit) },
          {
            label: t('Avoided compared with a conventional alternative'),
            value: formatKg(estimate.savings),
          },
          {
            label: t('Emitted making and delivering it'),
            value: formatKg(estimate.emissions),
          },
          { label: t('Net'), value: netWords(t, estimate.tone, estimate.net), kind: 'total' },
        ]}
      />
      <h3 className="mt-5 font-semibold text-stone-900">{t('How we estimate it')}</h3>
      <p className="mt-1 text-sm text-stone-700">
        {t(
          "We read the product's name for its main material or type and take that row of a fixed table of average values: what it avoids over its life compared with the usual alternative, minus what making and delivering it emits. It is a rough estimate, not a measurement of this item.",
        )}
      </p>
      <h3 className="mt-5 font-semibold text-stone-900">{t('At checkout')}</h3>
      <p className="mt-1 text-sm text-stone-700" data-testid="checkout-estimate">
        {counted.render(
          t(
            "Your order's Environmental Impact and your carbon tracker count {amount} for this product.",
            counted.values,
          ),
        )}
      </p>
      <p className="mt-2 text-sm text-stone-700">
        {tracker.render(
          t(
            "Why the two differ: the badge weighs this product's whole life against the item it replaces; checkout uses one simple figure per unit for each kind of product, so that an order's total and your {link} add up the same way every time.",
            tracker.values,
          ),
        )}{' '}
        <Link to="/faq" className="font-semibold text-brand-800 underline">
          {t('More about carbon figures')}
        </Link>
      </p>
    </Panel>
  );
}
