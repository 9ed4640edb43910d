import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  /** SPEC §5: the message shown under the field. */
  error?: string;
  className?: string;
  /** The control; it receives the id, aria-invalid and aria-describedby from fieldProps(). */
  children: ReactNode;
}

/** The attributes that tie a control to its label and its message. */
export function fieldProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

export const controlClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-stone-900 placeholder:text-stone-400 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 disabled:bg-stone-100';

export function FormField({ id, label, error, className = '', children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
