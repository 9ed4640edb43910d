import { Leaf } from 'lucide-react';
import { Link } from 'react-router';

const brandClass =
  'flex shrink-0 items-center gap-1.5 rounded-lg text-2xl font-extrabold tracking-tight';

function Mark() {
  return (
    <span className="flex size-8 items-center justify-center rounded-lg bg-haldi-300 text-brand-900">
      <Leaf className="size-5" aria-hidden="true" strokeWidth={2.25} />
    </span>
  );
}

/** The "Harit" wordmark, linking home. */
export function BrandLink({
  onClick,
  className = '',
}: {
  onClick?: () => void;
  className?: string;
}) {
  return (
    <Link to="/" onClick={onClick} className={`${brandClass} ${className}`}>
      <Mark />
      Harit
    </Link>
  );
}

/** The wordmark alone, for the loading frame (nothing there to click yet). */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`${brandClass} ${className}`}>
      <Mark />
      Harit
    </span>
  );
}
