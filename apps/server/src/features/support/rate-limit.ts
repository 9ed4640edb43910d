// Signed-out requests can be sent by anyone: cap them per client address, so the ticket table
// and the people who read it cannot be flooded. In memory, per instance: a shop this size runs
// one; with several instances each allows the cap, which still bounds a flood.

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Beyond this many tracked addresses, forget the ones whose window has passed. */
const SWEEP_ABOVE = 10_000;

export function createWindowLimiter({ max, windowMs }: WindowLimit, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();

  function sweep(at: number): void {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= at - windowMs) hits.delete(key);
    }
  }

  return {
    /** Counts one attempt for `key`: 0 when allowed, else the seconds until one is allowed again. */
    take(key: string): number {
      const at = now();
      if (hits.size > SWEEP_ABOVE) sweep(at);
      const recent = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
      }
      recent.push(at);
      hits.set(key, recent);
      return 0;
    },
  };
}
