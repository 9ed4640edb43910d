import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

interface ActionButtonProps extends ComponentProps<'button'> {
  busy?: boolean;
  tone?: 'brand' | 'danger' | 'plain';
}

const tones = {
  brand: 'bg-brand-800 text-white hover:bg-brand-900',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  plain: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
};

/**
 * A full-width form button. While busy it shows a spinner and (like every button of a busy
 * form, SPEC §4) is disabled; its name stays the same for assistive technology. `ref` is a
 * prop (React 19) and reaches the button with the rest.
 */
export function ActionButton({
  busy = false,
  tone = 'brand',
  disabled,
  children,
  className = '',
  type = 'button',
  ...rest
}: ActionButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`flex h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${tones[tone]} ${className}`}
      {...rest}
    >
      {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
