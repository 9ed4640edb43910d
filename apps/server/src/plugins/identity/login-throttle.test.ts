import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  decideAttempt,
  FAILURE_WINDOW_MS,
  lockDuration,
  lockedMessage,
  MAX_FAILED_SIGN_INS,
  type ThrottleState,
} from './login-throttle.ts';

const fresh: ThrottleState = { attempts: 0, windowStartedAt: 0, lockedUntil: null, lockCount: 0 };

describe('login throttle rules', () => {
  it('locks for 1, 2, 4, 8, then at most 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 9].map((n) => lockDuration(n) / 60_000)).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('forgives failures, and the doubling, after a quiet window', () => {
    const used: ThrottleState = {
      attempts: MAX_FAILED_SIGN_INS,
      windowStartedAt: 0,
      lockedUntil: null,
      lockCount: 3,
    };
    const decision = decideAttempt(used, FAILURE_WINDOW_MS);
    expect(decision).toEqual({
      allowed: true,
      next: { attempts: 1, windowStartedAt: FAILURE_WINDOW_MS, lockedUntil: null, lockCount: 0 },
    });
  });

  it('locks only once the attempts are used up, and not twice for the same lock', () => {
    const fourth = { ...fresh, attempts: MAX_FAILED_SIGN_INS - 1 };
    expect(afterFailure(fourth, 1000)).toBe(fourth);
    const locked = afterFailure({ ...fresh, attempts: MAX_FAILED_SIGN_INS }, 1000);
    expect(locked).toMatchObject({ lockedUntil: 61_000, lockCount: 1 });
    expect(afterFailure(locked, 2000)).toBe(locked);
  });

  it('says how many minutes are left', () => {
    expect(lockedMessage(30_000)).toBe(
      'Too many failed sign-in attempts for this account. Try again in 1 minute, or reset your password.',
    );
    expect(lockedMessage(4 * 60_000 + 1)).toMatch(/Try again in 5 minutes,/);
  });
});
