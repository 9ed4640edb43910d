import { Loader2 } from 'lucide-react';
import { ErrorState } from './error-state';

/** The part of an infinite query the button reads. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The foot of a paged list (shop, orders, returns): a button that fetches the next page while
 * there is one, and the list's error text when that fetch fails.
 */
export function LoadMoreButton({
  query,
  label,
  busyLabel = label,
  errorMessage,
  className = 'mt-8',
}: {
  query: PagedQuery;
  label: string;
  busyLabel?: string;
  /** Shown under the list when fetching the next page fails; nothing when not given. */
  errorMessage?: string;
  className?: string;
}) {
  return (
    <>
      {query.hasNextPage && (
        <div className={`${className} flex justify-center`}>
          <button
            type="button"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="inline-flex items-center gap-2 rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-800 transition hover:bg-brand-50 disabled:opacity-60"
          >
            {query.isFetchingNextPage && (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            )}
            {query.isFetchingNextPage ? busyLabel : label}
          </button>
        </div>
      )}
      {errorMessage && query.isFetchNextPageError && (
        <ErrorState message={errorMessage} className="mt-6" />
      )}
    </>
  );
}
