// Order rules shared by server and web (DESIGN.md §6.1: orders are real here; decision 024:
// people move them on).

/**
 * An order is placed by the customer, then packed, shipped (with a courier and tracking
 * number) and delivered by the shop's staff. It can be cancelled until it ships.
 */
export const ORDER_STATUSES = ['placed', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a person can move an order to (placed is where every order starts). */
export const ORDER_TARGET_STATUSES = ['packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderTargetStatus = (typeof ORDER_TARGET_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderTargetStatus[]> = {
  placed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Where an order in this status may go next, the forward step first. */
export function nextStatuses(status: OrderStatus): readonly OrderTargetStatus[] {
  return NEXT[status];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return (NEXT[from] as readonly OrderStatus[]).includes(to);
}

/** Whether an order in this status can still be cancelled (it has not shipped). */
export function canCancel(status: OrderStatus): boolean {
  return canTransition(status, 'cancelled');
}

/** A delivered line may be returned within this many days of delivery. */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a delivered order's lines may be returned; null before delivery. */
export function returnWindowEnd(deliveredAt: Date | string | null): Date | null {
  return deliveredAt === null
    ? null
    : new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

export function canReturn(
  order: { status: OrderStatus; deliveredAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (order.status !== 'delivered') return false;
  const end = returnWindowEnd(order.deliveredAt);
  return end !== null && now.getTime() <= end.getTime();
}

/**
 * A sentence with its values apart (decision 044): `message` is a catalogue key in ICU
 * MessageFormat, keyed by its English, and `values` fill its placeholders. The server answers it
 * in the request's language (its Hindi names the statuses in Hindi); core knows no catalogue.
 */
export type Refusal = { message: string; values?: Record<string, string> };

/**
 * Why an order in this status cannot move to `to`: a sentence for a 409. A status is its own
 * English word ("packed"), so the English keys name it by a plain placeholder; one message per
 * sentence shape, never pieces joined.
 */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): Refusal {
  // "This order is already cancelled." too
  if (from === to) return { message: 'This order is already {status}.', values: { status: from } };
  if (to === 'cancelled') {
    return {
      message:
        from === 'shipped'
          ? 'This order has shipped and can no longer be cancelled; request a return instead.'
          : 'This order has been delivered and can no longer be cancelled; request a return instead.',
    };
  }
  if (from === 'cancelled') {
    return { message: 'This order was cancelled and cannot be {to}.', values: { to } };
  }
  // At most one forward step: the state machine is a line (placed → packed → shipped → delivered).
  const [next] = NEXT[from].filter((s) => s !== 'cancelled');
  return next === undefined
    ? { message: 'This order is {from}; it cannot be {to}.', values: { from, to } }
    : {
        message: 'This order is {from}; it can only be {next} next, not {to}.',
        values: { from, next, to },
      };
}

/** Green points: 10 for every whole kg CO2e a purchase saves (rounded down). */
export const POINTS_PER_KG_SAVED = 10;

export function rewardPoints(savedKg: number): number {
  return Math.floor(Math.max(0, savedKg) * POINTS_PER_KG_SAVED + 1e-9);
}

/** Why an order's carbon and points were taken back (decision 077). */
export const REVERSAL_REASONS = ['cancelled', 'returned'] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];

/**
 * SPEC §9: an error is shown after 1 s. Its ~2 s simulated payment step is gone: Place Order
 * waits for the server alone (decision 060).
 */
export const CHECKOUT_ERROR_DELAY_MS = 1000;
