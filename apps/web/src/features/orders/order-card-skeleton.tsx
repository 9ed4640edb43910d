import { Skeleton } from '../../components/skeleton';

/** The shape of an order card while the list loads. */
export function OrderCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="order-card-skeleton"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
    >
      <div className="flex justify-between gap-4 border-b border-stone-200 bg-stone-50 px-5 py-4">
        <div className="space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-32" />
        </div>
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <div className="space-y-3 p-5">
        {[0, 1].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-lg" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-4 w-16" />
          </div>
        ))}
      </div>
    </div>
  );
}
