import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { createWindowLimiter } from './rate-limit.ts';

const t = useTestApp();

describe('createWindowLimiter', () => {
  it('allows max attempts per key in the window, then says how long to wait', async () => {
    let now = 1_000_000;
    const limiter = createWindowLimiter(t.db, 'unit', { max: 2, windowMs: 60_000 }, () => now);
    expect(await limiter.take('a')).toBe(0);
    now += 10_000;
    expect(await limiter.take('a')).toBe(0);
    expect(await limiter.take('a')).toBe(50);
    expect(await limiter.take('b')).toBe(0);
    now += 50_000;
    expect(await limiter.take('a')).toBe(0);
  });

  it('shares one count between limiters, as between instances, and keeps scopes apart', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const first = createWindowLimiter(t.db, 'shared', limit);
    const second = createWindowLimiter(t.db, 'shared', limit);
    const other = createWindowLimiter(t.db, 'other-scope', limit);
    const results = await Promise.all([
      first.take('203.0.113.1'),
      second.take('203.0.113.1'),
      first.take('203.0.113.1'),
      second.take('203.0.113.1'),
    ]);
    expect(results.filter((wait) => wait === 0)).toHaveLength(3);
    expect(await other.take('203.0.113.1')).toBe(0);
  });
});
