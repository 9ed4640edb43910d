// The product form's carbon record (decision 069): the record the shop shows, and a way to change
// it — worked out from factors (materials by mass and grid electricity, against what the product
// replaces over a stated use) with the figure computed live, or a figure entered with its own
// source. Kept out of product-form.tsx: the form holds it as `carbon`, in the API's shape.

import {
  type CarbonRecordInput,
  carbonRecordBody,
  carbonRecordFrom,
  keywordCarbonRecord,
  type ProductCarbon,
} from '@harit/core/carbon-record';
import type { AdminProduct } from '@harit/core/catalog-admin';
import {
  CARBON_FACTORS,
  CARBON_USES,
  type CarbonUse,
  type FactorKey,
} from '@harit/core/product-carbon-factors';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { figureWords } from '../../../components/carbon-badge';
import { controlClass, FormField } from '../../../components/form/form-field';
import { useT } from '../../../lib/i18n';

const MATERIALS = (Object.keys(CARBON_FACTORS) as FactorKey[]).filter(
  (key) => CARBON_FACTORS[key].unit === 'kg',
);
const ID = 'product-form-carbon';

interface Draft {
  mode: 'keep' | 'computed' | 'entered';
  use: CarbonUse;
  material: FactorKey;
  kg: string;
  kWh: string;
  alternative: string;
  altMaterial: FactorKey;
  altKg: string;
  count: string;
  altKWh: string;
  figure: string;
  materialText: string;
  method: string;
  source: string;
  year: string;
}

const number = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** The draft as the API's `carbon`, or undefined while the record is kept as it is. */
function inputOf(d: Draft): CarbonRecordInput | undefined {
  if (d.mode === 'keep') return undefined;
  if (d.mode === 'entered') {
    return {
      basis: 'entered',
      netKgPerUnit: number(d.figure),
      material: d.materialText,
      method: d.method,
      sources: d.source.trim() ? [{ name: d.source, year: number(d.year) }] : [],
    };
  }
  const grid = (kWh: string) =>
    number(kWh) > 0 ? [{ factor: 'grid' as const, quantity: number(kWh) }] : [];
  return {
    basis: 'computed',
    inputs: {
      use: d.use,
      made: [{ factor: d.material, quantity: number(d.kg) }],
      running: grid(d.kWh),
      alternative: {
        name: d.alternative,
        made: number(d.altKg) > 0 ? [{ factor: d.altMaterial, quantity: number(d.altKg) }] : [],
        count: number(d.count),
        running: grid(d.altKWh),
      },
    },
  };
}

export function CarbonRecordFields({ product }: { product?: AdminProduct }) {
  const t = useT();
  const name = useWatch({ name: 'name' }) as string;
  const { field, fieldState } = useController({ name: 'carbon' });
  const current: ProductCarbon = product?.carbon ?? keywordCarbonRecord(name ?? '');
  const [draft, setDraft] = useState<Draft>({
    mode: 'keep',
    use: 'year-use',
    material: 'wood',
    kg: '',
    kWh: '',
    alternative: '',
    altMaterial: 'polypropylene',
    altKg: '',
    count: '1',
    altKWh: '',
    figure: String(current.netKgPerUnit),
    materialText: current.material,
    method: '',
    source: '',
    year: String(new Date().getFullYear()),
  });
  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    field.onChange(inputOf(next));
  };
  const input = inputOf(draft);
  const parsed = input ? carbonRecordBody.safeParse(input) : null;
  const preview = parsed?.success ? carbonRecordFrom(parsed.data) : null;
  const text = (key: keyof Draft, label: string, inputMode?: 'decimal' | 'numeric') => (
    <FormField id={`${ID}-${key}`} label={label}>
      <input
        id={`${ID}-${key}`}
        className={controlClass}
        inputMode={inputMode}
        value={draft[key]}
        onChange={(e) => change({ [key]: e.target.value })}
      />
    </FormField>
  );
  const materialSelect = (key: 'material' | 'altMaterial', label: string) => (
    <FormField id={`${ID}-${key}`} label={label}>
      <select
        id={`${ID}-${key}`}
        className={controlClass}
        value={draft[key]}
        onChange={(e) => change({ [key]: e.target.value as FactorKey })}
      >
        {MATERIALS.map((m) => (
          <option key={m} value={m}>
            {t(CARBON_FACTORS[m].label)}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <section className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 className="text-lg font-semibold text-stone-900">{t('Carbon record')}</h2>
      <p className="text-sm text-stone-900" data-testid="carbon-record-current">
        {t('The shop shows: {figure} ({material}, over {use}).', {
          figure: figureWords(t, current.netKgPerUnit),
          material: t(current.material),
          use: t(current.use),
        })}
      </p>
      <FormField id={`${ID}-mode`} label={t('Change it')}>
        <select
          id={`${ID}-mode`}
          className={controlClass}
          value={draft.mode}
          onChange={(e) => change({ mode: e.target.value as Draft['mode'] })}
        >
          <option value="keep">{t('Keep it as it is')}</option>
          <option value="computed">{t('Work it out from materials and energy')}</option>
          <option value="entered">{t('Enter a figure with its source')}</option>
        </select>
      </FormField>
      {draft.mode === 'computed' && (
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id={`${ID}-use`} label={t('Worked out over')}>
            <select
              id={`${ID}-use`}
              className={controlClass}
              value={draft.use}
              onChange={(e) => change({ use: e.target.value as CarbonUse })}
            >
              {(Object.keys(CARBON_USES) as CarbonUse[]).map((u) => (
                <option key={u} value={u}>
                  {t(CARBON_USES[u])}
                </option>
              ))}
            </select>
          </FormField>
          {materialSelect('material', t('Main material'))}
          {text('kg', t('Weight of one (kg)'), 'decimal')}
          {text('kWh', t('Grid electricity it uses over that time (kWh)'), 'decimal')}
          {text('alternative', t('What it replaces'))}
          {materialSelect('altMaterial', t('What one of those is made of'))}
          {text('altKg', t('Weight of one of those (kg)'), 'decimal')}
          {text('count', t('How many of those over that time'), 'decimal')}
          {text('altKWh', t('Grid electricity those use over that time (kWh)'), 'decimal')}
        </div>
      )}
      {draft.mode === 'entered' && (
        <div className="grid gap-4 md:grid-cols-2">
          {text('figure', t('Figure per unit (kg CO2e; negative saves)'), 'decimal')}
          {text('materialText', t('Main material'))}
          {text('method', t('How it was worked out'))}
          {text('source', t('Source'))}
          {text('year', t('Source year'), 'numeric')}
        </div>
      )}
      {input && (
        <p
          className="text-sm text-stone-900"
          aria-live="polite"
          data-testid="carbon-record-preview"
        >
          {preview
            ? t('The shop will show: {figure}', { figure: figureWords(t, preview.netKgPerUnit) })
            : t(parsed?.error?.issues[0]?.message ?? 'Check the carbon record.')}
        </p>
      )}
      {fieldState.error?.message && (
        <p className="text-sm text-red-700">{t(fieldState.error.message)}</p>
      )}
    </section>
  );
}
