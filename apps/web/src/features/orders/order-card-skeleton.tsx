import { Repeat, Skeleton, SkeletonCard } from '../../components/skeleton';

/** The shape of an order card while the list loads. */
export function OrderCardSkeleton() {
  return (
    <SkeletonCard testId="order-card-skeleton" className="overflow-hidden">
      <div className="flex justify-between gap-4 border-b border-stone-200 bg-stone-50 px-5 py-4">
        <div className="space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-32" />
        </div>
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <div className="space-y-3 p-5">
        <Repeat count={2}>
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-lg" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-4 w-16" />
          </div>
        </Repeat>
      </div>
    </SkeletonCard>
  );
}
