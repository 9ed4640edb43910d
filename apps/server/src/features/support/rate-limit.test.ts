import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from './rate-limit.ts';

describe('createWindowLimiter', () => {
  it('allows max attempts per key in the window, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = createWindowLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect(limiter.take('a')).toBe(0);
    now += 10_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(50);
    expect(limiter.take('b')).toBe(0);
    now += 50_000;
    expect(limiter.take('a')).toBe(0);
  });
});
