import { type EnvironmentalImpact, formatKg } from '@harit/core/carbon';
import { Leaf } from 'lucide-react';
import { translate, useT } from '../lib/i18n';
import { AmountList } from './amount-list';

interface EnvironmentalImpactBoxProps {
  /** From core's environmentalImpact(), or an order's carbonImpact: both one decimal. */
  impact: EnvironmentalImpact;
  title?: string;
  /** Its heading's level in the page's outline: 3 inside a panel (the default), 2 on its own. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** "4.2 kg CO2 saved" / "1.3 kg CO2 added" / "0.0 kg CO2": the net in words, not colour alone. */
export function netImpactText(net: number, t: typeof translate = translate): string {
  if (net > 0) return t('{kg} saved', { kg: formatKg(net) });
  if (net < 0) return t('{kg} added', { kg: formatKg(-net) });
  return formatKg(0);
}

/**
 * SPEC §2 checkout's Environmental Impact box (and its recap on the confirmation and on orders):
 * CO2 saved, emissions, eco products and the net impact, one decimal (SPEC §9).
 */
export function EnvironmentalImpactBox({
  impact,
  title,
  headingLevel = 3,
  className = '',
}: EnvironmentalImpactBoxProps) {
  const t = useT();
  const heading = title ?? t('Environmental Impact');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const netTone =
    impact.net > 0 ? 'text-brand-800' : impact.net < 0 ? 'text-red-700' : 'text-stone-700';
  return (
    <section
      aria-label={heading}
      className={`rounded-2xl border border-brand-200 bg-brand-50 p-4 ${className}`}
    >
      <Heading className="flex items-center gap-2 font-semibold text-brand-900">
        <Leaf className="size-4.5 shrink-0" aria-hidden="true" />
        {heading}
      </Heading>
      <AmountList
        className="mt-3 space-y-1.5 text-sm"
        ruleClassName="border-brand-200"
        rows={[
          { label: t('CO2 saved'), value: formatKg(impact.savings), kind: 'saving' },
          { label: t('Emissions'), value: formatKg(impact.emissions) },
          { label: t('Eco products'), value: impact.ecoProducts },
          {
            label: t('Net impact'),
            value: netImpactText(impact.net, t),
            kind: 'total',
            valueClassName: netTone,
          },
        ]}
      />
    </section>
  );
}
