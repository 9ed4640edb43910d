// A labelled list of choices: the console's filters (status, category, what changed) and the like,
// labelled as every form field is (FormField). The select's own props pass through: name and
// defaultValue for a form that sends it, value and onChange for one that acts at once.
import type { ComponentProps } from 'react';
import { controlClass, FormField } from '../form/form-field';

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceField({
  id,
  label,
  className,
  none,
  choices,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
  id: string;
  label: string;
  /** The box's width and place; the select fills it. */
  className?: string;
  /** The first choice, of the value '': "All statuses", "Everything". */
  none?: string;
  choices: readonly Choice[];
}) {
  return (
    <FormField id={id} label={label} className={className}>
      <select id={id} className={controlClass} {...select}>
        {none !== undefined && <option value="">{none}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
