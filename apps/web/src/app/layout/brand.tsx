import { Leaf } from 'lucide-react';
import { Link } from 'react-router';

/** The "Harit" wordmark, linking home. */
export function BrandLink({
  onClick,
  className = '',
}: {
  onClick?: () => void;
  className?: string;
}) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={`flex shrink-0 items-center gap-1.5 rounded-lg text-2xl font-extrabold tracking-tight ${className}`}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-haldi-300 text-brand-900">
        <Leaf className="size-5" aria-hidden="true" strokeWidth={2.25} />
      </span>
      Harit
    </Link>
  );
}
