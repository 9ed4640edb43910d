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
