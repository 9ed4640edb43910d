import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './ui/button';

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className = '',
}: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center ${className}`}
    >
      {Icon && (
        <span className="rounded-full bg-brand-50 p-3 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <p className="text-lg font-semibold text-stone-800">{title}</p>
      {description && <div className="max-w-md text-sm text-stone-600">{description}</div>}
      {action}
    </div>
  );
}

/** The one way on from an empty or signed-out state: Start Shopping, Sign In, … */
export function EmptyStateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass({ size: 'sm' })}>
      {children}
    </Link>
  );
}
