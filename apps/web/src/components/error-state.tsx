import { AlertCircle } from 'lucide-react';
import { useT } from '../lib/i18n';
import { Button } from './ui/button';

interface ErrorStateProps {
  /** Already in the page's language (translated by the caller). */
  message: string;
  /** When given, a Try Again button calls it. */
  onRetry?: () => void;
  className?: string;
}

/** SPEC §8: error texts are red and stand in place of the list they replace. */
export function ErrorState({ message, onRetry, className = '' }: ErrorStateProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-4 rounded-2xl bg-red-50 px-6 py-10 text-center ${className}`}
    >
      <p className="flex items-center gap-2 font-medium text-red-700">
        <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
        {message}
      </p>
      {onRetry && (
        <Button onClick={onRetry} variant="danger" size="sm">
          {t('Try Again')}
        </Button>
      )}
    </div>
  );
}
