import { carbonAmount } from '@harit/core/carbon-figure';
import type { CarbonAmount, ProductCarbon } from '@harit/core/carbon-record';
import { CARBON_FACTORS } from '@harit/core/product-carbon-factors';
import { AmountList } from '../../../components/amount-list';
import { CarbonBadge, figureWords } from '../../../components/carbon-badge';
import { Panel } from '../../../components/panel';
import { type translate, useT } from '../../../lib/i18n';

/** "0.5 kg Copper", "11 kWh Electricity from the grid": an amount of a factor, in words. */
function amountText(t: typeof translate, amount: CarbonAmount): string {
  const factor = CARBON_FACTORS[amount.factor];
  return t('{quantity} {unit} {what}', {
    quantity: Number(amount.quantity.toFixed(3)),
    unit: factor.unit,
    what: t(factor.label),
  });
}

/**
 * The product's carbon record (decision 069): its figure, the figures it comes from and, under
 * "How we worked this out", the method in plain words with its sources. The figure is the one the
 * card, the wishlist, checkout, the tracker and the order all show.
 */
export function CarbonLabel({ carbon }: { carbon: ProductCarbon }) {
  const t = useT();
  const inputs = carbon.inputs;
  const use = t(carbon.use);
  return (
    <Panel title={t('Carbon label')} testId="carbon-label">
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <CarbonBadge netKgPerUnit={carbon.netKgPerUnit} size="md" />
        <p className="text-sm text-stone-600">{t('Per unit, over {use}', { use })}</p>
      </div>
      <AmountList
        rows={[
          { label: t('Main material'), value: t(carbon.material) },
          {
            label: t('This product over {use}', { use }),
            value: carbonAmount(carbon.footprint.overUseKg),
          },
          {
            label: t('What it replaces: {alternative}', { alternative: carbon.alternative.name }),
            value: carbonAmount(carbon.alternative.overUseKg),
          },
          {
            label: t('Net'),
            value: figureWords(t, carbon.netKgPerUnit),
            kind: 'total',
            testId: 'carbon-net',
          },
        ]}
      />
      <h3 className="mt-5 font-semibold text-stone-900">{t('How we worked this out')}</h3>
      {inputs ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-700">
          <li>
            {inputs.made.length > 0
              ? t('One is made of {materials}: {amount} to make.', {
                  materials: inputs.made.map((a) => amountText(t, a)).join(', '),
                  amount: carbonAmount(carbon.footprint.perUnitKg),
                })
              : t('What it is made of is counted the same as what it replaces, so it is left out.')}
          </li>
          {(inputs.running ?? []).length > 0 && (
            <li>
              {t('Over {use} it uses {energy}.', {
                use,
                energy: (inputs.running ?? []).map((a) => amountText(t, a)).join(', '),
              })}
            </li>
          )}
          <li>
            {t('Over {use} it replaces {count} × {alternative}: {amount}.', {
              use,
              count: inputs.alternative.count,
              alternative: carbon.alternative.name,
              amount: carbonAmount(carbon.alternative.overUseKg),
            })}
          </li>
          <li>
            {t(
              'The figure is this product minus what it replaces; what is the same for both, such as delivery, is left out.',
            )}
          </li>
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-700">{carbon.method}</p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-stone-900">{t('Sources')}</h3>
      <ul className="mt-1 list-disc pl-5 text-sm text-stone-700" data-testid="carbon-sources">
        {carbon.sources.map((source) => (
          <li key={source.name}>
            {t('{name} ({year})', { name: source.name, year: String(source.year) })}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
