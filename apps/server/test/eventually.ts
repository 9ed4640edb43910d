import type { FastifyInstance } from 'fastify';

// Waiting for a condition instead of for a time. What a test changes directly in the database
// reaches the server by a notification (the catalogue cache, decision 049; an ended session,
// decision 013), which arrives when it arrives: a fixed pause is either too long, or too short
// on a busy machine.

/**
 * Reads until `done(value)` holds, or `timeoutMs` has passed; returns the last value read, so the
 * test's own expectation on it says what was seen when it fails.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Runs `write`, a change made directly in the database, and waits until the catalogue cache has
 * had its notification (decision 049): an answer it kept before the write is no longer served
 * (X-Cache: miss). For whole changes (a product added or removed, a synonym, stock to or from 0),
 * not a stock-only change, which keeps the other answers.
 */
export async function catalogueChange<T>(
  app: FastifyInstance,
  write: () => Promise<T>,
): Promise<T> {
  const probe = () => app.inject({ method: 'GET', url: '/api/products/categories' });
  const kept = await eventually(probe, (r) => r.headers['x-cache'] === 'hit');
  if (kept.headers['x-cache'] !== 'hit') throw new Error('the catalogue cache keeps no answer');
  const result = await write();
  const after = await eventually(probe, (r) => r.headers['x-cache'] === 'miss');
  if (after.headers['x-cache'] !== 'miss') {
    throw new Error('no catalogue change notification arrived within 5 s');
  }
  return result;
}
