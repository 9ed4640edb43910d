// The four states of anything loaded from the server (SPEC §8): a loading
// skeleton, a red error with Try Again, an empty state, the content. One component, so each
// page only says what its skeleton, error text and empty state are.
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';

/** The part of a React Query result QueryState reads (useQuery and useInfiniteQuery both fit). */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The page's skeleton, usually a <LoadingState> (the same one RequireUser shows). */
  loading: ReactNode;
  /** SPEC §8's text for this list, e.g. 'Failed to fetch cart items.'. */
  errorMessage: string;
  /** What Try Again does; refetching the query unless the page says otherwise. */
  onRetry?: () => void;
  /** Shown instead of the content when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  className?: string;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({
  query,
  loading,
  errorMessage,
  onRetry,
  empty,
  isEmpty,
  className,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        message={errorMessage}
        onRetry={onRetry ?? (() => void query.refetch())}
        className={className}
      />
    );
  }
  if (empty && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** A skeleton marked busy, with a label for screen readers. */
export function LoadingState({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
