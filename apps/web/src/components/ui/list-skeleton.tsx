// A list's loading state in the console (products, customers, categories, staff, the audit log):
// grey rows in the list's place, marked busy and named for screen readers (SPEC §8).
import { LoadingState } from '../query-state';
import { Repeat, Skeleton } from '../skeleton';

export function ListSkeleton({
  label,
  rows,
  row,
}: {
  /** Said by screen readers, e.g. "Loading products". */
  label: string;
  rows: number;
  /** The classes of one grey row: its height, near the real row's, and its corners. */
  row: string;
}) {
  return (
    <LoadingState label={label} className="space-y-2">
      <Repeat count={rows}>
        <Skeleton className={row} />
      </Repeat>
    </LoadingState>
  );
}
