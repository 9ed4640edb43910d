// Order rules shared by server and web (DESIGN.md §6.1: orders are real here).

export const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * There is no warehouse behind this shop, so orders move on by elapsed time, which lets every
 * flow be tried: placed → shipped after 1 hour → delivered 24 hours after placing.
 * Cancelling is possible while placed; returns while delivered.
 */
export const SHIP_AFTER_MS = 60 * 60 * 1000;
export const DELIVER_AFTER_MS = 24 * 60 * 60 * 1000;
/** A delivered line may be returned within this many days of delivery. */
export const RETURN_WINDOW_DAYS = 7;

export function orderStatus(
  placedAt: Date,
  cancelledAt: Date | null,
  now: Date = new Date(),
): OrderStatus {
  if (cancelledAt) return 'cancelled';
  const age = now.getTime() - placedAt.getTime();
  if (age >= DELIVER_AFTER_MS) return 'delivered';
  if (age >= SHIP_AFTER_MS) return 'shipped';
  return 'placed';
}

export function canCancel(status: OrderStatus): boolean {
  return status === 'placed';
}

export function canReturn(status: OrderStatus, placedAt: Date, now: Date = new Date()): boolean {
  if (status !== 'delivered') return false;
  const deliveredAt = placedAt.getTime() + DELIVER_AFTER_MS;
  return now.getTime() - deliveredAt <= RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** Green points: 10 for every whole kg CO2e a purchase saves (rounded down). */
export const POINTS_PER_KG_SAVED = 10;

export function rewardPoints(savedKg: number): number {
  return Math.floor(Math.max(0, savedKg) * POINTS_PER_KG_SAVED + 1e-9);
}

/** SPEC §9: the simulated payment step takes about 2 s (1 s before showing an error). */
export const CHECKOUT_PROCESSING_MS = 2000;
export const CHECKOUT_ERROR_DELAY_MS = 1000;
