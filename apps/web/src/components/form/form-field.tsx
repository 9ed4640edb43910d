// The one labelled form field: label, control, a standing hint and the
// SPEC §5 message under it, tied together for screen readers. TextField is the common case.
import type { ComponentProps, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import { messageText } from '../../lib/validation-messages';

interface FormFieldProps {
  id: string;
  /** Usually plain words; may carry markup such as an "(optional)" aside. */
  label: ReactNode;
  /** SPEC §5: the message shown under the field; it also marks the control invalid. */
  error?: string;
  /** A standing hint under the field (a rule to follow, say). */
  hint?: string;
  className?: string;
  /** The control; give it fieldProps(id, error, hint). */
  children: ReactNode;
}

/** The attributes that tie a control to its label, its hint and its message. */
export function fieldProps(id: string, error: string | undefined, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export const controlClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 disabled:bg-stone-100';

export function FormField({ id, label, error, hint, className = '', children }: FormFieldProps) {
  const t = useT();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {messageText(t, error)}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input; `ref` (a prop in React 19) and the handlers come from react-hook-form's register(). */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <input {...fieldProps(id, error, hint)} className={controlClass} {...input} />
    </FormField>
  );
}

export type FieldOptions = Omit<TextFieldProps, 'id' | 'label' | 'error' | 'ref'> & {
  className?: string;
};

/**
 * TextFields bound to one react-hook-form form, so a form lists only what differs per field:
 * `const field = textFieldsFor(form, 'signup'); field('email', 'Email Address', { type: 'email' })`
 * gives the input id `signup-email`, its label, its SPEC §5 message and register('email').
 */
export function textFieldsFor<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } },
  idPrefix: string,
) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (name: Path<T>, label: string, options: FieldOptions = {}) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={label}
      error={errors[name]?.message}
      {...options}
      {...form.register(name)}
    />
  );
}
