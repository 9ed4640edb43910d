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
import { toast } from '../../../lib/toast';
import { useLogActivity } from '../api/log-activity';
import { kgFigure } from '../carbon-format';

const controlClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600';

type FormValues = Omit<ActivityInput, 'quantity'> & { quantity: number };

/** Log a journey, energy use, meals or any other emission; kg CO2e by core's factors. */
export function ActivityForm() {
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

  const onSubmit = handleSubmit(async (values) => {
    try {
      const entry = await log.mutateAsync(values);
      const saved = entry.kgCo2e < 0;
      toast.success(
        `Logged ${entry.description}: ${kgFigure(Math.abs(entry.kgCo2e))} kg CO2e ${saved ? 'saved' : 'emitted'}`,
      );
      reset({ ...values, quantity: Number.NaN, note: '' });
    } catch {
      // Shown below the form.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Log an activity">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="activity-category" label="Category">
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
                {ACTIVITY_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="activity-kind" label="Activity" error={errors.activity?.message}>
          <select
            className={controlClass}
            {...fieldProps('activity-kind', errors.activity?.message)}
            {...register('activity')}
          >
            {activitiesIn(category).map((kind) => (
              <option key={kind} value={kind}>
                {ACTIVITY_FACTORS[kind].label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="activity-quantity"
          label={`Quantity (${factor.unitPlural})`}
          error={errors.quantity?.message}
        >
          <div className="relative">
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="e.g. 100"
              className={`${controlClass} pr-20`}
              {...fieldProps('activity-quantity', errors.quantity?.message)}
              {...register('quantity', { valueAsNumber: true })}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-stone-500"
            >
              {factor.unitPlural}
            </span>
          </div>
        </FormField>
        <FormField id="activity-date" label="Date" error={errors.occurredAt?.message}>
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
              Note <span className="font-normal text-stone-500">(optional)</span>
            </>
          }
          error={errors.note?.message}
          className="sm:col-span-2"
        >
          <input
            type="text"
            maxLength={200}
            placeholder="e.g. Pune to Lonavala"
            className={controlClass}
            {...fieldProps('activity-note', errors.note?.message)}
            {...register('note')}
          />
        </FormField>
      </div>

      <p className="mt-3 text-sm text-stone-600" aria-live="polite">
        {estimate === null
          ? `Factor: ${Math.abs(factor.kgPerUnit)} kg CO2e per ${factor.unit}${factor.kgPerUnit < 0 ? ' saved' : ''}. Source: ${factor.source}.`
          : `≈ ${kgFigure(Math.abs(estimate))} kg CO2e ${estimate < 0 ? 'saved' : 'emitted'} (${factor.source}).`}
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
        {log.isPending ? 'Logging…' : 'Log activity'}
      </button>
    </form>
  );
}
