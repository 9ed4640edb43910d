import { Fragment, type ReactNode } from 'react';

/** `count` copies of one placeholder (skeleton rows and cards have no identity of their own). */
export function Repeat({ count, children }: { count: number; children: ReactNode }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Fragment key={i}>{children}</Fragment>
  ));
}

export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 ${className}`} />
  );
}

/** The white card a placeholder card is drawn in, hidden from readers, found by its test id. */
export function SkeletonCard({
  testId,
  className,
  children,
}: {
  testId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      aria-hidden="true"
      data-testid={testId}
      className={`rounded-2xl bg-white ring-1 ring-stone-200 ${className}`}
    >
      {children}
    </div>
  );
}

/** The shape of a product card while its data loads (SPEC §2: 8 of them on the shop page). */
export function ProductCardSkeleton() {
  return (
    <SkeletonCard testId="product-card-skeleton" className="flex h-full flex-col overflow-hidden">
      <Skeleton className="aspect-[10/7] rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Skeleton className="h-4 w-24 rounded-full" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
        <div className="mt-auto grid grid-cols-2 gap-2">
          <Repeat count={2}>
            <Skeleton className="h-10" />
          </Repeat>
        </div>
      </div>
    </SkeletonCard>
  );
}
