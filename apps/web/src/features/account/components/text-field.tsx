import type { ComponentProps } from 'react';

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** Shown under the field, linked by aria-describedby, and marks the field invalid. */
  error?: string;
  /** A standing hint under the field (a rule to follow, say). */
  hint?: string;
}

/** A labelled input whose message is announced with it; `ref` comes from react-hook-form. */
export function TextField({ id, label, error, hint, className = '', ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="h-12 w-full rounded-xl border border-stone-300 bg-white px-4 text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600 disabled:bg-stone-100"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
