import { carbonGoalBody } from '@harit/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { messageText } from '../../../lib/validation-messages';
import { useUpdateCarbonGoal } from '../api/update-carbon-goal';
import { goalFigure } from '../carbon-format';

const goalSchema = carbonGoalBody.pick({ goal: true });

interface GoalFormProps {
  goal: number;
  onDone: () => void;
}

/** Edit the monthly goal (1 to 100000 kg CO2e, core carbonGoalBody). */
export function GoalForm({ goal, onDone }: GoalFormProps) {
  const t = useT();
  const update = useUpdateCarbonGoal();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ goal: number }>({
    resolver: zodResolver(goalSchema),
    defaultValues: { goal },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { carbonGoal } = await update.mutateAsync(values.goal);
      toast.success(t('Monthly goal set to {goal} kg CO2e', { goal: goalFigure(carbonGoal) }));
      onDone();
    } catch {
      // The message is shown below the field.
    }
  });

  const error = errors.goal?.message ?? (update.isError ? update.error.message : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3" aria-label={t('Edit monthly goal')}>
      <label htmlFor="carbon-goal" className="block text-sm font-semibold text-stone-800">
        {t('Monthly goal (kg CO2e)')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="carbon-goal"
          type="number"
          inputMode="decimal"
          min={1}
          max={100000}
          step="any"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'carbon-goal-error' : undefined}
          {...register('goal', { valueAsNumber: true })}
          className="h-10 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 text-stone-900 aria-invalid:border-red-600"
        />
        <Button type="submit" size="sm" loading={update.isPending}>
          {t('Save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
      {error && (
        <p id="carbon-goal-error" className="mt-1 text-sm font-medium text-red-700">
          {messageText(t, error)}
        </p>
      )}
    </form>
  );
}
