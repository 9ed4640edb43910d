// The app's one button (decision 066): a variant and a size in plain props, and a loading state
// that shows a spinner, keeps the button's name and disables it (SPEC §4: a busy form's buttons
// wait). A link that looks like a button is a LinkButton (or takes buttonClass()); a link in
// running text with an icon is a TextLink.
import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'danger'
  | 'danger-outline'
  | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  /** The brand's green: the one main action of a page or form. */
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100',
  /** The second way on beside a primary one: brand words in a brand ring. */
  outline: 'text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50',
  /** An action that destroys or cancels something, said once more in a Dialog first. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** What opens such a Dialog: red words on white. */
  'danger-outline': 'bg-white text-red-700 ring-1 ring-red-700 hover:bg-red-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (width, margins, self-alignment); colours and sizes come from variant and size. */
  className?: string;
}

/** The classes of a button, for a <Link> or <a> that looks like one. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyle {
  /** Working: a spinner, aria-busy, and no second press. The name stays the same. */
  loading?: boolean;
}

/** `type` is "button" unless said otherwise; `ref` is a prop (React 19) and reaches the button. */
export function Button({
  variant,
  size,
  className,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, className })}
      {...rest}
    >
      {loading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** An icon before the words, one after them (an arrow on), or both: decoration, hidden from readers. */
interface WithIcons {
  icon?: LucideIcon;
  iconEnd?: LucideIcon;
  children: ReactNode;
}

function Iconed({ icon: Icon, iconEnd: IconEnd, children }: WithIcons) {
  return (
    <>
      {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
      {children}
      {IconEnd && <IconEnd className="size-4 shrink-0" aria-hidden="true" />}
    </>
  );
}

export type LinkButtonProps = ComponentProps<typeof Link> & ButtonStyle & WithIcons;

/** A link that looks like a Button: "Continue Shopping", "All returns", … */
export function LinkButton({
  variant,
  size,
  className,
  icon,
  iconEnd,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <Link className={buttonClass({ variant, size, className })} {...rest}>
      <Iconed icon={icon} iconEnd={iconEnd}>
        {children}
      </Iconed>
    </Link>
  );
}

export type TextLinkProps = ComponentProps<typeof Link> & WithIcons & { className?: string };

/** A link in brand words that underlines on hover, with an icon: "Orders & Payments" back, … */
export function TextLink({ className = '', icon, iconEnd, children, ...rest }: TextLinkProps) {
  return (
    <Link
      className={`inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline ${className}`}
      {...rest}
    >
      <Iconed icon={icon} iconEnd={iconEnd}>
        {children}
      </Iconed>
    </Link>
  );
}
