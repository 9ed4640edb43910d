import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_CATEGORY_LABELS,
  ACTIVITY_FACTORS,
  type ActivityCategory,
  type ActivityKind,
  activitiesIn,
  activityKg,
} from '@harit/core/carbon-factors';
import { istDate } from '@harit/core/ist-date';
import { type ActivityInput, activityBody } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { FormField, fieldProps } from '../../../components/form/form-field';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLogActivity } from '../api/log-activity';
import { kgFigure } from '../carbon-format';

const controlClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600';

type FormValues = Omit<ActivityInput, 'quantity'> & { quantity: number };

/** Log a journey, energy use, meals or any other emission; kg CO2e by core's factors. */
export function ActivityForm() {
  const t = useT();
  const log = useLogActivity();
  const today = istDate(new Date());
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(activityBody),
    defaultValues: {
      category: 'transport',
      activity: 'car',
      quantity: Number.NaN,
      occurredAt: today,
      note: '',
    },
  });

  const category = watch('category') as ActivityCategory;
  const activity = watch('activity') as ActivityKind;
  const quantity = watch('quantity');
  const factor = ACTIVITY_FACTORS[activity] ?? ACTIVITY_FACTORS.car;
  const estimate =
    Number.isFinite(quantity) && quantity > 0 ? activityKg(activity, quantity) : null;

  const factorValues = {
    kg: Math.abs(factor.kgPerUnit),
    unit: t(factor.unit),
    source: t(factor.source),
  };
  const estimateValues = (kg: number) => ({
    kg: kgFigure(Math.abs(kg)),
    source: t(factor.source),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const entry = await log.mutateAsync(values);
      const saved = entry.kgCo2e < 0;
      const logged = { description: entry.description, kg: kgFigure(Math.abs(entry.kgCo2e)) };
      toast.success(
        saved
          ? t('Logged {description}: {kg} kg CO2e saved', logged)
          : t('Logged {description}: {kg} kg CO2e emitted', logged),
      );
      reset({ ...values, quantity: Number.NaN, note: '' });
    } catch {
      // Shown below the form.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('Log an activity')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="activity-category" label={t('Category')}>
          <select
            id="activity-category"
            className={controlClass}
            {...register('category', {
              onChange: (event) => {
                const first = activitiesIn(event.target.value as ActivityCategory)[0];
                if (first) setValue('activity', first);
              },
            })}
          >
            {ACTIVITY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(ACTIVITY_CATEGORY_LABELS[c])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="activity-kind" label={t('Activity')} error={errors.activity?.message}>
          <select
            className={controlClass}
            {...fieldProps('activity-kind', errors.activity?.message)}
            {...register('activity')}
          >
            {activitiesIn(category).map((kind) => (
              <option key={kind} value={kind}>
                {t(ACTIVITY_FACTORS[kind].label)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="activity-quantity"
          label={t('Quantity ({unit})', { unit: t(factor.unitPlural) })}
          error={errors.quantity?.message}
        >
          <div className="relative">
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={t('e.g. 100')}
              className={`${controlClass} pr-20`}
              {...fieldProps('activity-quantity', errors.quantity?.message)}
              {...register('quantity', { valueAsNumber: true })}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-stone-500"
            >
              {t(factor.unitPlural)}
            </span>
          </div>
        </FormField>
        <FormField id="activity-date" label={t('Date')} error={errors.occurredAt?.message}>
          <input
            type="date"
            max={today}
            className={controlClass}
            {...fieldProps('activity-date', errors.occurredAt?.message)}
            {...register('occurredAt')}
          />
        </FormField>
        <FormField
          id="activity-note"
          label={
            <>
              {t('Note')} <span className="font-normal text-stone-500">{t('(optional)')}</span>
            </>
          }
          error={errors.note?.message}
          className="sm:col-span-2"
        >
          <input
            type="text"
            maxLength={200}
            placeholder={t('e.g. Pune to Lonavala')}
            className={controlClass}
            {...fieldProps('activity-note', errors.note?.message)}
            {...register('note')}
          />
        </FormField>
      </div>

      <p className="mt-3 text-sm text-stone-600" aria-live="polite">
        {estimate === null
          ? factor.kgPerUnit < 0
            ? t('Factor: {kg} kg CO2e per {unit} saved. Source: {source}.', factorValues)
            : t('Factor: {kg} kg CO2e per {unit}. Source: {source}.', factorValues)
          : estimate < 0
            ? t('≈ {kg} kg CO2e saved ({source}).', estimateValues(estimate))
            : t('≈ {kg} kg CO2e emitted ({source}).', estimateValues(estimate))}
      </p>
      <FormError message={log.error?.message} className="mt-2" />
      <button
        type="submit"
        disabled={log.isPending}
        className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {log.isPending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Plus className="size-4" aria-hidden="true" />
        )}
        {log.isPending ? t('Logging…') : t('Log activity')}
      </button>
    </form>
  );
}
